/**
 * The navbar's docs version menu (`type: 'docsVersionDropdown'`). On a doc
 * page: this page in each version. On any other page (home, blog, React
 * pages), as Docusaurus does: each version's first page, which the build
 * puts in that page's data (`page.docsVersions`); the button shows the
 * version the reader last chose, else the last released one. With
 * `docsPluginId`, the menu is that docs section's: on the section's pages,
 * this page in each version; elsewhere, each version's first page. A component
 * of its own so that sites without the item do not load the menu with
 * every page (unused-components.ts).
 */
import { useEffect, useState } from 'react';
import { type DocPageData, docsVersionKey, Link, type PageChunk, readStored, store, translate } from 'mysite-ssg/client';
import { VersionDropdown } from './VersionDropdown.js';

interface Props {
  page: PageChunk;
  label?: string;
  className: string;
  /** The docs section whose versions the menu lists (the navbar item's `docsPluginId`). */
  docsPluginId?: string;
}

/** The id of the docs section a single `docs` object makes. */
const DEFAULT_SECTION = 'default';

export function NavbarVersionDropdown({ page, label, className, docsPluginId = DEFAULT_SECTION }: Props) {
  const data = page.layout === 'doc' ? (page.data as DocPageData) : undefined;
  const version = data && (data.section ?? DEFAULT_SECTION) === docsPluginId ? data.version : undefined;
  // Keyed by the page: the navbar stays while the router changes pages, and a menu left open would stay open.
  if (version)
    return (
      <VersionDropdown key={page.path} version={version} path={page.path} versions={version.links} menu navbar={{ className, label }} section={data?.section} />
    );
  const menu = docsPluginId === DEFAULT_SECTION ? page.docsVersions : page.sectionVersions?.find((m) => m.section === docsPluginId);
  return menu ? <VersionsOutsideDocs key={page.path} menu={menu} label={label} className={className} /> : null;
}

function VersionsOutsideDocs({ menu, label, className }: { menu: NonNullable<PageChunk['docsVersions']> } & Omit<Props, 'page'>) {
  // The server renders the last version; the reader's own choice, kept in the browser, replaces it once hydrated.
  const [chosen, setChosen] = useState(menu.last);
  const key = docsVersionKey(menu.section);
  useEffect(() => {
    const stored = readStored(key);
    if (stored && menu.links.some((v) => v.name === stored)) setChosen(stored);
  }, [menu, key]);
  const shown = menu.links.find((v) => v.name === chosen) ?? menu.links[0];
  if (!shown) return null;
  return (
    <details className="version-dropdown">
      <summary className={className} aria-label={translate('theme.version.label', 'Version: {version}', { version: shown.label })}>
        {label ?? shown.label}
      </summary>
      <ul className="version-menu">
        {menu.links.map((v) => (
          <li key={v.name}>
            <Link to={v.path} className={v.name === shown.name ? 'version-menu-item active' : 'version-menu-item'} onClick={() => store(key, v.name)}>
              {v.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
