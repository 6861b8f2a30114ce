/**
 * Prefetching without interaction: a few pages linked from the main content
 * as their links scroll into view (not the navbar, sidebar or footer, whose
 * links are on every page). Budgeted per page view: at most 5 pages,
 * fetched one after another, and none started that could take the page
 * view past 30 KB of data on the wire. It comes with page-change.ts, after
 * the page, and is handed what it needs from the runtime as arguments
 * (importing the entry's modules would split them into a chunk of their own).
 */
export const VIEWPORT_ROUTES = 5;
export const VIEWPORT_BYTES = 30 * 1024;

export interface InViewPrefetch {
  /** The route a link leads to, if it is a page of the site. */
  routeOf(a: HTMLAnchorElement): string | null;
  /** Whether a route still wants prefetching (not this page, not done, allowed). */
  wanted(route: string): boolean;
  prefetch(route: string): Promise<void>;
  /** Bytes on the wire of a route's data file (what this prefetches; the layout's code is shared by many pages). */
  dataBytes(route: string): number;
  /** This page's route. */
  current: string;
}

let observer: IntersectionObserver | undefined;
let pageView = -1;
/** This page view's prefetching: routes waiting, routes left, bytes spent, the largest page seen. */
let queue: string[] = [];
let routesLeft = 0;
let spent = 0;
let largest = 0;
let pumping = false;

/** Fetches the queued routes one at a time while the budget allows another page as large as any seen. */
async function pump(view: number, run: InViewPrefetch): Promise<void> {
  if (pumping) return;
  pumping = true;
  while (view === pageView && queue.length > 0 && routesLeft > 0 && spent + largest <= VIEWPORT_BYTES) {
    const route = queue.shift()!;
    if (!run.wanted(route)) continue;
    routesLeft--;
    await run.prefetch(route);
    const bytes = run.dataBytes(route);
    spent += bytes;
    largest = Math.max(largest, bytes);
  }
  pumping = false;
  if (view === pageView && (routesLeft === 0 || spent + largest > VIEWPORT_BYTES)) observer?.disconnect();
}

/** Watches the links of the main content for page view `view` (a new view drops the last one's queue). */
export function observeLinks(view: number, run: InViewPrefetch): void {
  if (view === pageView) return;
  pageView = view;
  queue = [];
  routesLeft = VIEWPORT_ROUTES;
  spent = 0;
  // This page's own data file is the first estimate of what a page costs.
  largest = run.dataBytes(run.current);
  observer?.disconnect();
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer!.unobserve(entry.target);
      const route = run.routeOf(entry.target as HTMLAnchorElement);
      if (route && run.wanted(route) && !queue.includes(route)) queue.push(route);
    }
    void pump(view, run);
  });
  for (const a of document.querySelectorAll<HTMLAnchorElement>('main a[href]')) observer.observe(a);
}
