/**
 * The `trailingSlash` setting, with Docusaurus's three meanings, each rule
 * written once. Routes themselves never end in "/" (core/urls.ts): this
 * module decides how a route is spelt in a URL (`routeOutputFile` in
 * core/urls.ts, where its page is written). Node and the browser import it, so it uses nothing but the language.
 *
 * - `false` (mysite's default): `/docs/a`, written to `docs/a.html`.
 * - `true`: `/docs/a/`, written to `docs/a/index.html`.
 * - `'untouched'` (Docusaurus's `undefined`): `/docs/a`, written to
 *   `docs/a/index.html`, so a host serves it with and without the slash.
 */

/** The config's value; `'untouched'` is what Docusaurus means by leaving `trailingSlash` unset. */
export type TrailingSlash = boolean | 'untouched';

/** The not-found page: hosts look for `404.html` whatever the setting, and its URL never gets a slash. */
export const NOT_FOUND_ROUTE = '/404';

/** A route as its URLs spell it: `/docs/a` → `/docs/a/` when `trailingSlash` is true; the root stays `/`. */
export function spellRoute(route: string, trailingSlash: TrailingSlash | undefined): string {
  if (trailingSlash !== true || route.endsWith('/') || route === NOT_FOUND_ROUTE) return route;
  return `${route}/`;
}

/** Files a site links to that are not pages (routes themselves may contain dots, e.g. `release-3.4.4`). */
export const LINKED_FILE_EXTENSION =
  /\.(xml|json|txt|ya?ml|xsl|css|js|mjs|map|png|jpe?g|gif|webp|avif|svg|ico|pdf|zip|gz|tgz|mp3|mp4|webm|woff2?|ttf|csv|md)$/i;

/**
 * A site-absolute link to a page (`/docs/a?x#y`, with the base URL or not) as the site spells it:
 * with `trailingSlash: true` the path gets its slash; links to files, and every link under the other
 * settings, are left as they are.
 */
export function spellPageHref(href: string, trailingSlash: TrailingSlash | undefined): string {
  if (trailingSlash !== true || !href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const path = end < 0 ? href : href.slice(0, end);
  if (
    path.endsWith('/') ||
    LINKED_FILE_EXTENSION.test(path) ||
    path.endsWith('.html') ||
    /\/(?:_mysite|assets\/files)\//.test(path) ||
    path.endsWith(NOT_FOUND_ROUTE)
  )
    return href;
  return `${path}/${end < 0 ? '' : href.slice(end)}`;
}
