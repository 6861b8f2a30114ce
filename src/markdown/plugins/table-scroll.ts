/**
 * Wraps every table in a scroll region: on a narrow screen a wide table
 * scrolls sideways inside it instead of widening the page. Keyboard users
 * must be able to scroll it too, so the region is focusable and named (a
 * WCAG rule axe checks as `scrollable-region-focusable`). The name comes
 * from the heading above the table, made unique on the page; the table
 * itself keeps its semantics.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { forEachElement } from './for-each-element.js';

const HEADING = /^h[1-6]$/;

export function rehypeTableScroll() {
  return (tree: Root) => {
    const wrapped = new WeakSet<Element>();
    const used = new Map<string, number>();
    let heading = '';
    forEachElement(tree, (node) => {
      if (HEADING.test(node.tagName)) heading = headingText(node);
      if (node.tagName !== 'table' || wrapped.has(node)) return;
      const base = heading ? `Table: ${heading}` : 'Table';
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      const table: Element = { type: 'element', tagName: 'table', properties: node.properties, children: node.children };
      wrapped.add(table);
      // The node becomes its own wrapper, so the walk goes on inside it.
      node.tagName = 'div';
      node.properties = { className: ['table-scroll'], role: 'region', tabIndex: 0, ariaLabel: count === 1 ? base : `${base} (${count})` };
      node.children = [table];
    });
  };
}

/** A heading's text without the "#" link the headings plugin adds. */
function headingText(node: Element): string {
  const own = node.children.filter((c) => !(c.type === 'element' && c.tagName === 'a' && String(c.properties.className ?? '').includes('hash-link')));
  return toString({ ...node, children: own }).trim();
}
