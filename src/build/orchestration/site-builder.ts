/**
 * Builds a site and keeps what it built, so the next run after a file change
 * redoes only what that change affects: the sources whose files changed are
 * reloaded (Markdown comes from the compile cache unless its text changed),
 * and only pages whose data chunk changed are rendered again. A theme change
 * rebundles the theme and re-renders every page. `mysite build` is one full
 * run; `mysite serve --watch` is a full run followed by incremental ones.
 *
 * A run either succeeds and updates the kept state, or throws and leaves it
 * as it was (the last good site keeps being served).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import fg from 'fast-glob';
import type { SiteConfig } from '../../config/schema.js';
import { loadConfig, type LoadedConfig } from '../../config/load.js';
import { Diagnostics, type Diagnostic } from '../../core/diagnostics.js';
import { failOnErrors, MysiteError } from '../../core/errors.js';
import { settleAll } from '../../core/settle-all.js';
import type { BuildContext, ContentSource, OutputFile, Route, SourceResult } from '../../core/types.js';
import { joinSourceResults } from '../../content/run-sources.js';
import { addSiteFeedLinks } from '../../content/sources/blog.js';
import { createSources } from '../../content/create-sources.js';
import { findPages, pageLayouts, type PageFile } from '../../content/sources/pages.js';
import { routeDataFile, routeOutputFile } from '../../core/urls.js';
import { CompileCache } from '../../markdown/cache.js';
import { MarkdownCompiler } from '../../markdown/compiler.js';
import { SourceFiles } from '../../content/source-files.js';
import { ScannedFiles } from '../phases/scanned-files.js';
import type { ClientBundle } from '../../theme/bundle-theme.js';
import { themeBundles } from '../../theme/theme-cache.js';
import { checkBuiltLinks, type LinkingFileResults } from '../phases/check-built-links.js';
import { engineFingerprint } from '../cache/fingerprint.js';
import { cacheDirOf, removeStaleCacheFiles } from '../cache/cache-files.js';
import { SourceCache } from '../cache/source-cache.js';
import { defaultJobs, WorkerPool } from '../workers/worker-pool.js';
import { Renderer } from '../phases/render-routes.js';
import { renderPages } from '../phases/render-pages.js';
import type { OutputTarget } from '../output/output-target.js';
import { buildIdOf, type Generation, type PageRecord } from '../output/page-records.js';
import { resolveContentRefs } from '../phases/resolve-refs.js';
import { lastCommitTimes } from '../cache/git-times.js';
import { sitemapFiles } from '../phases/sitemap.js';
import { prepareHeads, siteFiles } from '../../seo/site-files.js';
import { SocialCards } from '../../seo/cards/social-cards.js';
import { fileRoutesKey, globBase, listFiles, TEXT_CONTENT } from './run-inputs.js';
import { SearchIndex } from '../../search/search-index.js';
import { staleSearchFiles, updateSearch } from '../phases/search-phase.js';

export const NOT_FOUND_PATH = '/404';

/** Below this many Markdown files a build runs in one thread: starting threads would cost more than they save. */
const THREADS_FROM_PAGES = 300;

export interface BuilderOptions {
  siteDir: string;
  mode: 'build' | 'serve';
  /** Reuse compiled Markdown from earlier builds (on disk). @default true */
  cache?: boolean;
  /** Threads compiling pages; 1 compiles in the main thread. @default the number of cores */
  jobs?: number;
  onProgress?: (phase: string, done?: number, total?: number) => void;
}

export interface RunResult {
  /** Output files written or changed by this run (relative paths). */
  changed: string[];
  /** Output files that no longer exist. */
  removed: string[];
  routes: Route[];
  warnings: Diagnostic[];
  timings: Record<string, number>;
  rendered: number;
  /** Bytes of the pages carried over from the last output (not written again). */
  carriedBytes: number;
}

interface ThemeState {
  renderer: Renderer;
  client: ClientBundle;
  pages: PageFile[];
  /** The files the theme bundles were made from, site-relative (absolute outside the site). */
  inputs: Set<string>;
}

