/**
 * Prefetches the pages a visitor is likely to open next: a link's page
 * when the link is hovered, focused or touched, and, without any
 * interaction, a few pages linked from the main content as their links
 * scroll into view (prefetch-in-view.ts, with its budget; its code comes
 * with page-change.ts, after the page, not in its first script). Nothing is prefetched on a 2g
 * connection or when the visitor asked to save data.
 *
 * What is fetched: a page is its data file, plus, for most pages, its HTML
 * document, which holds the HTML strings the data file leaves out (see
 * core/html-islands.ts); the document is nine tenths of the bytes. A link
 * merely in view gets the data file and the layout's code: a page without
 * such strings then needs nothing more, and the others need one request,
 * the document. A link the visitor reaches for gets the document too, so
 * the click needs no request at all.
 */
import site from 'mysite:site';
import { chunkUrl, loadPageChange, prefetchPage, sidebarFileOf } from './chunks.js';
import { internalRoute } from './links.js';
import { fileUrl, routeOfUrlPath } from '../core/urls.js';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

/** Routes prefetched for being in view, and completely for being reached for. */
const inView = new Set<string>();
const reached = new Set<string>();

function wanted(route: string | null, done: Set<string>): route is string {
  return !!route && !done.has(route) && route !== routeOfUrlPath(location.pathname, site.baseUrl) && prefetchAllowed();
}

/** Bytes a page's data file and its sidebar copy took on the wire (compressed), from Resource Timing. */
function dataBytes(route: string): number {
  const sidebar = sidebarFileOf(route);
  return wireBytes(chunkUrl(route)) + (sidebar ? wireBytes(fileUrl(site.baseUrl, sidebar)) : 0);
}

function wireBytes(url: string): number {
  const entry = performance.getEntriesByName(new URL(url, location.href).href).at(-1) as PerformanceResourceTiming | undefined;
  return entry ? entry.encodedBodySize || entry.decodedBodySize : 0;
}

/**
 * Watches the links of the main content for this page view (`view` counts
 * navigations); call after each render. The watching code is handed what
 * it uses from here rather than importing it: a lazy module that imported
 * the entry's modules would split them into a chunk of their own (see
 * page-change.ts, which brings it).
 */
export function observeLinks(view: number): void {
  if (!prefetchAllowed() || !('IntersectionObserver' in window)) return;
  loadPageChange().then(
    (m) =>
      m.observeLinks(view, {
        routeOf: (a) => internalRoute(a, site.baseUrl),
        wanted: (route) => wanted(route, inView) && !reached.has(route),
        prefetch: (route) => {
          inView.add(route);
          return prefetchPage(route, false);
        },
        dataBytes,
        current: routeOfUrlPath(location.pathname, site.baseUrl) ?? '/',
      }),
    () => {},
  );
}

/** Hover, keyboard focus and touch prefetch at once, outside the budget: the visitor is reaching for the link. */
export function prefetchOnIntent(): void {
  const handler = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.('a[href]');
    const route = a ? internalRoute(a as HTMLAnchorElement, site.baseUrl) : null;
    if (!wanted(route, reached)) return;
    reached.add(route);
    void prefetchPage(route, true);
  };
  document.addEventListener('mouseover', handler, { passive: true });
  document.addEventListener('focusin', handler);
  document.addEventListener('touchstart', handler, { passive: true });
}
