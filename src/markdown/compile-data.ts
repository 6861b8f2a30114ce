import type { Diagnostic } from '../core/diagnostics.js';
import type { SiteBoundary } from '../core/site-boundary.js';
import type { TocItem } from '../core/types.js';
import type { ContentRef } from './types.js';

/** What our plugins record on `file.data` while a page compiles. */
export interface CompileData {
  /** Site-relative path of the file being compiled. */
  relativePath: string;
  /** Absolute path of the file being compiled. */
  absolutePath: string;
  /** What files the page may read (diagrams): the site and its source's folder. */
  boundary: SiteBoundary;
  /** Site-relative folder of the page's section (its content root): where `/x.md` links start. */
  contentRoot?: string;
  diagnostics: Diagnostic[];
  toc: TocItem[];
  anchors: string[];
  refs: ContentRef[];
  dependencies: { file: string; hash: string }[];
  title?: string;
  firstParagraph?: string;
  words: number;
}
