/**
 * Records every link and image with its source position (for the link
 * checker and for error messages), collects all element ids (anchors), and
 * marks references that can only be resolved once every page is known:
 *
 *   [x](./other.md#a)  →  href="mysite-md:content/docs/other.md#a"
 *   ![x](./img/a.png)  →  src="mysite-asset:content/docs/img/a.png"
 *
 * A link to a Markdown file is looked for where Docusaurus looks: `./x.md`
 * and `../x.md` from the file's folder; `/x.md` from the section's folder
 * (its content root), then from the site folder (`/docs/x.md`); `x.md` from
 * the file's folder, then the content root, then the site folder;
 * `@site/x.md` from the site folder. The marker lists the places in that
 * order, separated by spaces (which file paths hold encoded).
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
import { encodeFilePath, percentDecode } from '../../core/urls.js';

export const MD_MARKER = 'mysite-md:';
export const ASSET_MARKER = 'mysite-asset:';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const MARKDOWN_FILE = /\.mdx?$/i;

export function rehypeCollectRefs(options: { siteDir: string }) {
  return (tree: Root, file: VFile) => {
    const data = compileData(file);
    const fileDir = dirname(data.absolutePath);
    const toSitePath = (target: string) =>
      relative(options.siteDir, join(fileDir, percentDecode(target)))
        .split('\\')
        .join('/');
    forEachElement(tree, (node) => {
      if (typeof node.properties.id === 'string') data.anchors.push(node.properties.id);
      const pos = node.position?.start;
      if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        const href = node.properties.href;
        const ref: ContentRef = { raw: href, kind: 'link', line: pos?.line, column: pos?.column };
        data.refs.push(ref);
        if (EXTERNAL.test(href) || href.startsWith('#')) return;
        const [path = '', hash] = splitHash(href);
        if (!MARKDOWN_FILE.test(path)) return;
        const places = markdownFilePlaces(path, toSitePath, data.contentRoot ?? posix.dirname(data.relativePath));
        ref.target = places[0];
        if (places.length > 1) ref.alternatives = places.slice(1);
        node.properties.href = MD_MARKER + places.map(encodeFilePath).join(' ') + (hash !== undefined ? '#' + hash : '');
      } else if (node.tagName === 'img' && typeof node.properties.src === 'string') {
        const src = node.properties.src;
        const ref: ContentRef = { raw: src, kind: 'image', line: pos?.line, column: pos?.column };
        data.refs.push(ref);
        if (EXTERNAL.test(src) || src.startsWith('/') || src.trim() === '') return;
        ref.target = toSitePath(src.split(/[?#]/)[0]!);
        node.properties.src = ASSET_MARKER + encodeFilePath(ref.target);
      }
    });
  };
}

/** Where a link to a Markdown file may point, site-relative, in the order they are tried. */
function markdownFilePlaces(path: string, fromFile: (target: string) => string, contentRoot: string): string[] {
  const decoded = percentDecode(path);
  const inSite = (p: string) => posix.normalize(p);
  if (decoded.startsWith('@site/')) return [inSite(decoded.slice('@site/'.length))];
  if (decoded.startsWith('/')) return [inSite(posix.join(contentRoot, decoded)), inSite(decoded.slice(1))];
  if (decoded.startsWith('./') || decoded.startsWith('../')) return [fromFile(path)];
  return [...new Set([fromFile(path), inSite(posix.join(contentRoot, decoded)), inSite(decoded)])];
}

function splitHash(href: string): [string, string | undefined] {
  const i = href.indexOf('#');
  return i < 0 ? [href, undefined] : [href.slice(0, i), href.slice(i + 1)];
}
