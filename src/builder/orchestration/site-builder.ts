/**
 * Builds a site and keeps what it built, so the next run after a file change
 * redoes only what that change affects. A run is six phases, each a file of
 * src/builder/phases/:
 *
 *   load       content sources and the theme bundles    (load-content.ts)
 *   mdx files  MDX pages' site-wide files               (mdx-files.ts)
 *   resolve    routes joined, references and heads      (resolve-site.ts)
 *   translate  a translated site's locale: labels, notices, menus (translate-site.ts)
 *   render     site files, pages, cards, search index   (render-site.ts)
 *   links      the output's file list, every link       (check-output.ts)
 *
 * What a run starts from is the last good run's BuildState; a run that
 * succeeds replaces it with its own. A run that throws does not, but may
 * have started the sources afresh on it (src/builder/README.md says what is
 * left); the last good site keeps being served. `mysite build` is one full
 * run (build.ts); `mysite serve --watch` a full run, then incremental ones.
 */
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { loadConfig, type LoadedConfig } from '../../config/load.js';
import { translationsFile } from '../../config/translations.js';
import { apiSpecs } from '../../config/sections.js';
import type { SiteConfig } from '../../config/schema.js';
import { createSources } from '../../content/create-sources.js';
import { pageLayouts, type PageFile } from '../../content/sources/pages.js';
import { SourceFiles } from '../../content/source-files.js';
import { Diagnostics, type Diagnostic } from '../../core/diagnostics.js';
import { groupUnknownLanguages } from '../../markdown/unknown-languages.js';
import { MysiteError } from '../../core/errors.js';
import { BIG_BUILD_PAGES, limitHeapGrowth } from '../../core/heap-growth.js';
import type { BuildContext } from '../../content/content-source.js';
import type { OutputFile, Route, SidebarItem } from '../../core/types.js';
import { routeDataFile } from '../../core/urls.js';
import { CompileCache } from '../../markdown/cache.js';
import { LookedUpFiles } from '../../core/looked-up-files.js';
import { MdxPages } from '../../mdx/mdx-pages.js';
import { siteInfo } from '../../mdx/site-info.js';
import { docusaurusData } from './docusaurus-data.js';
import { type CompileRunner, MarkdownCompiler } from '../../markdown/compiler.js';
import { SearchIndex } from '../../search/search-index.js';
import { SocialCards } from '../../seo/cards/social-cards.js';
import { cachedFeatures, themeBundles } from '../../theme/theme-cache.js';
import { type IdealImages, idealImageWarning, idealImagesOf } from '../../mdx/ideal-image/ideal-images.js';
import { NO_FEATURES, type SiteFeatures } from '../../theme/site-features.js';
import { browserTexts } from '../../theme/browser-texts.js';
import { BuildCache } from '../cache/build-cache.js';
import { lastCommits } from '../cache/git-times.js';
import { SourceCache } from '../cache/source-cache.js';
import type { OutputTarget } from '../output/output-target.js';
import { buildIdOf } from '../output/page-records.js';
import type { Generation } from '../output/generation.js';
import { checkOutput } from '../phases/check-output.js';
import { loadContent } from '../phases/load-content.js';
import { mdxFiles } from '../phases/mdx-files.js';
import { Renderer } from '../phases/render-routes.js';
import { renderSite } from '../phases/render-site.js';
import { type OtherLocalesMemo, translateSite } from '../phases/translate-site.js';
import { resolveSite } from '../phases/resolve-site.js';
import type { BuildServices, RunContext } from '../phases/run-context.js';
import { ScannedFiles } from '../phases/scanned-files.js';
import { countPages, threadCountFor } from '../workers/thread-count.js';
import { WorkerPool } from '../workers/worker-pool.js';
import { emptyState, type BuildState, type ThemeState } from './build-state.js';
import { globBase } from './run-inputs.js';
import { sitePlugins, themeParts } from './site-plugins.js';
import type { PluginsOutput } from '../../plugins/run-plugins.js';
import { postBuild } from '../../plugins/post-build.js';
import { type Progress, stepper } from './steps.js';
import { localeAlternates } from '../../i18n/alternates.js';
import { localeLinks } from '../../i18n/locale-links.js';
import { type LocaleView, localeView } from '../../i18n/locale-view.js';
import { MemoryTarget } from '../output/output-target.js';
import { footerFile, navbarFile } from '../../i18n/theme-config-translations.js';
import { localeTexts } from '../../i18n/locale-texts.js';

