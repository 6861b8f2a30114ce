/**
 * The `.md` files a build read as MDX because of what they hold (an import
 * or export, a JSX component): code that runs when the site builds, in a
 * file a reviewer may read as text. Listed in the build's summary, once per
 * file, however many locales show the page.
 */
import type { MarkdownAsMdx, Route } from '../../core/types.js';

export function markdownAsMdxFiles(routeLists: readonly Route[][]): MarkdownAsMdx[] {
  const byFile = new Map<string, MarkdownAsMdx>();
  for (const routes of routeLists) {
    for (const route of routes) if (route.markdownAsMdx && !byFile.has(route.markdownAsMdx.file)) byFile.set(route.markdownAsMdx.file, route.markdownAsMdx);
  }
  return [...byFile.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
