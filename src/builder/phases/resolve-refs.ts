/**
 * Resolves the references Markdown left as markers (see collect-refs.ts) now
 * that every route is known: links to `.md` files become routes, local
 * images and linked files that are not pages are copied under a
 * content-hashed name (published-files.ts, file-links.ts), and with a base
 * URL other than "/" every site-absolute URL in content gets the base in front.
 */
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { SiteConfig } from '../../config/schema.js';
import type { Diagnostics } from '../../core/diagnostics.js';
import type { ContentLink, OutputFile, Route } from '../../core/types.js';
import { ASSET_MARKER, FILE_MARKER, isMarkdownTarget, MD_MARKER } from '../../markdown/plugins/collect-refs.js';
import { encodeFilePath, percentDecode, routeOfUrlPath, withAuthorBase } from '../../core/urls.js';
import { spellPageHref } from '../../core/trailing-slash.js';
import { contentBoundary } from '../../config/content-boundary.js';
import { outsideReasonText } from '../../core/site-boundary.js';
import { quoted } from '../../core/quoted.js';
import { isBesideThePage } from '../../content/front-matter-check.js';
import { type FileLinkContext, resolveFileLink } from './file-links.js';
import { PublishedFiles } from './published-files.js';

export interface ResolveInput {
  routes: Route[];
  /** Routes resolved by an earlier run (watch mode): skipped, resolving twice would add the base URL twice. */
  done?: WeakSet<Route>;
  config: SiteConfig;
  siteDir: string;
  diagnostics: Diagnostics;
  /**
   * A translated file's original (i18n/content-overlay.ts): a link to a `.md` file leads to its page
   * whether the locale has that file translated or not.
   */
  original?: (file: string) => string;
  /** Where the site-relative paths of the files published are added (the build's inputs). */
  published?: Set<string>;
}

const MARKER = new RegExp(`(${MD_MARKER}|${ASSET_MARKER}|${FILE_MARKER})([^"#\\\\?]*)(#[^"\\\\]*)?`, 'g');
const SITE_ABSOLUTE = /((?:href|src)=\\?")(\/(?!\/)[^"\\]*)/g;

/** Returns the files to write (images, linked files); updates routes in place. */
export function resolveContentRefs(input: ResolveInput): OutputFile[] {
  const { routes, config, siteDir, diagnostics, done } = input;
  const original = input.original ?? ((file: string) => file);
  const byFile = new Map<string, string>();
  for (const r of routes) if (r.source?.file && !byFile.has(original(r.source.file))) byFile.set(original(r.source.file), r.path);
  const fileRoutes = { get: (file: string) => byFile.get(original(file)) };
  const base = config.baseUrl;
  const published = new PublishedFiles({ siteDir, boundary: contentBoundary(config, siteDir), original, sources: input.published });
  const spelt = pageLinkSpelling(config, routes);
  const fileLinks: FileLinkContext = { routes: new Set(routes.map((r) => r.path)), staticDir: config.staticDir, baseUrl: base, published };

  for (const route of routes) {
    if (done?.has(route)) continue;
    done?.add(route);
    const links = route.contentLinks ?? [];
    const rewrite = (text: string): string => {
      // The base goes in front of the site paths the author wrote first: the resolved markers below have it already.
      let out = base === '/' ? text : text.replace(SITE_ABSOLUTE, (_whole, attribute: string, path: string) => attribute + withAuthorBase(base, path));
      if (spelt) out = out.replace(SITE_ABSOLUTE, (whole, attribute: string, path: string) => (attribute.startsWith('href') ? attribute + spelt(path) : whole));
      if (out.includes('mysite-')) {
        // Markers hold the file's path encoded as a URL (a file name may contain "#" or "?").
        out = out.replace(MARKER, (_whole, marker: string, encoded: string, hash = '') => {
          if (marker === MD_MARKER) {
            const places = encoded.split(' ').map(percentDecode);
            const path = places.map((place) => fileRoutes.get(place)).find(Boolean);
            if (path) return spellPageHref(`${base}${path.slice(1)}${hash}`, config.trailingSlash);
            // Not a page: keep the link as the author wrote it (reported under onBrokenMarkdownLinks).
            return withAuthorBase(base, links.find((l) => l.target === places[0])?.href ?? places[0] + hash);
          }
          if (marker === FILE_MARKER) {
            const [path = '', ...places] = encoded.split(' ').map(percentDecode);
            const link = resolveFileLink(path, places, route.path, fileLinks);
            if (link.kind === 'published') return `${base}${encodeFilePath(link.file)}${hash}`;
            return attributeSafe(withAuthorBase(base, path)) + hash;
          }
          const target = percentDecode(encoded);
          const url = published.image(target);
          return url ? `${base}${encodeFilePath(url)}` : target;
        });
      }
      return out;
    };
    route.data = mapStrings(route.data, rewrite);
    if (route.head.image && isBesideThePage(route.head.image)) resolveHeadImage(route, published, diagnostics);
    for (const link of links) resolveLink(link, { fileRoutes, fileLinks, from: route.path, config, siteDir, diagnostics });
  }
  return published.files;
}

/**
 * With `trailingSlash: true`, the links an author wrote to a page (`/docs/a`, `/docs/a#x`) get the
 * slash the page's URL has, as Docusaurus's `<Link>` gives it; other paths are left as written.
 */
