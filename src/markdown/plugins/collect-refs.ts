/**
 * Records every link and image with its source position (for the link
 * checker and for error messages), collects all element ids (anchors), and
 * marks references that can only be resolved once every page is known:
 *
 *   [x](./other.md#a)  →  href="mysite-md:content/docs/other.md#a"
 *   ![x](./img/a.png)  →  src="mysite-asset:content/docs/img/a.png"
 *   ![x](@site/static/a.png)  →  src="mysite-asset:static/a.png"
 *   [x](./run.sh?v=2)  →  href="mysite-file:.%2Frun.sh content%2Fdocs%2Frun.sh?v=2"
 *
 * A link to a Markdown file is looked for where Docusaurus looks: `./x.md`
 * and `../x.md` from the file's folder; `/x.md` from the section's folder
 * (its content root), then from the site folder (`/docs/x.md`); `x.md` from
 * the file's folder, then the content root, then the site folder;
 * `@site/x.md` from the site folder. The marker lists the places in that
 * order, separated by spaces (which file paths hold encoded).
 *
 * Another local link that may name a file (`mayNameFile`: a script, a PDF)
 * gets a marker holding the path as written, then the places that file is
 * looked for, the same as a Markdown file's. Whether it leads to a page, a
 * static file or a file to publish is known only once every route is
 * (builder/phases/file-links.ts).
 *
 * `resolve-refs.ts` replaces the markers after all sources have loaded, so a
 * compiled page does not depend on other pages and can be cached on its own.
 */
import { dirname, join, posix, relative } from 'node:path';
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import type { ContentRef } from '../types.js';
import { forEachElement } from './for-each-element.js';
import { compileData } from './mdast-helpers.js';
import type { CompileData } from '../compile-data.js';
import { encodeFilePath, percentDecode } from '../../core/urls.js';
import { isPathnameLink, PLAIN_LINK_REL, pathnameLinkPath } from '../../core/pathname-link.js';

export const MD_MARKER = 'mysite-md:';
export const ASSET_MARKER = 'mysite-asset:';
export const FILE_MARKER = 'mysite-file:';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const MARKDOWN_FILE = /\.mdx?$/i;
/** A link to an HTML file means the page (`x.html` is `x`), as in Docusaurus. */
const PAGE_FILE = /\.html?$/i;
/** A path whose last segment has an extension (`setup.sh`, `release-3.4.4`). */
const HAS_EXTENSION = /\.[^./]+$/;

