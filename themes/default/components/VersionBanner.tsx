/**
 * The notice above a page of a docs version that is not the last one:
 * unreleased (newer) or unmaintained (older), with a link to this page in the
 * last version (or its first page when it does not have this one).
 */
import { Link } from 'mysite-ssg/client';
import type { DocPageData } from 'mysite-ssg/client';

type Version = NonNullable<DocPageData['version']>;

export function VersionBanner({ version }: { version: Version & { banner: NonNullable<Version['banner']> } }) {
  const { kind, latest } = version.banner;
  return (
    <aside className="version-banner" aria-label="Version notice">
      <p>
        {kind === 'unreleased'
          ? `You are reading the docs of ${version.label}, which is not released yet.`
          : `You are reading the docs of ${version.label}, which is no longer maintained.`}
      </p>
      {latest ? (
        <p>
          For the current release, read <Link to={latest.path}>this page in version {latest.label}</Link>.
        </p>
      ) : null}
    </aside>
  );
}
