/**
 * A page's data as the browser sees it: the data file with the HTML strings
 * it leaves to the page (src/core/html-islands.ts) read back from the HTML.
 */
import { ISLAND_ATTRIBUTE, restoreIslands } from '../../src/core/html-islands.js';

/** The content of the element marked as island `n` (elements of the same name nested inside are counted). */
export function islandContent(html: string, n: number): string | undefined {
  const open = new RegExp(`<([a-zA-Z][\\w-]*)[^<>]* ${ISLAND_ATTRIBUTE}="${n}">`).exec(html);
  if (!open) return undefined;
  const name = open[1]!;
  const start = open.index + open[0].length;
  const tags = new RegExp(`<(/?)${name}\\b[^<>]*>`, 'g');
  tags.lastIndex = start;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.index);
  }
  return undefined;
}

/** The chunk of a built page with its islands back in place (untyped by default, like `JSON.parse`). */
export function chunkWithIslands<T = ReturnType<typeof JSON.parse>>(chunkJson: string, pageHtml: string): T {
  const chunk = JSON.parse(chunkJson) as { data: unknown };
  return { ...chunk, data: restoreIslands(chunk.data, (n) => islandContent(pageHtml, n)) } as T;
}