export interface BuilderOptions {
  siteDir: string;
  mode: 'build' | 'serve';
  /** Reuse compiled Markdown from earlier builds (on disk). @default true */
  cache?: boolean;
  /** Threads compiling pages; 1 compiles in the main thread. @default the number of cores */
  jobs?: number;
  onProgress?: Progress;
  /** The locale to build, of a translated site (`i18n`). @default the default locale */
  locale?: string;
  /** `--untrusted-content`: MDX pages whose own code reaches the build machine are refused (mdx/machine-access.ts). */
  untrustedContent?: boolean;
}

/** What a builder of another locale takes from the one that made it (`forLocale`). */
interface SharedWork {
  pool: WorkerPool | undefined;
  compile: CompileCache;
}

export interface RunResult {
  /** Output files written or changed by this run (relative paths). */
  changed: string[];
  /** Output files that no longer exist. */
  removed: string[];
  /** Every output file besides the static folder. */
  files: ReadonlySet<string>;
  routes: Route[];
  warnings: Diagnostic[];
  timings: Record<string, number>;
  rendered: number;
  /** Bytes of the pages carried over from the last output (not written again). */
  carriedBytes: number;
  /** Pages whose links were checked again (the others kept their last result). */
  linksRechecked: number;
}

/** For `mysite build`: where messages say the output goes, and the build already in that folder. */
export interface RunFrom {
  outDirName: string;
  /** Pages and links that did not change since keep their link check. */
  previous?: Generation;
}

export class SiteBuilder {
  private state: BuildState = emptyState();
  private readonly services: BuildServices;
  private readonly caches: { compile: CompileCache; search: SearchIndex; sources: SourceCache };
  private readonly markdown: MarkdownCompiler;
  private readonly sourceFiles: SourceFiles;
  private readonly mdx: MdxPages;
  /** The config's `idealImage`, set up once (mdx/ideal-image/). */
  private readonly idealImages: IdealImages | undefined;
  /** The optional files looked up by name, present or absent: inputs of every run. */
  private readonly lookedUp: LookedUpFiles;
  /** False when the threads and the compile cache are another builder's (`forLocale`). */
  private readonly ownsShared: boolean;
  /** The other locales' blogs and docs as read for the locale menus: once per `mysite build`, shared by its builders; watch mode reads them each run. */
  private otherLocales?: OtherLocalesMemo;

