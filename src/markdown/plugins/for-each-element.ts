/**
 * A walk over the elements of a hast tree, in document order, parents
 * before their children. Unlike unist-util-visit it allocates nothing per
 * node; our rehype plugins walk every element of every page, so that shows.
 */
import type { Element, Root } from 'hast';
import { isHighlightedCode } from './code-blocks.js';

/**
 * Calls `fn` for each element below `parent`, then walks that element's
 * children (including any `fn` added). Highlighted code is not entered: it
 * holds only token spans, never a heading, a link, an image or an id.
 */
export function forEachElement(parent: Root | Element, fn: (node: Element) => void): void {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    fn(child);
    if (!isHighlightedCode(child)) forEachElement(child, fn);
  }
}
