/**
 * The notice above a page of a docs version that is not the last one:
 * unreleased (newer) or unmaintained (older), with a link to this page in the
 * last version (or its first page when it does not have this one).
 */
import { Link, translate, translateNodes } from 'mysite-ssg/client';
import type { DocPageData } from 'mysite-ssg/client';

type Version = NonNullable<DocPageData['version']>;

export function VersionBanner({ version }: { version: Version & { banner: NonNullable<Version['banner']> } }) {
  const { kind, latest } = version.banner;
  return (
    <aside className="version-banner" aria-label={translate('theme.version.notice', 'Version notice')}>
      <p>
        {kind === 'unreleased'
          ? translate('theme.version.unreleased', 'You are reading the docs of {version}, which is not released yet.', { version: version.label })
          : translate('theme.version.unmaintained', 'You are reading the docs of {version}, which is no longer maintained.', { version: version.label })}
      </p>
      {latest ? (
        <p>
          {translateNodes('theme.version.latest', 'For the current release, read {link}.', {
            link: (
              <Link key="link" to={latest.path}>
                {translateNodes('theme.version.latestLink', 'this page in version {version}', { version: latest.label })}
              </Link>
            ),
          })}
        </p>
      ) : null}
    </aside>
  );
}