export function rehypeCollectRefs(options: { siteDir: string }) {
  return (tree: Root, file: VFile) => {
    const data = compileData(file);
    const from = linkBase(data, options.siteDir);
    forEachElement(tree, (node) => {
      if (typeof node.properties.id === 'string') data.anchors.push(node.properties.id);
      const pos = node.position?.start;
      if (node.tagName === 'a' && isPathnameLink(node.properties.href)) {
        // Not a reference to resolve: a plain link (its base URL added with the other site paths, resolve-refs.ts).
        node.properties.href = pathnameLinkPath(node.properties.href as string);
        node.properties.target = '_blank';
        node.properties.rel = PLAIN_LINK_REL.split(' ');
      } else if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        const href = node.properties.href;
        const ref: ContentRef = { raw: href, kind: 'link', line: pos?.line, column: pos?.column };
        data.refs.push(ref);
        const marked = markLink(href, ref, from);
        if (marked !== undefined) node.properties.href = marked;
      } else if (node.tagName === 'img' && typeof node.properties.src === 'string') {
        const src = node.properties.src;
        const ref: ContentRef = { raw: src, kind: 'image', line: pos?.line, column: pos?.column };
        data.refs.push(ref);
        if (EXTERNAL.test(src) || src.startsWith('/') || src.trim() === '') return;
        ref.target = imagePlace(src.split(/[?#]/)[0]!, from);
        node.properties.src = ASSET_MARKER + encodeFilePath(ref.target);
      }
    });
  };
}

/** Where an image's file is, site-relative: from the page's folder, or from the site's with `@site/` (as Docusaurus reads it). */
function imagePlace(path: string, from: LinkBase): string {
  return path.startsWith('@site/') ? posix.normalize(percentDecode(path.slice('@site/'.length))) : from.toSitePath(path);
}

/** Where a page's links start from: its file's folder (for relative links) and its section's folder (for `/x.md`). */
export interface LinkBase {
  /** A path relative to the page's file → site-relative. */
  toSitePath: (target: string) => string;
  /** The section's folder, site-relative. */
  contentRoot: string;
}

export function linkBase(data: CompileData, siteDir: string): LinkBase {
  const fileDir = dirname(data.absolutePath);
  return {
    toSitePath: (target) =>
      relative(siteDir, join(fileDir, percentDecode(target)))
        .split('\\')
        .join('/'),
    contentRoot: data.contentRoot ?? posix.dirname(data.relativePath),
  };
}

/**
 * What a link's href becomes: a marker for a link to a Markdown file or to a
 * file that may be one to publish, with `ref` given the places it may point
 * at; undefined when it stays as written (another site, an anchor, a page).
 */
export function markLink(href: string, ref: ContentRef, from: LinkBase): string | undefined {
  if (EXTERNAL.test(href) || href.startsWith('#')) return undefined;
  const [path = '', hash] = splitHash(href);
  if (!MARKDOWN_FILE.test(path)) {
    const filePath = path.split('?')[0]!;
    if (!mayNameFile(filePath)) return undefined;
    const places = filePlaces(filePath, from.toSitePath, from.contentRoot);
    ref.target = places[0];
    if (places.length > 1) ref.alternatives = places.slice(1);
    return FILE_MARKER + [filePath, ...places].map(markerText).join(' ') + href.slice(filePath.length);
  }
  const places = filePlaces(path, from.toSitePath, from.contentRoot);
  ref.target = places[0];
  if (places.length > 1) ref.alternatives = places.slice(1);
  return MD_MARKER + places.map(encodeFilePath).join(' ') + (hash !== undefined ? '#' + hash : '');
}

/** Where a link to a file (a Markdown file or another) may point, site-relative, in the order they are tried. */
function filePlaces(path: string, fromFile: (target: string) => string, contentRoot: string): string[] {
  const decoded = percentDecode(path);
  const inSite = (p: string) => posix.normalize(p);
  if (decoded.startsWith('@site/')) return [inSite(decoded.slice('@site/'.length))];
  if (decoded.startsWith('/')) return [inSite(posix.join(contentRoot, decoded)), inSite(decoded.slice(1))];
  if (decoded.startsWith('./') || decoded.startsWith('../')) return [fromFile(path)];
  return [...new Set([fromFile(path), inSite(posix.join(contentRoot, decoded)), inSite(decoded)])];
}

/**
 * Whether a link that is not to a Markdown file may be to a file to publish:
 * its name has an extension (Docusaurus's rule: `x.html` aside, which is a
 * page), or it is relative (`../LICENSE`) or from the site (`@site/x`). A
 * site-absolute or bare path without an extension (`/docs/setup`) is a page
 * link, left as it is: most links are, and they cost nothing more.
 */
function mayNameFile(path: string): boolean {
  if (path === '' || PAGE_FILE.test(path)) return false;
  return HAS_EXTENSION.test(path) || path.startsWith('./') || path.startsWith('../') || path.startsWith('@site/');
}

/** Whether a link's target (collect-refs' `target`) is a Markdown file, which becomes a page, rather than a file to publish. */
export function isMarkdownTarget(target: string): boolean {
  return MARKDOWN_FILE.test(target);
}

/**
 * Text in a file marker: every character the HTML writers escape (`&`, `'`,
 * quotes: `&#x26;` holds a "#") and the space between the marker's parts
 * percent-encoded; `decodeURIComponent` gives it back.
 */
function markerText(text: string): string {
  return encodeURIComponent(text).replace(/'/g, '%27');
}

function splitHash(href: string): [string, string | undefined] {
  const i = href.indexOf('#');
  return i < 0 ? [href, undefined] : [href.slice(0, i), href.slice(i + 1)];
}
