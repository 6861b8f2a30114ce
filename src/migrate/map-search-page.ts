/**
 * The search page a Docusaurus site's search gave it: Algolia's theme makes
 * one at `themeConfig.algolia.searchPagePath` (`'search'` unless set, none
 * when `false`), and @easyops-cn/docusaurus-search-local one at `/search`.
 * mysite's own search page (`search.page`) is at `/search`, so a site keeps
 * that address; another path is reported, with what to do.
 */
import type { MapContext } from './map-context.js';
import { isPlainObject, type Plain } from './plain-value.js';

/** The search plugins that give a page at `/search`. */
export const PLUGINS_WITH_SEARCH_PAGE = new Set(['@easyops-cn/docusaurus-search-local']);

export function mapAlgoliaSearchPage(ctx: MapContext, algolia: Plain, at: string): void {
  const path = isPlainObject(algolia) ? algolia.searchPagePath : undefined;
  if (path === false) return;
  const from = `${at}.searchPagePath`;
  turnOnSearchPage(ctx, from);
  if (path !== undefined && path !== 'search' && path !== '/search')
    ctx.m.adjust(from, `the search page is at /search, not /${String(path).replace(/^\//, '')}: links to the old address need a redirect (redirects)`);
}

export function turnOnSearchPage(ctx: MapContext, from: string): void {
  if (ctx.m.get(['search', 'page']) !== true) ctx.m.set(['search', 'page'], true, from);
}