  private constructor(
    readonly config: SiteConfig,
    readonly siteDir: string,
    private readonly options: BuilderOptions,
    /** site.config.ts and the local files it imports, the hash of its value and its compiled copy. */
    readonly loadedConfig: Pick<LoadedConfig, 'files' | 'lookedUp' | 'valueHash' | 'compiledFile'>,
    /** Threads to use (thread-count.ts). */
    jobs: number,
    /** The site's pages, as counted before loading it (countPages). */
    pages: number,
    /** What this builder keeps between builds, and where. */
    readonly cache: BuildCache,
    /** The locale this builder builds, of a translated site. */
    readonly view?: LocaleView,
    /** The threads and compile cache of another locale's builder, shared rather than made again. */
    shared?: SharedWork,
    /** What the site's plugins made, run for this builder's locale (site-plugins.ts); none without plugins. */
    readonly plugins?: PluginsOutput,
  ) {
    const watching = options.mode === 'serve';
    // The locales of a translated site share one compile cache: a page they all show is compiled once (shared-texts.ts).
    const compile = shared?.compile ?? (cache.compiledMarkdown ? CompileCache.at(cache.compiledMarkdown) : CompileCache.memory());
    // `mysite build` sends every page to compile to the threads. When all are (no cache), this thread
    // would otherwise load the pipeline and its grammars a third time, competing for the cores. With a
    // cache (a build after an edit), one thread starts at once and loads the pipeline while this one
    // loads the site, so the few changed pages do not wait for that here. Watch mode, whose threads
    // are already up after its first run, compiles a few changed pages here at once.
    const building = options.mode === 'build';
    // Before the threads start, so that their heaps are held to it too. Only when every page is to be
    // compiled: a one-doc build at 5,000 pages took 0.25-0.65 s longer with it, for about the same peak.
    if (building && compile.empty && pages >= BIG_BUILD_PAGES) limitHeapGrowth(50);
    const pool = shared ? shared.pool : jobs > 1 ? new WorkerPool(jobs, building ? 0 : undefined) : undefined;
    this.ownsShared = !shared;
    if (building) this.otherLocales = { blogs: new Map(), docs: new Map() };
    if (building && !compile.empty && !shared) pool?.warmUp();
    this.caches = { compile, sources: new SourceCache(cache.sourceResults), search: new SearchIndex(cache.searchIndex) };
    this.services = {
      sourceCache: this.caches.sources,
      search: this.caches.search,
      cards: new SocialCards(siteDir, cache.socialCards, cache.identity, jobs),
      pool,
      scannedFiles: new ScannedFiles(),
      lastCommits: lastCommits(siteDir),
      cache,
    };
    const compileHere: CompileRunner = async (input, dir) => (await import('../../mdx/compile-file.js')).compileFile(input, dir);
    // The site's plugins are functions of its config, which a worker thread does not have.
    const offload: CompileRunner = (input, dir) =>
      pool && !input.plugins ? pool.offload({ type: 'compile', input, siteDir: dir }, () => compileHere(input, dir)) : compileHere(input, dir);
    this.markdown = new MarkdownCompiler(siteDir, compile, offload, watching, (view?.locales.length ?? 0) > 1);
    this.sourceFiles = new SourceFiles(watching, siteDir, view?.overlay);
    this.lookedUp = new LookedUpFiles(siteDir);
    this.idealImages = idealImagesOf({ options: config.idealImage, siteDir, watching, cacheDir: cache.idealImages });
    this.mdx = new MdxPages({
      siteDir,
      lookedUp: this.lookedUp,
      staticDir: resolve(siteDir, config.staticDir),
      site: siteInfo(config, this.browserTexts(), plugins?.globalData),
      docusaurus: docusaurusData(config, view),
      components: config.markdown.components,
      bundleDir: cache.mdxBundles,
      // Partials follow the site's emoji and Mermaid switches like the pages that import them.
      compile: (input) => this.markdown.compile({ emoji: config.markdown.emoji, mermaid: config.markdown.mermaid, ...input }),
      untrustedContent: options.untrustedContent,
      ...(this.idealImages ? { idealImages: this.idealImages } : {}),
    });
  }

  static async create(options: BuilderOptions): Promise<SiteBuilder> {
    // `mysite build` keeps the compiled config, so that the next build can check it is unchanged cheaply.
    const cache = new BuildCache(options.siteDir, options.cache !== false);
    const keepCompiledIn = options.mode === 'build' && cache.enabled ? { dir: cache.dir, identity: cache.identity } : undefined;
    const loaded = await loadConfig(options.siteDir, { keepCompiledIn });
    const { siteDir } = loaded;
    const view = localeView(loaded.config, siteDir, options.locale);
    // Another locale than the default keeps its own part of the cache folder.
    const ownCache = view && !view.locale.isDefault ? new BuildCache(options.siteDir, options.cache !== false, view.locale.name) : cache;
    const { config, plugins } = await sitePlugins({
      config: view?.config ?? loaded.config,
      siteDir,
      locale: view?.locale.name ?? loaded.config.locale,
      mode: options.mode,
      view,
    });
    const pages = await countPages(config, siteDir);
    return new SiteBuilder(config, siteDir, options, loaded, options.jobs ?? threadCountFor(pages), pages, ownCache, view, undefined, plugins);
  }

