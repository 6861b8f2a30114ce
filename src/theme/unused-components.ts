/**
 * Components of the theme that no page of the site can show are bundled as
 * nothing: the version banner of a site without docs versions (no
 * versions.json) cost every doc page about 0.2 KB of first-load JS, and the
 * navbar's locale, version and link menus every page more. The
 * layout keeps its import and its test of the page's data; the component it
 * gets renders nothing, on the server and in the browser alike. A site's
 * override of the component (component-overrides.ts) is left as it is.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { VERSIONS_FILE } from '../content/sources/docs-versions.js';
import type { SiteData } from '../client/types.js';
import type { ThemeLocation } from './locate-theme.js';
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

const withoutExtension = (file: string) => file.replace(/\.(tsx|ts|jsx|js)$/, '');

export function unusedComponentsPlugin(names: string[], theme: ThemeLocation, publicEntry: string): Plugin {
  const byStem = new Map(names.flatMap((name) => (theme.components.has(name) ? [[withoutExtension(theme.components.get(name)!), name] as const] : [])));
  return {
    name: 'mysite-unused-components',
    setup(b) {
      if (byStem.size === 0) return;
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        // mysite-ssg/theme keeps every component: a page or an override may import it.
        if (!args.importer.startsWith(theme.dir) || args.importer === publicEntry) return undefined;
        const name = byStem.get(withoutExtension(resolve(args.resolveDir, args.path)));
        return name ? { path: name, namespace: 'mysite-unused' } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: 'mysite-unused' }, (args) => ({ contents: `export function ${args.path}() { return null; }\n`, loader: 'js' }));
    },
  };
}
