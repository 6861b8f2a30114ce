/**
 * `@theme/TOCInline`: the page's headings (the `toc` every MDX page
 * exports, mdx/page-exports.ts) as a nested list of links, in the page
 * where it is written. Levels h2–h3 unless `minHeadingLevel` /
 * `maxHeadingLevel` say otherwise, as in Docusaurus.
 */
import { type TocEntry, type TocTreeNode, tocTree } from '../toc-tree.js';

export type TocInlineItem = TocEntry;

export interface TOCInlineProps {
  toc: readonly TocInlineItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: TOCInlineProps) {
  const tree = tocTree(toc, minHeadingLevel, maxHeadingLevel);
  if (tree.length === 0) return null;
  return (
    <div className={['toc-inline', className].filter(Boolean).join(' ')}>
      <List branches={tree} />
    </div>
  );
}

function List({ branches }: { branches: TocTreeNode[] }) {
  return (
    <ul>
      {branches.map((item) => (
        <li key={item.id}>
          {/* The heading's HTML is the page's own, made by its compiler. */}
          <a href={`#${item.id}`} dangerouslySetInnerHTML={{ __html: item.value }} />
          {item.children.length > 0 ? <List branches={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
