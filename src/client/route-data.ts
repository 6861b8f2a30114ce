/**
 * `useRoute()`: one typed object with what a theme component may need about
 * the page it renders in, as Starlight gives its components their route
 * data. Layouts are handed their page; a component deeper down, or a
 * replacement of one (`theme.components`), reads the same page here instead
 * of through props. Narrowing on `layout` types `data`:
 * `if (route.layout === 'doc') route.data.editUrl`.
 */
import { useMemo } from 'react';
import type { LayoutDataMap, LayoutName } from '../core/layout-data.js';
import type { PageHead, PageSidebarItem, TocItem } from '../core/types.js';
import { usePage, useSite } from './context.js';
import type { PageChunk, SiteData } from './types.js';

interface RouteFields {
  /** URL path without the base URL and without a trailing slash; `/` for the home page. */
  path: string;
  head: PageHead;
  /** The site: title, base URL, navbar, footer… */
  site: SiteData;
  /** The page's sidebar as it shows it (docs and API pages); absent on pages without one. */
  sidebar?: PageSidebarItem[];
  /** Id of the page's full sidebar (DocSidebar's `sidebarId`, to open collapsed categories). */
  sidebarId?: string;
  /** The page's table of contents, when it shows one: absent when the page has none, it is empty, or front matter hides it. */
  toc?: TocItem[];
}

/** A page of a built-in layout (`doc`, `blogPost`, `apiOperation`…), carrying that layout's data. */
type BuiltInRouteData = { [L in LayoutName]: RouteFields & { layout: L; data: LayoutDataMap[L] } }[LayoutName];

/** A React page of `content/pages/`: its layout is `page:` and its route; it carries no data. */
type ReactPageRouteData = RouteFields & { layout: `page:${string}`; data: Record<string, never> };

export type RouteData = BuiltInRouteData | ReactPageRouteData;

function shownToc(data: unknown): TocItem[] | undefined {
  const { toc, hideTableOfContents } = (data ?? {}) as { toc?: unknown; hideTableOfContents?: boolean };
  return Array.isArray(toc) && toc.length > 0 && !hideTableOfContents ? (toc as TocItem[]) : undefined;
}

/** The route data of a page. The build checked that every page carries its layout's data, so the page is taken as typed. */
export function routeData(page: PageChunk, site: SiteData): RouteData {
  const { path, layout, head, data, sidebar, sidebarId } = page;
  return { path, layout, head, data, site, sidebar, sidebarId, toc: shownToc(data) } as RouteData;
}

/** The page being rendered, with the site, its sidebar and its table of contents. */
export function useRoute(): RouteData {
  const page = usePage();
  const site = useSite();
  return useMemo(() => routeData(page, site), [page, site]);
}
