import type { Diagnostic } from '../core/diagnostics.js';
import type { TocItem } from '../core/types.js';

/** One Markdown file to compile. */
export interface MarkdownInput {
  absolutePath: string;
  /** Site-relative path, used in messages and cache keys. */
  relativePath: string;
  source: string;
  /**
   * Site-relative folder that partials (`import X from './_x.md'`) must stay in: the
   * source's folder, whose files are watched and stamped. Default: the file's folder.
   */
  partialsRoot?: string;
}

/** A reference from Markdown to something outside the page, with its position. */
export interface ContentRef {
  /** What the author wrote. */
  raw: string;
  kind: 'link' | 'image';
  line?: number;
  column?: number;
  /** Site-relative path of the Markdown file or local image it points at. */
  target?: string;
}

/** Everything the pipeline extracts from one Markdown file. Plain data: it is cached on disk. */
export interface CompiledMarkdown {
  frontMatter: Record<string, unknown>;
  /** Page body HTML. Internal references are still markers (see resolve-refs.ts). */
  html: string;
  /** HTML before `<!-- truncate -->`, when the marker is present. */
  excerptHtml?: string;
  /** Text of a leading `#` heading, which is removed from `html`. */
  title?: string;
  /** Plain text of the first paragraph, for meta descriptions. */
  firstParagraph?: string;
  toc: TocItem[];
  /** Every element id in the body (headings, custom ids, footnotes). */
  anchors: string[];
  refs: ContentRef[];
  /** Words of running text, for reading time. */
  words: number;
  /** Warnings found while compiling (replayed when the result comes from cache). */
  diagnostics: Diagnostic[];
  /** Files read while compiling (diagrams), with content hashes, to validate cache entries. */
  dependencies: { file: string; hash: string }[];
}
