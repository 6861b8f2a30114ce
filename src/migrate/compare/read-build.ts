/**
 * A built site folder as the comparison sees it: each HTML page by its
 * route (`x.html`, `x/index.html` and `x/` are one route, whatever the
 * generator's trailing-slash rule), the files it holds, and the redirects it
 * declares (redirect pages with a `meta refresh`, and a `_redirects` file).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { canonicalPath, routeOfHtmlFile } from '../../core/urls.js';

export interface BuiltSite {
  dir: string;
  /** Route → the HTML file (relative, with `/`). */
  pages: Map<string, string>;
  files: Set<string>;
  /** Route → where a host-level `_redirects` rule sends it. */
  redirects: Map<string, string>;
}

export function readBuild(dir: string): BuiltSite {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new Error(`${dir} is not a folder: give the folder a build wrote (Docusaurus writes build/, mysite dist/).`);
  const pages = new Map<string, string>();
  const files = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
    files.add(file);
    if (!file.endsWith('.html')) continue;
    const route = routeOfHtmlFile(file);
    // `x.html` and `x/index.html` both present: the page is the one a host serves for `/x`, `x.html`.
    if (!pages.has(route) || !file.endsWith('/index.html')) pages.set(route, file);
  }
  return { dir, pages, files, redirects: readRedirectsFile(dir) };
}

/** `_redirects` (Netlify's and Cloudflare's format): `from to [status]` a line. */
function readRedirectsFile(dir: string): Map<string, string> {
  const redirects = new Map<string, string>();
  const path = join(dir, '_redirects');
  if (!existsSync(path)) return redirects;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [from, to] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (from && to && from.startsWith('/')) redirects.set(canonicalPath(from), to);
  }
  return redirects;
}

/** A link target as a route (with its `#hash`), resolved from the page's file; an external URL as written. */
export function linkTarget(href: string, pageFile: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
  const base = `http://site/${pageFile.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
  try {
    const url = new URL(href, base);
    return canonicalPath(decodeURI(url.pathname)) + url.hash;
  } catch {
    return href;
  }
}

/** An image's file name without the content hash either generator adds to it. */
export function imageName(image: { src: string }): string {
  // Docusaurus inlines small images as data: URLs, which name no file.
  if (image.src.startsWith('data:')) return '';
  const name = image.src.split(/[?#]/)[0]!.split('/').pop() ?? image.src;
  return name.replace(/[.-](?:[0-9a-f]{8,32}|[A-Z0-9]{8})(?=\.[^.]+$)/, '');
}

/** The file an image's address names in the site folder, if it is the site's own. */
export function imageFile(src: string, pageFile: string): string | undefined {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(src)) return undefined;
  const path = linkTarget(src.split('#')[0]!, pageFile);
  return path.replace(/^\//, '');
}
