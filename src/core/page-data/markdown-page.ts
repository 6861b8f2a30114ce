import type { TocItem } from '../types.js';

/** What a Markdown page's layout is given. */
export interface MarkdownPageData {
  title: string;
  html: string;
  toc: TocItem[];
  hideTableOfContents: boolean;
}
