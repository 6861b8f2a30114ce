import type { Diagnostic } from '../core/diagnostics.js';
import type { TocItem } from '../core/types.js';
import type { MarkdownTexts } from './texts.js';
import type { WordParts } from './word-parts.js';
import type { UserPlugins } from './user-plugins.js';

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
  /** Read as MDX or Markdown; `auto`: MDX when the page uses MDX syntax (see mdx/page-format.ts). @default 'auto' */
  format?: 'mdx' | 'md' | 'auto';
  /** The site's own remark and rehype plugins for this page (user-plugins.ts): the page is then compiled in the main thread. */
  plugins?: UserPlugins;
  /** `false` leaves `:shortcodes:` as written (`markdown.emoji`). @default true */
  emoji?: boolean;
  /** ```` ```mermaid ```` fences are diagrams (`markdown.mermaid`), else code. @default false */
  mermaid?: boolean;
  /** The site's own texts of what the pipeline writes (texts.ts); English without them. */
  texts?: MarkdownTexts;
}

/** A component an MDX page uses, where it is written. */
export interface ComponentUse {
  name: string;
  /** Imported by the page, defined by the page (`export const X = …`), or global (MDXComponents, the config). */
  kind: 'imported' | 'local' | 'global';
  /** The import's module specifier, and which export (`default`, a name, or `*`). */
  source?: string;
  imported?: string;
  line?: number;
  column?: number;
}

/** Where a page first uses MDX, and what it wrote there (`line` and `column` 1-based, in the text given; markdown/page-format.ts finds it). */
export interface MdxSign {
  line: number;
  column: number;
  what: string;
}

/** An MDX page compiled to a JavaScript module (ESM) whose default export renders its body. */
export interface MdxModule {
  code: string;
  /** The components it uses, for the checks made once the global ones are known. */
  components: ComponentUse[];
  /**
   * Where the page's own code reaches the build machine (`process.env`, `require`, a Node built-in…),
   * refused under `--untrusted-content` (mdx/machine-access.ts). Recorded whatever the trust, so a cached page still has it.
   */
  machineUses?: { line?: number; column?: number; what: string }[];
  /** Set by a doc's first render when the docs client hooks asked for their data: the docs source renders it again with it (mdx/mdx-pages.ts). */
  readsDocs?: true;
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
  /** Other places a link to a Markdown file may point at, tried in order after `target` (collect-refs.ts). */
  alternatives?: string[];
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
  /**
   * An MDX page's links whose target an expression gives (`<a href={t}>`),
   * where they are written: the value is known only when the page renders,
   * and may be an imported file's text or an environment value, so messages
   * never show it (links/check.ts). Absent for a Markdown page, which runs no code.
   */
  codeLinks?: { line?: number; column?: number }[];
  /** Words of running text, for reading time. */
  words: number;
  /** A page compiled for every locale: its words once its texts are filled in (shared-texts.ts). */
  wordParts?: WordParts;
  /** Warnings found while compiling (replayed when the result comes from cache). */
  diagnostics: Diagnostic[];
  /** Files read while compiling (diagrams), with content hashes, to validate cache entries. */
  dependencies: { file: string; hash: string }[];
  /**
   * For an MDX page, its module: `html`, `toc` and `anchors` are then made
   * when the page is rendered, once its imports are bundled (mdx/render-mdx.ts).
   */
  mdx?: MdxModule;
  /** A `.md` file read as MDX because of what it holds (`markdown.format` not set): where it first uses MDX (mdx/compile-file.ts). */
  markdownAsMdx?: MdxSign;
  /** What the rendered MDX page declared with `<Head>` besides its title and description (`<meta>`, `<link>`), as HTML. */
  headTags?: string[];
}
