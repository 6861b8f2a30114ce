/**
 * ```` ```mermaid ```` fences become diagrams (`markdown.mermaid`), as in
 * Docusaurus: the fence's source in the placeholder the browser draws
 * (core/mermaid-markup.ts), instead of a highlighted code block. It runs
 * before the site's own plugins, as Docusaurus's does, and before the code
 * blocks are highlighted, which would otherwise take the fence.
 */
import type { Element } from 'hast';
import type { Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { DIAGRAM_CLASSES, DIAGRAM_SOURCE_CLASS } from '../../core/mermaid-markup.js';

/** The placeholder's HTML tree, for a diagram's source. */
export function diagramElement(source: string): Element {
  const pre: Element = {
    type: 'element',
    tagName: 'pre',
    // Focusable: a long line scrolls, and a keyboard must reach it.
    properties: { className: [DIAGRAM_SOURCE_CLASS], tabIndex: 0 },
    children: [{ type: 'text', value: source }],
  };
  return { type: 'element', tagName: 'div', properties: { className: [...DIAGRAM_CLASSES] }, children: [pre] };
}

export function remarkMermaid() {
  return (tree: Root, file: VFile) => {
    // Most pages have no diagram: no need to walk their tree.
    if (!String(file.value).includes('mermaid')) return;
    visit(tree, 'code', (node, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      const element = diagramElement(node.value);
      // A node of its own kind, so nothing after this reads it as code; remark-rehype writes its element.
      const diagram = { type: 'mermaidDiagram', position: node.position, data: { hName: 'div', hProperties: element.properties, hChildren: element.children } };
      parent.children[index] = diagram as unknown as RootContent;
    });
  };
}