  /**
   * A builder of another locale of the same site: the config as this one
   * loaded it, this one's threads, its own part of the cache folder.
   */
  async forLocale(name: string): Promise<SiteBuilder> {
    const view = localeView(this.view?.root ?? this.config, this.siteDir, name)!;
    const cache = view.locale.isDefault ? this.cache : new BuildCache(this.siteDir, this.options.cache !== false, view.locale.name);
    const { config, plugins } = await sitePlugins({ config: view.config, siteDir: this.siteDir, locale: name, mode: this.options.mode, view });
    const pages = await countPages(config, this.siteDir);
    const jobs = this.options.jobs ?? threadCountFor(pages);
    const builder = new SiteBuilder(
      config,
      this.siteDir,
      { ...this.options, locale: name },
      this.loadedConfig,
      jobs,
      pages,
      cache,
      view,
      { pool: this.services.pool, compile: this.caches.compile },
      plugins,
    );
    builder.otherLocales = this.otherLocales;
    return builder;
  }

  /** What the last run's search index update redid (see SearchIndex.stats). */
  get searchStats(): SearchIndex['stats'] {
    return this.caches.search.stats;
  }

  get cacheStats(): { hits: number; misses: number } {
    return { hits: this.caches.compile.hits, misses: this.caches.compile.misses };
  }

  /** Content files this builder compiled (rather than took from a cache), over its runs. */
  get compiledFiles(): number {
    return this.markdown.compiled;
  }

  /** Stops the worker threads (a watch server keeps them for the next run). */
  async close(): Promise<void> {
    await Promise.all([this.ownsShared ? this.services.pool?.close() : undefined, this.services.cards.close()]);
  }

  saveCache(): void {
    // A shared compile cache is saved by its owner, after every locale used it.
    if (this.ownsShared) this.caches.compile.save();
    this.caches.sources.save();
    this.caches.search.save();
    if (this.cache.enabled) this.cache.removeStale();
  }

  /** What this builder's last run produced, as a generation to record. */
  generation(staticFiles: string[]): Generation {
    const { pages, outputPaths, filesKey } = this.state;
    const pageFiles = new Set([...pages].flatMap(([route, p]) => [p.file, routeDataFile(route)]));
    return {
      buildId: buildIdOf(pages),
      pages,
      files: [...staticFiles, ...[...outputPaths].filter((f) => !pageFiles.has(f))],
      filesKey,
    };
  }

  /** Globs of every content, page and static file a build reads (the config and theme inputs aside). */
  inputGlobs(): string[] {
    const { config } = this;
    return [...createSources(config, []).flatMap((s) => s.watch), `${config.pagesPath}/**`, `${config.staticDir}/**`, 'i18n/**'];
  }

  /**
   * What watch mode watches, relative to the site: the folders the sources
   * read, the config and the files it imports, and the theme bundles' inputs
   * that are in the site (pages' components, overrides, custom CSS).
   */
  watchPaths(): string[] {
    const configFiles = this.loadedConfig.files.map((file) => this.relativePath(file));
    const paths = [...this.inputGlobs().map(globBase), ...configFiles, ...this.inputFiles, ...(this.plugins?.watch.map(globBase) ?? [])];
    return [...new Set(paths)].filter((p) => !p.startsWith('../') && !isAbsolute(p));
  }

  /**
   * The files the last run found it read, besides the input globs and the
   * config: the theme bundles' inputs (theme, pages, overrides, custom CSS
   * and what they import), the sources' `inputFiles`, what MDX pages import,
   * the local files content published (images, linked files), and the
   * optional files looked up by name, found or not (core/looked-up-files.ts).
   */
  get inputFiles(): ReadonlySet<string> {
    const files = new Set(this.state.theme?.inputs);
    for (const result of this.state.results.values()) for (const file of result.inputFiles ?? []) files.add(file);
    for (const file of this.state.published) files.add(file);
    // Optional files looked up by name, absent ones too: one that appears is a change.
    for (const file of this.lookedUp.files) files.add(file);
    for (const file of this.loadedConfig.lookedUp) files.add(this.relativePath(file));
    // What MDX pages import: their components, partials and styles.
    for (const group of this.mdx.groups.values()) {
      for (const file of group.inputs) files.add(file.startsWith(this.siteDir + sep) ? this.relativePath(file) : file);
    }
    return files;
  }

  /** The last run's page records (watch mode compares the next run against them). */
  get pageRecords(): BuildState['pages'] {
    return this.state.pages;
  }

