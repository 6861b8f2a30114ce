/**
 * Components of the theme that no page of the site can show are bundled as
 * nothing: the version banner of a site without docs versions (no
 * versions.json) cost every doc page about 0.2 KB of first-load JS, and the
 * navbar's locale, version and link menus every page more. The
 * layout keeps its import and its test of the page's data; the component it
 * gets renders nothing, on the server and in the browser alike (the bundle's
 * rule: mdx/imports/unused-components.ts). A site's override of the
 * component (component-overrides.ts) is left as it is.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { VERSIONS_FILE } from '../content/sources/docs-versions.js';
import type { SiteData } from '../client/types.js';
import type { SiteFeatures } from './site-features.js';

/** The theme's components this site never shows, by name. */
/** `versionsPrefixes`: each docs section's start of its versions file ('' for versions.json, config/sections.ts). */
export function unusedComponents(siteDir: string, site: SiteData, features: SiteFeatures, versionsPrefixes: string[] = ['']): string[] {
  const unused: string[] = [];
  if (!features.unlisted) unused.push('UnlistedNotice');
  // A page carries a banner only in a version of the docs, which versions.json lists (docs-versions.ts).
  if (!versionsPrefixes.some((prefix) => existsSync(join(siteDir, `${prefix}${VERSIONS_FILE}`)))) unused.push('VersionBanner');
  // Only a translated site has other locales to offer, or pages of another locale to mark.
  if (!site.locales) unused.push('LocaleDropdown', 'UntranslatedNotice');
  // A doc page's notices are those two: without either, their frame is not shipped either.
  if (unused.includes('VersionBanner') && unused.includes('UntranslatedNotice')) unused.push('PageNotices');
  if (!site.navbar.items.some((item) => item.type === 'docsVersionDropdown')) unused.push('NavbarVersionDropdown');
  if (!site.navbar.items.some((item) => item.type === 'dropdown')) unused.push('NavbarDropdown');
  return unused;
}
