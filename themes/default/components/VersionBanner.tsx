/**
 * The notice above a page of a docs version that is not the last one:
 * unreleased (newer) or unmaintained (older), with a link to this page in the
 * last version; a page the last version lacks says so and links that
 * version's home instead.
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
          {latest.samePage
            ? translateNodes('theme.version.latest', 'For the current release, read {link}.', {
                link: (
                  <Link key="link" to={latest.path}>
                    {translateNodes('theme.version.latestLink', 'this page in version {version}', { version: latest.label })}
                  </Link>
                ),
              })
            : kind === 'unreleased'
              ? translateNodes('theme.version.newPage', 'This page is new in {version}: version {latest} does not have it. Read {link}.', {
                  version: version.label,
                  latest: latest.label,
                  link: <LatestHome key="link" latest={latest} />,
                })
              : translateNodes('theme.version.removedPage', 'Version {latest} does not have this page. Read {link}.', {
                  latest: latest.label,
                  link: <LatestHome key="link" latest={latest} />,
                })}
        </p>
      ) : null}
    </aside>
  );
}

function LatestHome({ latest }: { latest: { label: string; path: string } }) {
  return <Link to={latest.path}>{translateNodes('theme.version.latestHome', 'the docs of version {version}', { version: latest.label })}</Link>;
}
