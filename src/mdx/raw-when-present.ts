/**
 * rehype-raw for MDX pages, run only on a tree that holds raw HTML. In MDX,
 * HTML in the text is JSX, so raw nodes come only from plugins (an inlined
 * diagram, a site's remark plugin); re-parsing every other page through
 * parse5 changed nothing and was about two fifths of its compile time.
 */
import type { Root } from 'hast';
import rehypeRaw, { type Options } from 'rehype-raw';
import type { VFile } from 'vfile';

export function rehypeRawWhenPresent(options: Options) {
  const raw = rehypeRaw(options);
  return (tree: Root, file: VFile) => (hasRaw(tree) ? raw(tree, file) : undefined);
}

function hasRaw(node: { type: string; children?: unknown[] }): boolean {
  if (node.type === 'raw') return true;
  return node.children?.some((child) => hasRaw(child as { type: string; children?: unknown[] })) ?? false;
}
