/**
 * Prefetches the pages a visitor is likely to open next: a link's page
 * when the link is hovered, focused or touched, and, without any
 * interaction, a few pages linked from the main content as their links
 * scroll into view (not the navbar, sidebar or footer, whose links are on
 * every page). The viewport's share is budgeted per page view: at most 5
 * pages, fetched one after another, and none started that could take the
 * page view past 30 KB of data on the wire. Nothing is prefetched on a 2g
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
import { chunkUrl, documentUrl, prefetchPage } from './chunks.js';
import { internalRoute } from './links.js';
import { routeOfUrlPath } from '../core/urls.js';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export const VIEWPORT_ROUTES = 5;
export const VIEWPORT_BYTES = 30 * 1024;

export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

/** Routes prefetched for being in view, and completely for being reached for. */
const inView = new Set<string>();
const reached = new Set<string>();
let observer: IntersectionObserver | undefined;
let pageView = -1;
/** This page view's viewport prefetching: routes waiting, routes left, bytes spent, the largest chunk seen. */
let queue: string[] = [];
let routesLeft = 0;
let spent = 0;
let largest = 0;
let pumping = false;

const currentRoute = () => routeOfUrlPath(location.pathname, site.baseUrl);

/** Bytes a page's data file and, if it was fetched, its document took on the wire (compressed), from Resource Timing. */
function wireBytes(route: string): number {
  return [chunkUrl(route), documentUrl(route)].reduce((sum, url) => {
    const entry = performance.getEntriesByName(new URL(url, location.href).href).at(-1) as PerformanceResourceTiming | undefined;
    return sum + (entry ? entry.encodedBodySize || entry.decodedBodySize : 0);
  }, 0);
}

function wanted(route: string | null, done: Set<string>): route is string {
  return !!route && !done.has(route) && route !== currentRoute() && prefetchAllowed();
}

/** Fetches the queued routes one at a time while the budget allows another chunk as large as any seen. */
async function pump(view: number): Promise<void> {
  if (pumping) return;
  pumping = true;
  while (view === pageView && queue.length > 0 && routesLeft > 0 && spent + largest <= VIEWPORT_BYTES) {
    const route = queue.shift()!;
    if (!wanted(route, inView) || reached.has(route)) continue;
    inView.add(route);
    routesLeft--;
    await prefetchPage(route, false);
    const bytes = wireBytes(route);
    spent += bytes;
    largest = Math.max(largest, bytes);
  }
  pumping = false;
  if (view === pageView && (routesLeft === 0 || spent + largest > VIEWPORT_BYTES)) observer?.disconnect();
}

/** Watches the links of the main content for this page view (`view` counts navigations); call after each render. */
export function observeLinks(view: number): void {
  if (view === pageView || !prefetchAllowed() || !('IntersectionObserver' in window)) return;
  pageView = view;
  queue = [];
  routesLeft = VIEWPORT_ROUTES;
  spent = 0;
  // This page's own chunk is the first estimate of what a chunk costs.
  largest = wireBytes(currentRoute() ?? '/');
  observer?.disconnect();
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer!.unobserve(entry.target);
      const route = internalRoute(entry.target as HTMLAnchorElement, site.baseUrl);
      if (wanted(route, inView) && !queue.includes(route)) queue.push(route);
    }
    void pump(view);
  });
  for (const a of document.querySelectorAll<HTMLAnchorElement>('main a[href]')) observer.observe(a);
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