export class SiteBuilder {
  private theme?: ThemeState;
  private readonly results = new Map<string, SourceResult>();
  /** What the last run knew of each page (from disk for `mysite build`, see loadPreviousPages). */
  private pages = new Map<string, PageRecord>();
  /** Every file of the last output besides the static folder. */
  private outputPaths = new Set<string>();
  /** The files of the last output, to tell whether a page's link check can be kept. */
  private filesKey = '';
  /** The routes of the last run with their keys, and its sidebars (as JSON) and renderer. */
  private lastRun?: { routes: Map<string, { route: Route; key: string }>; sidebars: string; renderer: string };
  /** The content sources, which keep what they built for the next run (see startFresh). */
  private sources?: ContentSource[];
  /** Routes whose content references are resolved (kept source results are reused as they are). */
  private resolved = new WeakSet<Route>();
  /** Which file each page comes from, as of the last run (see fileRoutesKey). */
  private fileRoutes = '';
  /** The last run's link check results of feeds and the sitemap. */
  private linkingFileResults: LinkingFileResults = new WeakMap();
  /** Links found in feeds and the sitemap. */
  private readonly scannedFiles = new ScannedFiles();
  /** Last commit time of each source file, for the sitemap (read once). */
  private readonly lastModified: Map<string, Date>;
  private readonly cache: CompileCache;
  private readonly sourceCache: SourceCache;
  private readonly pool: WorkerPool | undefined;
  private readonly isPage: (file: string) => boolean;
  private readonly markdown: MarkdownCompiler;
  private readonly sourceFiles: SourceFiles;
  private readonly cards: SocialCards;
  private readonly search: SearchIndex;

  private constructor(
    readonly config: SiteConfig,
    readonly siteDir: string,
    private readonly options: BuilderOptions,
    /** site.config.ts and the local files it imports, the hash of its value and its compiled copy. */
    readonly loadedConfig: Pick<LoadedConfig, 'files' | 'valueHash' | 'compiledFile'>,
    markdownFiles: number,
  ) {
    this.lastModified = lastCommitTimes(siteDir);
    const useCache = options.cache !== false;
    this.cache = useCache ? CompileCache.load(this.cacheDir, engineFingerprint()) : CompileCache.memory();
    this.sourceCache = new SourceCache(useCache ? join(this.cacheDir, `sources-${engineFingerprint()}.bin`) : undefined);
    const jobs = options.jobs ?? (markdownFiles >= THREADS_FROM_PAGES ? defaultJobs() : 1);
    // When every page is to be compiled, all go to the threads: this thread would otherwise load
    // the pipeline and its grammars a third time, competing for the cores while the threads start.
    // With a warm cache (watch mode, a build after an edit), a few changed pages are done here at once.
    this.pool = jobs > 1 ? new WorkerPool(jobs, options.mode === 'build' && this.cache.empty ? 0 : undefined) : undefined;
    this.isPage = picomatch(`${config.pagesPath}/**`);
    const watching = options.mode === 'serve';
    const pool = this.pool;
    this.markdown = new MarkdownCompiler(
      siteDir,
      this.cache,
      pool &&
        ((input, dir) =>
          pool.offload({ type: 'compile', input, siteDir: dir }, async () => (await import('../../markdown/compile-page.js')).compilePage(input, dir))),
      watching,
    );
    this.sourceFiles = new SourceFiles(watching, siteDir);
    this.cards = new SocialCards(siteDir, useCache ? join(this.cacheDir, 'cards') : undefined);
    this.search = new SearchIndex(useCache && !watching ? join(this.cacheDir, `search-${engineFingerprint()}.bin`) : undefined);
  }

  static async create(options: BuilderOptions): Promise<SiteBuilder> {
    // `mysite build` keeps the compiled config, so that the next build can check it is unchanged cheaply.
    const loaded = await loadConfig(options.siteDir, { keepCompiled: options.mode === 'build' && options.cache !== false });
    const { config, siteDir } = loaded;
    const markdown = await fg(
      [config.docs.path, ...config.blogs.map((b) => b.path)].map((dir) => `${dir}/**/*.{md,mdx}`),
      { cwd: siteDir },
    );
    return new SiteBuilder(config, siteDir, options, loaded, markdown.length);
  }