  /** Site-relative path of a changed file, with forward slashes. */
  relativePath(absolute: string): string {
    return relative(this.siteDir, resolve(absolute)).split(sep).join('/');
  }

  /**
   * One build run, written to `target`. Without `changed` everything is
   * built; with it, only what those files (site-relative paths) affect.
   */
  async run(target: OutputTarget, changed?: string[], from?: RunFrom): Promise<RunResult> {
    if (from) this.startFrom(from.previous);
    // A translated file changed: its section reads it in place of the original, which it knows by that name.
    const overlay = this.view?.overlay;
    if (changed && overlay) changed = [...new Set(changed.flatMap((file) => [file, overlay.original(file)]))];
    const timings: Record<string, number> = {};
    const run = this.newRun(target, changed, from?.outDirName ?? this.config.outDir, timings);
    try {
      const content = await loadContent(run, (pages, features) => this.bundleTheme(pages, run, features));
      const mdx = await mdxFiles(run, this.mdx, content.theme.renderer, siteInfo(this.config, this.browserTexts(), this.plugins?.globalData), this.lookedUp);
      const site = await resolveSite(run, content.results, content.theme.renderer);
      site.files.push(...mdx.files);
      if (this.view) await translateSite(run, site, this.view, this.otherLocales);
      const rendered = await renderSite(run, site, content.theme, content.themeChanged);
      const output = await checkOutput(run, site, rendered, content.theme);

      this.state = {
        theme: content.theme,
        sources: content.sources,
        results: content.results,
        resolved: this.state.resolved,
        published: this.state.published,
        fileRoutes: content.fileRoutes,
        pages: rendered.pages,
        outputPaths: output.outputPaths,
        filesKey: output.filesKey,
        linkingFileResults: output.linkingFileResults,
        rendered: { routes: rendered.keys, sidebars: rendered.sidebarsJson, renderer: content.theme.renderer.key },
        mdxFiles: mdx.state,
      };
      return {
        changed: run.written,
        removed: output.removed,
        files: output.outputPaths,
        routes: site.routes,
        warnings: groupUnknownLanguages(run.diagnostics.warnings),
        timings,
        rendered: rendered.rendered,
        carriedBytes: rendered.carriedBytes,
        linksRechecked: output.linksRechecked,
      };
    } catch (error) {
      if (error instanceof MysiteError) {
        const extra = run.diagnostics.items.filter((d) => !error.diagnostics.includes(d));
        throw new MysiteError(groupUnknownLanguages([...extra, ...error.diagnostics]), { cause: error });
      }
      throw error;
    }
  }

  /**
   * The sidebars as the site's content makes them, untranslated (`mysite write-translations`
   * lists their category labels): the content is loaded and resolved, nothing rendered.
   */
  async sidebars(): Promise<Record<string, SidebarItem[]>> {
    const run = this.newRun(new MemoryTarget(new Map(), new Map()), undefined, this.config.outDir, {});
    const content = await loadContent(run, (pages, features) => this.bundleTheme(pages, run, features));
    return (await resolveSite(run, content.results, content.theme.renderer)).sidebars;
  }

  /** `mysite build` starts from the build in the output folder, so pages and links that did not change keep their link check. */
  private startFrom(previous: Generation | undefined): void {
    this.state = { ...this.state, pages: previous?.pages ?? new Map(), filesKey: previous?.filesKey ?? '' };
  }

  private newRun(target: OutputTarget, changed: string[] | undefined, outDirName: string, timings: Record<string, number>): RunContext {
    const diagnostics = new Diagnostics();
    // What the plugins said when they ran (a hook mysite does not run) is told with every build's warnings.
    for (const warning of this.plugins?.warnings ?? []) diagnostics.warn(warning);
    // Once a build: the other locales' builders make the same images.
    const sharpWarning = this.view && !this.view.locale.isDefault ? undefined : idealImageWarning(this.idealImages);
    if (sharpWarning) diagnostics.warn(sharpWarning);
    const { config, siteDir } = this;
    const progress = this.options.onProgress ?? (() => {});
    this.sourceFiles.forget(changed?.map((file) => join(siteDir, file)));
    const written: string[] = [];
    const { markdown, sourceFiles: files, services } = this;
    const { pool, lastCommits } = services;
    const highlight: BuildContext['highlight'] = pool && ((blocks, texts) => pool.run({ type: 'highlight', blocks, texts }));
    const messages = this.texts();
    const build: BuildContext = { config, siteDir, mode: this.options.mode, diagnostics, markdown, files, lastCommits, highlight, mdx: this.mdx, messages };
    return {
      config,
      siteDir,
      build,
      diagnostics,
      step: stepper(progress, timings),
      progress,
      changed,
      previous: this.state,
      services,
      target,
      outDirName,
      written,
      alternates: this.view && localeAlternates(this.view.locales),
      pluginRoutes: this.plugins?.routes,
      emit(file: OutputFile) {
        target.write(file);
        written.push(file.path);
      },
    };
  }

