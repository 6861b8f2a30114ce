/**
 * The contract of a content source: what it is given (`BuildContext`) and
 * what it is (`ContentSource`). The build makes the context and calls the
 * sources; sources never reach into the build.
 */
import type { SiteConfig } from '../config/schema.js';
import type { Messages } from '../core/messages.js';
import type { MarkdownTexts } from '../markdown/texts.js';
import type { Diagnostics } from '../core/diagnostics.js';
import type { SiteRoute } from '../core/layout-data.js';
import type { OutputFile, PageHead, SidebarItem } from '../core/types.js';
import type { DocsVersionMenu } from '../core/page-data/doc.js';
import type { MarkdownCompiler } from '../markdown/compiler.js';
import type { MdxPages } from '../mdx/mdx-pages.js';
import type { SourceFiles } from './source-files.js';

/** The last commit that changed a file (builder/cache/git-times.ts reads them all at once). */
export interface LastCommit {
  date: Date;
  author: string;
}

/** Passed to every source: config, diagnostics, and the shared Markdown compiler. */
export interface BuildContext {
  config: SiteConfig;
  /** Absolute path of the site folder (where site.config.ts lives). */
  siteDir: string;
  mode: 'build' | 'serve';
  diagnostics: Diagnostics;
  markdown: MarkdownCompiler;
  /** Content files and folder lists (watch mode keeps them between runs). */
  files: SourceFiles;
  /** The last commit of each file, by site-relative path (empty outside git). */
  lastCommits: ReadonlyMap<string, LastCommit>;
  /** Highlights code blocks (API examples) in the worker threads; absent when the build runs in one thread. */
  highlight?: (blocks: { code: string; lang: string }[], texts?: MarkdownTexts) => Promise<string[]>;
  /** The site's texts of the UI's messages (`i18n/<locale>/code.json`), for the texts the engine writes into pages. */
  messages?: Messages;
  /** Renders compiled MDX pages (mdx/mdx-pages.ts); absent in tests that compile Markdown alone. */
  mdx?: MdxPages;
  /** MDX pages are compiled but not rendered (their `html` is empty): the posts the site's plugins read before the build (builder/orchestration/plugin-blog-loading.ts). */
  unrenderedMdx?: true;
}

/**
 * A content source turns files into routes. One step, no lifecycle:
 * `load` is called once per build (and again in watch mode when a file
 * matching `watch` changes).
 */
export interface ContentSource {
  /** Unique name, e.g. `docs`, `blog:releases`. */
  name: string;
  /** Globs (relative to the site folder) whose changes require reloading this source. */
  watch: string[];
  /**
   * Globs of the files whose edits this source takes in stride by reloading
   * itself (its Markdown, say). An edit of a file no source lists (an image,
   * a spec) starts every source afresh.
   */
  incremental?: string[];
  load(ctx: BuildContext): Promise<SourceResult>;
  /**
   * Optional: a key that changes whenever the result could (e.g. a hash of
   * every input file). With it, the build reuses the last result for the
   * same key instead of loading again.
   */
  cacheKey?(ctx: BuildContext): Promise<string>;
}

/** What a source hands back from `load`. */
export interface SourceResult {
  /** Each of a built-in layout with that layout's data (see LayoutDataMap), or a React page's. */
  routes: SiteRoute[];
  /** Sidebars by id, e.g. `docs`. */
  sidebars?: Record<string, SidebarItem[]>;
  /** Extra files to write, relative to the output root (feeds, spec downloads). */
  files?: OutputFile[];
  /** Head links every page of the site carries (a blog's feeds when `feed.alternateLinks` is `'site'`). */
  siteAlternates?: NonNullable<PageHead['alternates']>;
  /** The docs versions for the navbar's version menu on pages outside the docs (set only when the navbar has one). */
  docsVersions?: DocsVersionMenu;
  /**
   * Files the result was made from that the source's `watch` globs do not
   * cover (site-relative), e.g. what the docs sidebars file imports: watch
   * mode watches them and the up-to-date check stamps them.
   */
  inputFiles?: string[];
  /**
   * Its routes take the place of other sources' routes of the same path (the
   * site's plugins': a blog wrapper's own /blog), as the route added first wins
   * in Docusaurus, whose plugins' routes come before those of the blog they wrap.
   */
  overrides?: true;
}