  get cacheDir(): string {
    return cacheDirOf(this.siteDir);
  }

  /** What the last run's search index update redid (see SearchIndex.stats). */
  get searchStats(): SearchIndex['stats'] {
    return this.search.stats;
  }

  get cacheStats(): { hits: number; misses: number } {
    return { hits: this.cache.hits, misses: this.cache.misses };
  }

  /** Stops the worker threads (a watch server keeps them for the next run). */
  async close(): Promise<void> {
    await Promise.all([this.pool?.close(), this.cards.close()]);
  }

  saveCache(): void {
    this.cache.save();
    this.sourceCache.save();
    this.search.save();
    if (this.options.cache !== false) removeStaleCacheFiles(this.cacheDir, engineFingerprint());
  }

  /** Where `mysite build` keeps the records of its last two outputs (see output-swap.ts). */
  get generationsFile(): string {
    return join(this.cacheDir, `output-${engineFingerprint()}.bin`);
  }

  /**
   * For `mysite build`: starts from the pages of the build in the output
   * folder, so pages and links that did not change keep their link check.
   */
  assumePrevious(generation: Generation | undefined): void {
    this.pages = generation?.pages ?? new Map();
    this.filesKey = generation?.filesKey ?? '';
  }

  /** What this builder's last run produced, as a generation to record. */
  generation(staticFiles: string[]): Generation {
    const pageFiles = new Set([...this.pages].flatMap(([route, p]) => [p.file, routeDataFile(route)]));
    return {
      buildId: buildIdOf(this.pages),
      pages: this.pages,
      files: [...staticFiles, ...[...this.outputPaths].filter((f) => !pageFiles.has(f))],
      filesKey: this.filesKey,
    };
  }

  /** Globs of every content, page and static file a build reads (the config and theme inputs aside). */
  inputGlobs(): string[] {
    const { config } = this;
    return [...createSources(config, []).flatMap((s) => s.watch), `${config.pagesPath}/**`, `${config.staticDir}/**`];
  }

  /**
   * What watch mode watches, relative to the site: the folders the sources
   * read, the config and the files it imports, and the theme bundles' inputs
   * that are in the site (pages' components, overrides, custom CSS).
   */
  watchPaths(): string[] {
    const configFiles = this.loadedConfig.files.map((file) => this.relativePath(file));
    const paths = [...this.inputGlobs().map(globBase), ...configFiles, ...this.themeInputs];
    return [...new Set(paths)].filter((p) => !p.startsWith('../') && !isAbsolute(p));
  }

  /** The files the last theme bundles were made from: theme, pages, overrides, custom CSS and what they import. */
  get themeInputs(): ReadonlySet<string> {
    return this.theme?.inputs ?? new Set();
  }

  /** A changed file (site-relative) that needs the theme bundled again. */
  private isTheme = (file: string): boolean => this.isPage(file) || this.themeInputs.has(file);

  /** Every file of the last run's output besides the static folder. */
  get outputFiles(): ReadonlySet<string> {
    return this.outputPaths;
  }

  /** The last run's page records (watch mode compares the next run against them). */
  get pageRecords(): Map<string, PageRecord> {
    return this.pages;
  }

  /** Site-relative path of a changed file, with forward slashes. */
  relativePath(absolute: string): string {
    return relative(this.siteDir, resolve(absolute)).split(sep).join('/');
  }

