/** The authentication an operation accepts: alternatives of security schemes, linked to the introduction. */
import { Link, type ApiOperationData, translate, translateNodes } from 'mysite-ssg/client';

export function ApiSecurity({ security, introHref }: { security: NonNullable<ApiOperationData['security']>; introHref: string }) {
  return (
    <div className="api-security">
      <p>
        {security.optional
          ? translate('theme.api.authOptional', 'Authentication is optional. Accepted: ')
          : security.options.length > 1
            ? translate('theme.api.authOneOf', 'One of: ')
            : translate('theme.api.authRequired', 'Required: ')}
      </p>
      <ul>
        {security.options.map((option, i) => (
          <li key={i}>
            {option.schemes.map((s, j) => (
              <span key={s.key}>
                {j > 0 ? translate('theme.api.and', ' and ') : null}
                <Link to={s.anchor ? `${introHref}#${s.anchor}` : introHref}>
                  <code>{s.key}</code>
                </Link>{' '}
                <span className="api-security-label">({s.label})</span>
                {s.scopes ? (
                  <span className="api-security-scopes">{translateNodes('theme.api.scopes', ' scopes: {scopes}', { scopes: s.scopes.join(', ') })}</span>
                ) : null}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