function pageLinkSpelling(config: SiteConfig, routes: Route[]): ((href: string) => string) | undefined {
  if (config.trailingSlash !== true) return undefined;
  const pages = new Set(routes.map((r) => r.path));
  return (href) => {
    const route = routeOfUrlPath(href.replace(/[?#].*$/, ''), config.baseUrl);
    return route !== null && pages.has(route) ? spellPageHref(href, true) : href;
  };
}

/** A path as written, back in an HTML attribute: what the HTML writers escaped there is escaped again. */
function attributeSafe(path: string): string {
  return path.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

interface LinkContext {
  fileRoutes: { get(file: string): string | undefined };
  fileLinks: FileLinkContext;
  /** The route the link is on. */
  from: string;
  config: SiteConfig;
  siteDir: string;
  diagnostics: Diagnostics;
}

function resolveLink(link: ContentLink, ctx: LinkContext): void {
  link.written ??= link.href;
  if (link.kind === 'link' && link.target && !isMarkdownTarget(link.target)) {
    resolveLinkToFile(link, ctx);
    return;
  }
  if (link.kind === 'link' && link.target) {
    const path = [link.target, ...(link.alternatives ?? [])].map((place) => ctx.fileRoutes.get(place)).find(Boolean);
    const hash = link.href.includes('#') ? link.href.slice(link.href.indexOf('#')) : '';
    if (path) {
      link.href = path + hash;
    } else if (ctx.config.onBrokenMarkdownLinks !== 'ignore') {
      ctx.diagnostics.report({
        severity: ctx.config.onBrokenMarkdownLinks === 'throw' ? 'error' : 'warning',
        code: 'links/broken-markdown-link',
        message: `Markdown link to a file that is not a page: ${quoted(link.href)}`,
        at: link.at,
        hint: `No page was built from ${link.target}. Check the file name, or link to the route (e.g. /docs/...).`,
      });
    }
    return;
  }
  if (link.kind !== 'image') return;
  if (link.href.trim() === '') {
    ctx.diagnostics.error({
      code: 'content/missing-image',
      message: 'An image with no source: its path or URL is empty.',
      at: link.at,
      hint: "Write the image's path, relative to this file (![Alt text](./img/diagram.png)), or remove the image.",
    });
    return;
  }
  if (link.target) {
    const url = ctx.fileLinks.published.image(link.target);
    const refused = url ? undefined : ctx.fileLinks.published.refused(link.target);
    if (url) link.href = '/' + encodeFilePath(url);
    else if (refused)
      ctx.diagnostics.error({
        code: 'content/outside-site',
        message: `The image ${quoted(link.href)} may not be published: ${outsideReasonText(refused, link.target)}.`,
        at: link.at,
        hint: 'Put the image in the site (beside the page, or in the static folder) and link to it there.',
      });
    else
      ctx.diagnostics.error({
        code: 'content/missing-image',
        message: `Image not found: ${quoted(link.href)}`,
        at: link.at,
        hint: `Expected the file at ${link.target}.`,
      });
  } else if (link.href.startsWith('/') && !link.href.startsWith('//')) {
    const file = join(ctx.siteDir, ctx.config.staticDir, percentDecode(link.href.split(/[?#]/)[0]!));
    if (!existsSync(file)) {
      ctx.diagnostics.error({
        code: 'content/missing-image',
        message: `Image not found: ${quoted(link.href)}`,
        at: link.at,
        hint: `Site-absolute images are served from ${ctx.config.staticDir}/; expected ${ctx.config.staticDir}${quoted(link.href)}.`,
      });
    }
  }
}

/** A link to a file that is not a Markdown file: it leads to the published copy, or is refused when the file is outside the site. */
function resolveLinkToFile(link: ContentLink, ctx: LinkContext): void {
  const path = link.href.split(/[?#]/)[0]!;
  const resolved = resolveFileLink(path, [link.target!, ...(link.alternatives ?? [])], ctx.from, ctx.fileLinks);
  if (resolved.kind === 'published') link.href = '/' + encodeFilePath(resolved.file) + link.href.slice(path.length);
  else if (resolved.kind === 'refused')
    ctx.diagnostics.error({
      code: 'content/outside-site',
      message: `The file ${quoted(link.href)} may not be published: ${outsideReasonText(resolved.reason, resolved.target)}.`,
      at: link.at,
      hint: 'Put the file in the site (beside the page, or in the static folder) and link to it there.',
    });
}

/**
 * A front matter `image` written beside the page (`./card.png`), as Docusaurus reads it: the file next to the
 * page's file (the original's, for a translation that has none), published like the page's other images.
 */
function resolveHeadImage(route: Route, published: PublishedFiles, diagnostics: Diagnostics): void {
  const written = route.head.image!;
  const file = route.source?.file;
  const target = file && posix.normalize(posix.join(posix.dirname(file), percentDecode(written.split(/[?#]/)[0]!)));
  const url = target && !target.startsWith('../') ? published.image(target) : undefined;
  if (url) {
    route.head = { ...route.head, image: `/${encodeFilePath(url)}` };
    return;
  }
  const refused = target ? published.refused(target) : undefined;
  diagnostics.error({
    code: refused ? 'content/outside-site' : 'content/missing-image',
    message: refused
      ? `The front matter image ${quoted(written)} may not be published: ${outsideReasonText(refused, quoted(target!))}.`
      : `Front matter image not found: ${quoted(written)}${target ? ` (expected ${quoted(target)})` : ''}.`,
    at: route.source,
    hint: 'Put the image beside the page, or use a path of the static folder (/img/card.png) or an https:// URL.',
  });
}

/** Applies `fn` to every string in a JSON-like value. */
function mapStrings<T>(value: T, fn: (s: string) => string): T {
  if (typeof value === 'string') return fn(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mapStrings(v, fn);
    return out as T;
  }
  return value;
}
