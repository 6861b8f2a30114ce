/** Link columns and the copyright line. */
import { Link, useSite, translate } from 'mysite-ssg/client';
import { ExternalIcon } from './Icons.js';

export function Footer() {
  const { footer } = useSite();
  return (
    <footer className="footer">
      <div className="footer-columns">
        {footer.columns.map((column) => (
          <div className="footer-column" key={column.title}>
            <h2 className="footer-title">{column.title}</h2>
            <ul>
              {column.items.map((item) => {
                const external = /^https?:/.test(item.href);
                return (
                  <li key={item.label + item.href}>
                    <Link to={item.href} className="footer-link">
                      {item.label}
                      {external ? <ExternalIcon className="external-icon" /> : null}
                      {external ? <span className="visually-hidden">{translate('theme.common.newTab', ' (opens in a new tab)')}</span> : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
            {column.html ? <div className="footer-html" dangerouslySetInnerHTML={{ __html: column.html }} /> : null}
          </div>
        ))}
      </div>
      {/* The copyright is HTML the build kept to an allow-list of inline tags (src/core/copyright-html.ts). */}
      {footer.copyright ? <p className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} /> : null}
    </footer>
  );
}