  /** `features`: the site's (theme/site-features.ts); when the run does not know them yet, those of the cached bundles, else none. */
  private async bundleTheme(pages: PageFile[], run: RunContext, features?: SiteFeatures): Promise<ThemeState> {
    const { config, siteDir } = this;
    const { cache } = this;
    const input = {
      config,
      siteDir,
      pageLayouts: { ...pageLayouts(pages), ...this.plugins?.components },
      messages: this.browserTexts(),
      docusaurus: docusaurusData(config, this.view),
      plugins: themeParts(this.plugins),
      locales: this.view && localeLinks(this.view),
      features: features ?? ((cache.enabled && cachedFeatures(cache.themeBundles)) || NO_FEATURES),
      cache: { themes: cache.themeBundles, serverBundles: cache.serverBundles, engineIdentity: cache.identity },
      ...(this.idealImages ? { idealImages: this.idealImages } : {}),
    };
    const { server, client, inputs, warnings } = await run.step('theme', () => themeBundles(input, cache.enabled, run.step));
    for (const warning of warnings) run.diagnostics.warn(warning);
    // The engine's identity is part of every page's key: an upgrade renders every page again.
    const themeKey = `${cache.identity}\0${client.entryScript}\0${client.css.join()}`;
    const alternates = this.view && localeAlternates(this.view.locales);
    const pluginHtml = this.plugins?.html;
    const renderer = new Renderer({ config, siteDir, server, client, themeKey, pool: this.services.pool, alternates, ...(pluginHtml ? { pluginHtml } : {}) });
    const siteRelative = inputs.map((file) => (file.startsWith(siteDir + sep) ? this.relativePath(file) : file));
    // The translations file, whether or not it exists yet: creating it changes the theme's texts.
    return { renderer, client, pages, inputs: new Set([...siteRelative, translationsFile(this.localeName)]), features: input.features };
  }

  /**
   * Files (or globs) besides the config that this builder is made from (a locale's navbar and footer
   * texts, the plugins' files and what they watch): a change needs a new builder.
   */
  get configInputs(): string[] {
    // The config's own files and its `.env` (present or not): the config's value may change with any of them.
    const configFiles = [...this.loadedConfig.files, ...this.loadedConfig.lookedUp].map((file) => this.relativePath(file));
    const localeTexts = this.view ? [navbarFile(this.view.locale.name), footerFile(this.view.locale.name)] : [];
    return [...configFiles, ...localeTexts, ...(this.plugins?.watch ?? [])];
  }

  /** The plugins' postBuild, once `mysite build` has published the site into `outDir`. */
  async postBuild(outDir: string, routes: Route[]): Promise<void> {
    if (this.plugins) await postBuild(this.plugins, { config: this.config, siteDir: this.siteDir, outDir, routes, locale: this.localeName });
  }

  /** The locale's UI texts (its code.json over the built-in catalogue of its language), read again each run: code.json is an input. */
  private texts() {
    return localeTexts(this.siteDir, { name: this.localeName, htmlLang: this.config.locale });
  }

  /** The part of them the theme bundles and MDX islands carry to the browser. */
  private browserTexts() {
    return browserTexts(this.texts(), { hasApi: apiSpecs(this.config).length > 0 });
  }

  /** The locale whose `i18n/<locale>/` texts this builder reads: of `i18n`, else the config's `locale`. */
  get localeName(): string {
    return this.view?.locale.name ?? this.config.locale;
  }
}
