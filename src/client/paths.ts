/**
 * URL → route path, with the spec's rules: the base URL is removed, and
 * `/x.html`, `/x/index.html` and `/x/` all mean `/x`.
 */
export function routeFromPathname(pathname: string, baseUrl: string): string | null {
  let path: string;
  try {
    path = decodeURI(pathname);
  } catch {
    path = pathname;
  }
  if (!path.startsWith(baseUrl) && path + '/' !== baseUrl) return null;
  path = '/' + path.slice(baseUrl.length);
  path = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path || '/';
}

/** The URL to show for a route (with the base URL). */
export function urlForRoute(route: string, baseUrl: string): string {
  return route === '/' ? baseUrl : baseUrl + encodeURI(route.slice(1));
}
