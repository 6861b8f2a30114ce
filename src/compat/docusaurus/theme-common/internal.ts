/**
 * `@docusaurus/theme-common/internal`: of Docusaurus's theme internals, the
 * docs hooks that Docusaurus 3 exported from here before moving them to
 * `@docusaurus/plugin-content-docs/client` (which is where they live in mysite),
 * and the blog's `useBlogPost` and `BlogPostProvider`, likewise moved to
 * `@docusaurus/plugin-content-blog/client`; for a table of contents of the
 * site's own, `useFilteredAndTreeifiedTOC` and `useTOCHighlight`.
 */
import { type TocEntry, type TocTreeNode, tocTree } from '../../toc-tree.js';
export { useCurrentSidebarCategory, useDocById, useDocsSidebar, useDocsVersion } from '../plugin-content-docs/client.js';
export { BlogPostProvider, useBlogPost } from '../plugin-content-blog/client.js';
export { useTOCHighlight } from '../../toc-highlight.js';

export function useFilteredAndTreeifiedTOC({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
}: {
  toc: readonly TocEntry[];
  minHeadingLevel: number;
  maxHeadingLevel: number;
}): TocTreeNode[] {
  return tocTree(toc, minHeadingLevel, maxHeadingLevel);
}
