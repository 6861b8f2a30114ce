import type { Diagnostic } from '../core/diagnostics.js';
import type { SiteBoundary } from '../core/site-boundary.js';
import type { TocItem } from '../core/types.js';
import type { CompiledMarkdown, ContentRef, MdxModule } from './types.js';
import type { WordParts } from './word-parts.js';

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
  /** An MDX page's links made by code (CompiledMarkdown.codeLinks). */
  codeLinks: NonNullable<CompiledMarkdown['codeLinks']>;
  dependencies: { file: string; hash: string }[];
  title?: string;
  firstParagraph?: string;
  words: number;
  /** A page compiled for every locale whose text has its texts' markers in it (shared-texts.ts). */
  wordParts?: WordParts;
}

/** Where a page's compile starts: what the plugins record is empty. */
export function startCompileData(page: Pick<CompileData, 'relativePath' | 'absolutePath' | 'boundary' | 'contentRoot'>): CompileData {
  return { ...page, diagnostics: [], toc: [], anchors: [], refs: [], codeLinks: [], dependencies: [], words: 0 };
}

/**
 * The compiled page, of either format: its front matter, its body (a Markdown page's HTML, or an MDX
 * page's module, whose HTML is made when it renders) and what the plugins recorded.
 */
export function compiledPage(
  data: CompileData,
  frontMatter: Record<string, unknown>,
  body: Pick<CompiledMarkdown, 'html' | 'excerptHtml'> | { mdx: MdxModule },
): CompiledMarkdown {
  const { title, firstParagraph, toc, anchors, refs, words, diagnostics, dependencies } = data;
  const recorded = { title, firstParagraph, toc, anchors, refs, words, diagnostics, dependencies, ...(data.wordParts ? { wordParts: data.wordParts } : {}) };
  return 'mdx' in body ? { frontMatter, html: '', ...recorded, codeLinks: data.codeLinks, mdx: body.mdx } : { frontMatter, ...body, ...recorded };
}
