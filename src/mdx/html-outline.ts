/**
 * The headings and ids of a rendered MDX page. Its components and partials
 * render headings of their own (`<Heading as="h2">`, a partial's `##`), so
 * the table of contents and the anchors are read from the HTML, as the
 * Markdown pipeline would have made them: h2–h6 with their ids, the `#`
 * link left out and links inside a heading made plain text. An id given
 * twice (`<Heading id>` where a Markdown heading has it) is reported.
 */
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import type { TocItem } from '../core/types.js';
import { forEachElement } from '../markdown/plugins/for-each-element.js';
import { unlink } from '../markdown/plugins/headings.js';

const parser = unified().use(rehypeParse, { fragment: true });

export function htmlOutline(html: string): { toc: TocItem[]; anchors: string[]; repeated: string[] } {
  const tree = parser.parse(html) as Root;
  const toc: TocItem[] = [];
  const anchors: string[] = [];
  const seen = new Set<string>();
  const repeated = new Set<string>();
  forEachElement(tree, (node: Element) => {
    const id = node.properties.id;
    if (typeof id !== 'string' || id === '') return;
    if (seen.has(id)) repeated.add(id);
    seen.add(id);
    anchors.push(id);
    const depth = /^h([2-6])$/.exec(node.tagName)?.[1];
    if (!depth) return;
    const children = node.children.filter(
      (c) => !(c.type === 'element' && c.tagName === 'a' && (c.properties.className as string[] | undefined)?.includes('hash-link')),
    );
    toc.push({ id, depth: Number(depth) as TocItem['depth'], html: toHtml(unlink(children)).trim() });
  });
  return { toc, anchors, repeated: [...repeated] };
}
