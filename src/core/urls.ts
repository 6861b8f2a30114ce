/**
 * The URL rules of a site, each written once. Node (build, server, link
 * check) and the browser (router, prefetch) import this module, so it uses
 * nothing but the language.
 *
 * A route path always starts with "/", never ends with one (except the
 * root), has no empty, `.` or `..` segments, and is written as a URL:
 * characters that may not stand in a URL path are percent-encoded
 * (`my doc` → `my%20doc`, `café` → `caf%C3%A9`, `#` → `%23`). On disk the
 * same path is decoded again (`docs/my doc.html`), which is what static hosts
 * and `mysite serve` look for when they get the encoded URL.
 *
 * The spec's rules for URLs a reader types or a page links to: trailing
 * slashes are off, and `/x.html`, `/x/index.html` and `/x/` mean `/x`
 * (`canonicalPath`). Endings are matched as the build writes them
 * (lower-case `.html`): routes are case-sensitive, and the build refuses two
 * routes that differ only by case. Everything is under the site's base URL
 * (`/` or `/sub/`, always with both slashes): `withBase` adds it,
 * `routeOfUrlPath` takes it off.
 */
import { NOT_FOUND_ROUTE, type TrailingSlash } from './trailing-slash.js';

/** Characters a URL path segment holds as they are (RFC 3986 `pchar`, besides escapes). */
const NOT_PCHAR = /[^A-Za-z0-9\-._~!$&'()*+,;=:@]/gu;

/** Literal text (a file name) → one path segment, percent-encoded where needed. */
export function encodePathSegment(text: string): string {
  return text.replace(NOT_PCHAR, (c) => encodeURIComponent(c));
}

/** A relative file path → the same path as a URL (each segment encoded). */
export function encodeFilePath(path: string): string {
  return path.split('/').map(encodePathSegment).join('/');
}

/** URL text (a path or one segment) → plain text: valid escapes are decoded, a stray "%" is kept. */
export function percentDecode(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/**
 * The canonical form of a path written by an author or made from files:
 * repeated slashes collapse, `.` and `..` segments are resolved (never above
 * the root), and each segment is encoded the one canonical way.
 */
export function normaliseRoute(path: string): string {
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    const text = percentDecode(raw);
    if (text === '' || text === '.') continue;
    if (text === '..') segments.pop();
    else segments.push(encodePathSegment(text));
  }
  return '/' + segments.join('/');
}

export function joinRoute(...parts: string[]): string {
  return normaliseRoute(parts.filter(Boolean).join('/'));
}

/** `/docs/a` is within `/docs` and `/`; `/docsx` and `/api` are not within `/docs`. */
export function isWithinRoute(route: string, base: string): boolean {
  const b = normaliseRoute(base);
  return b === '/' || route === b || route.startsWith(b + '/');
}

/** The route's path on disk, decoded: `/docs/my%20doc` → `docs/my doc`. */
function onDisk(route: string): string {
  return route.slice(1).split('/').map(percentDecode).join('/');
}

/**
 * `/x.html`, `/x/index.html` and `/x/` mean `/x`; the root stays `/`; a `.`
 * segment (also written `%2e`) is the folder it is in, as a browser reads
 * it (`/x/.` is `/x/`). Otherwise the path is neither decoded nor resolved
 * (`..` is left to the caller: the server refuses it).
 */
export function canonicalPath(pathname: string): string {
  const path = withoutDotSegments(pathname)
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path || '/';
}

const DOT_SEGMENT = /^(?:\.|%2e)$/i;

function withoutDotSegments(path: string): string {
  if (!/\/(?:\.|%2e)(?:\/|$)/i.test(path)) return path;
  const segments = path.split('/');
  const kept = segments.filter((segment) => !DOT_SEGMENT.test(segment));
  // A dot at the end stands for its folder, which keeps its slash.
  return kept.join('/') + (DOT_SEGMENT.test(segments.at(-1)!) ? '/' : '');
}

/** Percent-decoding that refuses bad escapes (for requests: a bad URL is a bad request), instead of keeping them. */
export function strictDecode(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * The route a URL path leads to (the base URL taken off, `canonicalPath`,
 * the one canonical encoding), or null when it is outside the base URL.
 */
export function routeOfUrlPath(pathname: string, baseUrl: string): string | null {
  const base = normaliseRoute(baseUrl);
  const path = normaliseRoute(canonicalPath(pathname));
  if (base === '/') return path;
  if (path !== base && !path.startsWith(base + '/')) return null;
  return path.slice(base.length) || '/';
}

/** Where files content links to are published (`assets/files/<name>-<hash><ext>`): the router leaves them to the browser. */
export const PUBLISHED_FILES_DIR = 'assets/files/';

/** A file or route named from the site root (`assets/x.css`, `/img/logo.svg`, `/docs/x`) → its URL path under the base URL. */
export function fileUrl(baseUrl: string, file: string): string {
  return baseUrl + file.replace(/^\//, '');
}

/**
 * A path an author wrote in content (`/docs/x`) → `/base/docs/x`, as `withBase`; but, as Docusaurus
 * does, one that already starts with the base URL (`/fr/docs/x` on the fr locale) is kept, and the
 * base without its slash is the base.
 */
export function withAuthorBase(baseUrl: string, path: string): string {
  if (baseUrl !== '/' && (path.startsWith(baseUrl) || path === baseUrl.slice(0, -1))) return path === baseUrl.slice(0, -1) ? baseUrl : path;
  return withBase(baseUrl, path);
}

/** A site-absolute path (`/docs/x`) → `/base/docs/x`; other URLs (another origin, `#x`, relative) are left as they are. */
export function withBase(baseUrl: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return fileUrl(baseUrl, path);
}

/** The absolute URL of a site path, for canonical links, feeds and sitemaps; absolute URLs are left as they are. */
export function absoluteUrl(site: { url: string; baseUrl: string }, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return site.url.replace(/\/$/, '') + fileUrl(site.baseUrl, path);
}

/**
 * Where a route is written in dist/: `/` → index.html, `/docs` → docs.html, `/a%20b` → `a b.html`;
 * with `trailingSlash` true or 'untouched', `/docs` → docs/index.html (the not-found page stays 404.html).
 */
export function routeOutputFile(route: string, trailingSlash: TrailingSlash = false): string {
  if (route === '/') return 'index.html';
  return trailingSlash === false || route === NOT_FOUND_ROUTE ? `${onDisk(route)}.html` : `${onDisk(route)}/index.html`;
}

/** The route of a page file in dist/: `index.html` → `/`, `docs.html` → `/docs`, `a/index.html` → `/a`, `my doc.html` → `/my%20doc`. */
export function routeOfHtmlFile(file: string): string {
  const stem = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return '/' + (stem && encodeFilePath(stem));
}

/** Where a route's data chunk is written in dist/ (decoded like `routeOutputFile`). */
export function routeDataFile(route: string): string {
  return route === '/' ? '_mysite/data.json' : `_mysite/data/${onDisk(route)}.json`;
}

/** URL of a route's data chunk (relative to the base URL), derived from its path: no manifest needed. */
export function routeDataUrl(route: string): string {
  return route === '/' ? '_mysite/data.json' : `_mysite/data${route}.json`;
}

/** URL of the social card of a route, relative to the base URL (see src/seo/social-cards.ts). */
export function routeCardUrl(route: string): string {
  return route === '/' ? '_mysite/cards/index.jpg' : `_mysite/cards${route}.jpg`;
}

/** Where the social card of a route is written in dist/ (decoded like `routeOutputFile`). */
export function routeCardFile(route: string): string {
  return route === '/' ? '_mysite/cards/index.jpg' : `_mysite/cards/${onDisk(route)}.jpg`;
}

/** URL of the Markdown twin of a route: `/docs/x` → `docs/x.md`. */
export function routeTwinUrl(route: string): string {
  return route === '/' ? 'index.md' : `${route.slice(1)}.md`;
}

/** Where the Markdown twin of a route is written in dist/ (decoded like `routeOutputFile`). */
export function routeTwinFile(route: string): string {
  return route === '/' ? 'index.md' : `${onDisk(route)}.md`;
}
