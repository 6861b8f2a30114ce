/**
 * A walk over the elements of a hast tree, in document order, parents
 * before their children. Unlike unist-util-visit it allocates nothing per
 * node; our rehype plugins walk every element of every page, so that shows.
 */
import type { Element, Root } from 'hast';
import { isHighlightedCode } from './code-blocks.js';

/**
 * Calls `fn` for each element below `parent`, then walks that element's
 * children (including any `fn` added), and the children of MDX's JSX elements. Highlighted code is not entered: it
 * holds only token spans, never a heading, a link, an image or an id.
 */
export function forEachElement(parent: Root | Element, fn: (node: Element) => void): void {
  for (const child of parent.children) {
    // In an MDX page, the Markdown inside a component (<TabItem>, <details>) is its children: walked as the page's.
    if (isJsxElement(child)) forEachElement(child as unknown as Element, fn);
    if (child.type !== 'element') continue;
    fn(child);
    if (!isHighlightedCode(child)) forEachElement(child, fn);
  }
}

function isJsxElement(node: { type: string }): boolean {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}
