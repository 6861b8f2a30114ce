/**
 * `@theme/TOCInline`: the page's headings (the `toc` every MDX page
 * exports, mdx/page-exports.ts) as a nested list of links, in the page
 * where it is written. Levels h2–h3 unless `minHeadingLevel` /
 * `maxHeadingLevel` say otherwise, as in Docusaurus.
 */
export interface TocInlineItem {
  /** The heading as HTML. */
  value: string;
  id: string;
  level: number;
}

export interface TOCInlineProps {
  toc: readonly TocInlineItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

interface Branch {
  item: TocInlineItem;
  children: Branch[];
}

export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: TOCInlineProps) {
  const tree = nest(toc.filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel));
  if (tree.length === 0) return null;
  return (
    <div className={['toc-inline', className].filter(Boolean).join(' ')}>
      <List branches={tree} />
    </div>
  );
}

function List({ branches }: { branches: Branch[] }) {
  return (
    <ul>
      {branches.map(({ item, children }) => (
        <li key={item.id}>
          {/* The heading's HTML is the page's own, made by its compiler. */}
          <a href={`#${item.id}`} dangerouslySetInnerHTML={{ __html: item.value }} />
          {children.length > 0 ? <List branches={children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Each heading under the nearest one above it of a higher level. */
function nest(items: readonly TocInlineItem[]): Branch[] {
  const roots: Branch[] = [];
  const open: Branch[] = [];
  for (const item of items) {
    const branch: Branch = { item, children: [] };
    while (open.length > 0 && open.at(-1)!.item.level >= item.level) open.pop();
    (open.at(-1)?.children ?? roots).push(branch);
    open.push(branch);
  }
  return roots;
}
