/**
 * The search page (`/search`, with the query in `?q=`), as Docusaurus's
 * search plugins give one: made when the config's `search.page` is on and the
 * site has no page of its own at that address. Its results come from the same index as the
 * navbar's dialog, in the browser. It stays in the sitemap, as Docusaurus's
 * does (its robots tag is written as `property`, which its sitemap plugin
 * and search engines do not read), and out of the search index (no content).
 */
import type { SiteConfig } from '../../config/schema.js';
import { docsOptionsOf } from '../../config/sections.js';
import type { RouteOf } from '../../core/layout-data.js';
import { messageText, type Messages } from '../../core/messages.js';
import type { Route } from '../../core/types.js';
import type { DocPageData } from '../../core/page-data/doc.js';

export const SEARCH_PAGE_PATH = '/search';

export function searchPageRoute(config: SiteConfig, routes: readonly Route[], messages: Messages | undefined): RouteOf<'search'> | undefined {
  if (config.search === false || !config.search.page || routes.some((route) => route.path === SEARCH_PAGE_PATH)) return undefined;
  const docsHome = docsHomeOf(config, routes);
  return {
    path: SEARCH_PAGE_PATH,
    layout: 'search',
    head: {
      title: messageText(messages, 'theme.SearchPage.emptyResultsTitle', 'Search the documentation'),
      description: messageText(messages, 'theme.SearchPage.description', 'Search every page of the site.'),
    },
    data: { sitemap: '/sitemap.xml', ...(docsHome ? { docsHome } : {}) },
  };
}

/**
 * The docs' own home (their page at their base path), else the first page of
 * a sidebar (a doc with no previous page) of the default section, of the
 * version read by default (no banner), by address.
 */
function docsHomeOf(config: SiteConfig, routes: readonly Route[]): string | undefined {
  const base = docsOptionsOf(config)?.routeBasePath;
  if (base === undefined) return undefined;
  const docs = routes.filter((route): route is RouteOf<'doc'> => route.layout === 'doc' && (route.data as DocPageData).section === undefined);
  const home = docs.find((route) => route.path === base);
  if (home) return home.path;
  const firsts = docs.filter((route) => !route.data.prev && !route.data.version?.banner).map((route) => route.path);
  return firsts.sort()[0];
}
