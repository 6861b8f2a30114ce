/**
 * A page's headings (`{ value, id, level }`, as its `toc` export and a blog
 * post's give them) between two levels, each under the nearest heading
 * above it of a higher level: `@theme/TOCInline`'s list and
 * `useFilteredAndTreeifiedTOC()` of `@docusaurus/theme-common/internal`.
 */
export interface TocEntry {
  /** The heading as HTML. */
  value: string;
  id: string;
  level: number;
}

export interface TocTreeNode extends TocEntry {
  children: TocTreeNode[];
}

export function tocTree(toc: readonly TocEntry[], minHeadingLevel = 2, maxHeadingLevel = 3): TocTreeNode[] {
  const roots: TocTreeNode[] = [];
  const open: TocTreeNode[] = [];
  for (const { value, id, level } of toc) {
    if (level < minHeadingLevel || level > maxHeadingLevel) continue;
    const node: TocTreeNode = { value, id, level, children: [] };
    while (open.length > 0 && open.at(-1)!.level >= level) open.pop();
    (open.at(-1)?.children ?? roots).push(node);
    open.push(node);
  }
  return roots;
}
