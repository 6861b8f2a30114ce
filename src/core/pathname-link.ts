/**
 * Docusaurus's `pathname://` links, its way out of the router: `pathname:///api/index.html`
 * is a plain link to `/api/index.html` on the same host (a static file, another app),
 * with the base URL in front as Docusaurus's `<Link>` adds it, opened in a new tab as
 * Docusaurus opens it. mysite's router leaves it to the browser, and the link check does
 * not follow it: Docusaurus checks none of these links, and real sites point them at
 * apps deployed beside the site (an API reference built by another tool).
 *
 * Used by Markdown and MDX links (collect-refs.ts), `@docusaurus/Link`, the theme's `Link`
 * (navbar and footer items) and the config's schema.
 */
import { withAuthorBase } from './urls.js';

export const PATHNAME_PROTOCOL = 'pathname://';

/**
 * The `rel` of such a link: Docusaurus's (`noopener noreferrer`) and `external`, the HTML
 * link type for a document that is not part of this site, which the router
 * (client/links.ts) and the link check (links/scan-html.ts) read.
 */
export const PLAIN_LINK_REL = 'noopener noreferrer external';

export function isPathnameLink(url: unknown): boolean {
  return typeof url === 'string' && url.startsWith(PATHNAME_PROTOCOL);
}

/** The link's path as written (`/api/x.html#y`, or a relative one), without the protocol. */
export function pathnameLinkPath(url: string): string {
  return url.slice(PATHNAME_PROTOCOL.length);
}

/** The href such a link gets in a page: the path, with the base URL in front when it is site-absolute. */
export function pathnameLinkHref(url: string, baseUrl: string): string {
  const path = pathnameLinkPath(url);
  return path.startsWith('/') && !path.startsWith('//') ? withAuthorBase(baseUrl, path) : path;
}

/** What is wrong with a `pathname://` link of the config, or undefined: its path must be one of the host. */
export function pathnameLinkProblem(url: string): string | undefined {
  const path = pathnameLinkPath(url);
  if (!path.startsWith('/') || /^[/\\]{2}/.test(path)) return 'after pathname:// comes a path of the host starting with one "/" (pathname:///api/index.html)';
  if (/[\x00-\x1f\x7f]/.test(path)) return 'it contains a control character (tab, newline…)';
  return undefined;
}
