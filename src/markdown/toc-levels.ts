/**
 * Which headings a page's table of contents lists: the site's
 * `tableOfContents` levels (h2–h3 unless set), or the page's own
 * `toc_min_heading_level` / `toc_max_heading_level` front matter, as in
 * Docusaurus. The compiled page keeps h2–h6; each page picks its range.
 */
import type { TocItem } from '../core/types.js';

export interface TocLevels {
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

export const DEFAULT_TOC_LEVELS: TocLevels = { minHeadingLevel: 2, maxHeadingLevel: 3 };

export function tocBetween(toc: TocItem[], frontMatter: Record<string, unknown>, site: TocLevels = DEFAULT_TOC_LEVELS): TocItem[] {
  const level = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6 ? value : fallback);
  const min = level(frontMatter.toc_min_heading_level, site.minHeadingLevel);
  const max = Math.max(min, level(frontMatter.toc_max_heading_level, Math.max(min, site.maxHeadingLevel)));
  return toc.filter((item) => item.depth >= min && item.depth <= max);
}