  /**
   * One build run, written to `target`. Without `changed` everything is
   * built; with it, only what those files (site-relative paths) affect.
   */
  async run(target: OutputTarget, changed?: string[], outDirForMessages = this.config.outDir): Promise<RunResult> {
    const timings: Record<string, number> = {};
    const progress = this.options.onProgress ?? (() => {});
    const phase = async <T>(name: string, fn: () => Promise<T> | T): Promise<T> => {
      progress(name);
      const t = performance.now();
      try {
        return await fn();
      } finally {
        timings[name] = (timings[name] ?? 0) + Math.round(performance.now() - t);
      }
    };
    const diagnostics = new Diagnostics();
    const themeChanged = !this.theme || !changed || changed.some(this.isTheme);
    const ctx: BuildContext = {
      config: this.config,
      siteDir: this.siteDir,
      mode: this.options.mode,
      diagnostics,
      markdown: this.markdown,
      files: this.sourceFiles,
    };
    this.sourceFiles.forget(changed?.map((file) => join(this.siteDir, file)));
    const written: string[] = [];
    const emit = (file: OutputFile) => {
      target.write(file);
      written.push(file.path);
    };

    try {
      const pageFiles = themeChanged ? await findPages(this.siteDir, this.config.pagesPath) : this.theme!.pages;
      // Sources keep what they built last time; an edit of anything but Markdown (an image, a
      // diagram) or a theme change starts them afresh.
      let fresh = !this.sources || !changed || themeChanged || changed.some((file) => !TEXT_CONTENT.test(file));
      if (fresh) this.startFresh(pageFiles);
      const sources = this.sources!;
      const affected = (s: ContentSource) => {
        const matches = picomatch(s.watch);
        return changed!.some((file) => matches(file));
      };
      // Each source's social cards start drawing as soon as it has loaded.
      const loadOne = async (s: ContentSource) => {
        const result = await this.sourceCache.load(s, ctx);
        this.cards.warm(result.routes, this.config);
        return [s.name, result] as const;
      };
      const loadContent = (list: ContentSource[]) => phase('content', async () => new Map(await settleAll(list.map(loadOne))));
      const [loadedNow, theme] = await Promise.all([
        loadContent(sources.filter((s) => fresh || !this.results.has(s.name) || affected(s))),
        themeChanged ? this.bundleTheme(pageFiles, phase) : Promise.resolve(this.theme!),
      ]);
      let results = new Map(sources.map((s) => [s.name, loadedNow.get(s.name) ?? this.results.get(s.name)!]));
      let filesRoutes = fileRoutesKey(results);
      if (!fresh && filesRoutes !== this.fileRoutes) {
        // A page came, went or moved: links kept from the last run may point to the wrong place.
        fresh = true;
        this.startFresh(pageFiles);
        results = await loadContent(this.sources!);
        filesRoutes = fileRoutesKey(results);
      }
      // The not-found page is checked with the others: a page of the site may not take its place.
      const notFound: Route = {
        path: NOT_FOUND_PATH,
        layout: 'notFound',
        head: { title: 'Page Not Found', description: 'There is no page at this address.', noindex: true },
        data: {},
        sitemap: false,
      };
      const { routes, ...loaded } = joinSourceResults([...results.values()], [notFound]);
      addSiteFeedLinks(routes, this.config);
      const images = await phase('resolve', () => resolveContentRefs({ routes, config: this.config, siteDir: this.siteDir, diagnostics, done: this.resolved }));
      failOnErrors(diagnostics);
      prepareHeads(routes, this.config);
      // Drawn while the pages render; awaited after.
      const cards = this.cards.files(routes, this.config);
      cards.catch(() => {});

      const renderer = theme.renderer;
      renderer.checkLayouts(routes);
      const files: OutputFile[] = [
        ...images,
        ...loaded.files,
        ...siteFiles(routes, loaded.sidebars, this.config),
        ...renderer.setSidebars(loaded.sidebars),
        renderer.headersFile(),
      ];
      if (themeChanged) files.push(...theme.client.files);
      files.push(
        ...(await phase('sitemap', () =>
          sitemapFiles({
            routes,
            config: this.config,
            lastModified: this.lastModified,
            ownRobots: existsSync(join(this.siteDir, this.config.staticDir, 'robots.txt')),
            cacheFile: this.options.cache === false ? undefined : join(this.cacheDir, 'sitemap.json'),
          }),
        )),
      );
      for (const file of files) emit(file);
      const sidebarsJson = JSON.stringify(loaded.sidebars);
      const previousRun = this.lastRun && {
        routes: this.lastRun.routes,
        sameSidebars: this.lastRun.sidebars === sidebarsJson,
        renderer: this.lastRun.renderer,
      };
      const {
        pages,
        rendered,
        written: pageFilesWritten,
        keys,
      } = await phase('render', () =>
        renderPages({ routes, renderer, target, previous: previousRun, onProgress: (done, total) => progress('render', done, total) }),
      );
      written.push(...pageFilesWritten);
      for (const file of await phase('cards', () => cards)) emit(file);
      const search = await phase('search', () => updateSearch(this.search, { routes, keys, config: this.config, renderer, pool: this.pool }));
      for (const file of search) emit(file);

      const removed: string[] = [];
      if (themeChanged && this.theme) {
        for (const f of this.theme.client.files) if (!theme.client.files.some((n) => n.path === f.path)) removed.push(f.path);
      }
      for (const path of this.pages.keys()) if (!pages.has(path)) removed.push(routeOutputFile(path), routeDataFile(path));
      removed.push(...staleSearchFiles(this.outputPaths, search));
      const kept = changed
        ? [...this.outputPaths].filter((p) => !removed.includes(p))
        : [...pages.values()].flatMap((p) => [p.file, routeDataFile(p.route.path)]);
      const outputPaths = new Set([...kept, ...written]);
      const linkingFiles = this.scannedFiles.linkingFiles(files, outDirForMessages);
      const fileSet = new Set([...listFiles(join(this.siteDir, this.config.staticDir)), ...outputPaths]);
      const filesKey = createHash('sha1')
        .update([...fileSet].sort().join('\n'))
        .digest('base64url');
      const linkingFileResults = await phase('links', () =>
        checkBuiltLinks({
          routes,
          pages,
          previous: this.pages,
          sameFiles: filesKey === this.filesKey,
          linkingFiles,
          previousFiles: this.linkingFileResults,
          config: this.config,
          files: fileSet,
          outDirName: outDirForMessages,
          diagnostics,
        }),
      );
      failOnErrors(diagnostics);

      // Success: the run's state becomes the builder's.
      this.theme = theme;
      this.pages = pages;
      this.outputPaths = outputPaths;
      this.filesKey = filesKey;
      this.linkingFileResults = linkingFileResults;
      this.lastRun = { routes: keys, sidebars: sidebarsJson, renderer: renderer.key };
      for (const [name, result] of results) this.results.set(name, result);
      this.fileRoutes = filesRoutes;
      const carriedBytes = [...pages.values()].reduce((sum, p) => (pageFilesWritten.includes(p.file) ? sum : sum + p.bytes), 0);
      return { changed: written, removed, routes, warnings: diagnostics.warnings, timings, rendered, carriedBytes };
    } catch (error) {
      if (error instanceof MysiteError) {
        const extra = diagnostics.items.filter((d) => !error.diagnostics.includes(d));
        throw new MysiteError([...extra, ...error.diagnostics], { cause: error });
      }
      throw error;
    }
  }

  /** New sources that remember nothing, and no route counted as resolved. */
  private startFresh(pageFiles: PageFile[]): void {
    this.sources = createSources(this.config, pageFiles);
    this.results.clear();
    this.resolved = new WeakSet();
  }

  private async bundleTheme(pages: PageFile[], phase: <T>(name: string, fn: () => Promise<T>) => Promise<T>): Promise<ThemeState> {
    const input = { config: this.config, siteDir: this.siteDir, pageLayouts: pageLayouts(pages), cacheDir: this.cacheDir };
    const { server, client, inputs } = await phase('theme', () => themeBundles(input, this.options.cache !== false, phase));
    const renderer = new Renderer({
      config: this.config,
      siteDir: this.siteDir,
      server,
      client,
      themeKey: client.entryScript + client.css.join(),
      pool: this.pool,
    });
    const siteRelative = inputs.map((file) => (file.startsWith(this.siteDir + sep) ? this.relativePath(file) : file));
    return { renderer, client, pages, inputs: new Set(siteRelative) };
  }
}
