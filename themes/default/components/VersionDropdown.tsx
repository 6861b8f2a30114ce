/**
 * The docs version of the page. With one version there is nothing to choose:
 * a label. With several (`versions`), or when `menu` asks for one anyway, a
 * menu of links to this page in each version, which works without
 * JavaScript (a disclosure). Either way the version the visitor reads is
 * remembered (`docsVersionKey(section)`: one per docs section), as the
 * version a site with several starts from.
 */
import { useEffect } from 'react';
import { docsVersionKey, Link, store, translate, translateNodes } from 'mysite-ssg/client';
import { DropdownMenu } from './dropdown-menu.js';

export interface DocsVersionLink {
  name: string;
  label: string;
  /** This page in that version. */
  path: string;
}

export interface VersionDropdownProps {
  /** The version of this page. */
  version: { name: string; label: string };
  path: string;
  /** Every version, this one included; just this one when not given. */
  versions?: DocsVersionLink[];
  /** A menu even when there is one version (default: only with several). */
  menu?: boolean;
  /** The menu's button shows "Version: <label>" (default); without the badge it reads "Versions". */
  badge?: boolean;
  /** The menu's button as a navbar item shows it (`type: 'docsVersionDropdown'`): its class, and its text (default: the version's label). */
  navbar?: { className: string; label?: string };
  /** The docs section of the page, when it is not the default one: its choice is remembered apart. */
  section?: string;
}

export function VersionDropdown({
  version,
  path,
  versions = [{ ...version, path }],
  menu = versions.length > 1,
  badge = true,
  navbar,
  section,
}: VersionDropdownProps) {
  const key = docsVersionKey(section);
  useEffect(() => {
    store(key, version.name);
  }, [key, version.name]);
  const values = { version: version.label };
  if (!menu) return <span className="version-label">{translateNodes('theme.version.label', 'Version: {version}', values)}</span>;
  return (
    <DropdownMenu
      summary={
        navbar ? (
          <summary className={navbar.className} aria-label={translate('theme.version.label', 'Version: {version}', values)}>
            {navbar.label ?? version.label}
          </summary>
        ) : (
          <summary className="version-badge">
            {badge ? translate('theme.version.label', 'Version: {version}', values) : translate('theme.version.menu', 'Versions')}
          </summary>
        )
      }
    >
      {versions.map((v) => (
        <li key={v.name}>
          <Link
            to={v.path}
            className={v.name === version.name ? 'version-menu-item active' : 'version-menu-item'}
            aria-current={v.name === version.name ? 'page' : undefined}
            onClick={() => store(key, v.name)}
          >
            {v.label}
          </Link>
        </li>
      ))}
    </DropdownMenu>
  );
}
