/**
 * URL → route path, with the spec's rules: the base URL is removed, and
 * `/x.html`, `/x/index.html` and `/x/` all mean `/x`. Route paths are URL
 * paths encoded the one canonical way (see content/route-path.ts), so the
 * browser's form of a URL (`/docs/caf%c3%a9`, `/docs/a|b`) is brought to it.
 */
import { normaliseRoute } from '../content/route-path.js';

export function routeFromPathname(pathname: string, baseUrl: string): string | null {
  const base = normaliseRoute(baseUrl);
  const path = normaliseRoute(pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, ''));
  if (base === '/') return path;
  if (path !== base && !path.startsWith(base + '/')) return null;
  return path.slice(base.length) || '/';
}

/** The URL to show for a route (with the base URL); a route is already a URL path. */
export function urlForRoute(route: string, baseUrl: string): string {
  return route === '/' ? baseUrl : baseUrl + route.slice(1);
}
