/**
 * `mysite build`, as named steps, each timed by the helper that times the
 * builder's phases (steps.ts):
 *
 *   check       nothing changed since the last build: done (up-to-date.ts)
 *   config      load the config and make the builder
 *   lock        one build at a time writes the output folder (output-lock.ts)
 *   recover     repair a swap a killed build left half done; refuse a folder mysite did not write
 *   run         the builder's run, into the spare folder (site-builder.ts)
 *   commit      the spare swapped into the output folder (write-output.ts)
 *   post-build  the site's plugins add their files to the published site (plugins/post-build.ts)
 *   save        what the next build starts from (write-output.ts)
 *
 * A failure before commit leaves the output folder as it was.
 */
import { join, resolve } from 'node:path';
import type { SiteConfig } from '../../config/schema.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import type { MarkdownAsMdx, Route } from '../../core/types.js';
import { markdownAsMdxFiles } from './markdown-as-mdx.js';
import { inputStamp, siteRelative, type StampMemo, unchangedSinceLastBuild } from '../cache/up-to-date.js';
import { stepper } from './steps.js';

export interface BuildOptions {
  siteDir: string;
  /** Overrides `outDir` from the config. */
  outDir?: string;
  /** Reuse compiled Markdown from earlier builds. @default true */
  cache?: boolean;
  /** Threads compiling pages. @default the number of cores */
  jobs?: number;
  onProgress?: (phase: string, done?: number, total?: number) => void;
  /** Things worth telling that are not warnings (waiting for another build, a repaired output folder). */
  onNotice?: (message: string) => void;
  /** Replace an output folder (and a spare folder) holding files mysite did not write (output-mark.ts). */
  force?: boolean;
  /** Build only this locale of a translated site (`i18n`), into its folder of the output. @default every locale */
  locale?: string;
  /**
   * Content is not trusted (a pull request's): MDX pages whose own code reaches the build machine are errors
   * (mdx/machine-access.ts). Never taken as up to date: the last build may have trusted its content.
   */
  untrustedContent?: boolean;
}

export interface BuildResult {
  /** Not loaded when the build was up to date. */
  config?: SiteConfig;
  outDir: string;
  routes: Route[];
  pages: number;
  /** Pages rendered by this build; the others were carried over unchanged. */
  rendered: number;
  bytes: number;
  durationMs: number;
  timings: Record<string, number>;
  warnings: Diagnostic[];
  cache: { hits: number; misses: number };
  /** Nothing had changed since the last build: the output was left as it was. */
  upToDate: boolean;
  /** A translated site's locales, in the order built: what each one's pages cost. */
  locales?: LocaleWork[];
  /** The `.md` files read as MDX because of what they hold, by file (markdown-as-mdx.ts). */
  markdownAsMdx: MarkdownAsMdx[];
}

/**
 * What a build did for one locale: its pages, those it rendered (the others were carried over), the
 * content files it compiled (the others came from a cache) and the pages whose links it checked again.
 */
export interface LocaleWork {
  locale: string;
  pages: number;
  rendered: number;
  compiled: number;
  linksRechecked: number;
}

type Engine = typeof import('./build-engine.js');
type Builder = Awaited<ReturnType<Engine['SiteBuilder']['create']>>;
type Output = InstanceType<Engine['OutputSwap']>;

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  const step = stepper(options.onProgress ?? (() => {}), timings);
  const siteDir = resolve(options.siteDir);
  const stamps: StampMemo = new Map();
  const upToDate = () => upToDateResult(options, siteDir, stamps, () => ({ durationMs: Math.round(performance.now() - started), timings }));

  const before = await step('check', upToDate);
  if (before) return before;
  // The engine is loaded only when there is something to build.
  const engine = await import('./build-engine.js');
  const builder = await step('config', () =>
    engine.SiteBuilder.create({
      siteDir,
      mode: 'build',
      cache: options.cache,
      jobs: options.jobs,
      onProgress: options.onProgress,
      locale: options.locale,
      untrustedContent: options.untrustedContent,
    }),
  );
  try {
    const outDir = resolve(siteDir, options.outDir ?? builder.config.outDir);
    const lock = await step('lock', () => {
      engine.checkOutputFolder({ siteDir, outDir, config: builder.config, option: options.outDir });
      return engine.lockOutput(outDir, { onNotice: options.onNotice });
    });
    try {
      const ownership = await step('recover', () => recover(engine, builder, outDir, options));
      // Another build finished while this one waited: it may have built just this.
      const after = lock.waited ? await step('check', upToDate) : undefined;
      if (after) return after;
      const result = await buildUnderLock({ engine, builder, options, siteDir, outDir, step, stamps, keepSpare: !ownership.replacesForeignOutput });
      return {
        ...result,
        durationMs: Math.round(performance.now() - started),
        // The run's own phases instead of the step that holds them.
        timings: { ...Object.fromEntries(Object.entries(timings).filter(([name]) => name !== 'run')), ...result.timings },
      };
    } finally {
      lock.release();
    }
  } finally {
    await builder.close();
  }
}

/** The result of a build that found nothing changed since the last one, if it is so. */
async function upToDateResult(
  options: BuildOptions,
  siteDir: string,
  stamps: StampMemo,
  took: () => Pick<BuildResult, 'durationMs' | 'timings'>,
): Promise<BuildResult | undefined> {
  // One locale's build is never taken as the whole site's, nor the whole site's as one locale's.
  const cached = options.cache !== false;
  const unchanged =
    cached && options.locale === undefined && !options.untrustedContent ? await unchangedSinceLastBuild(siteDir, options.outDir, stamps) : undefined;
  if (!unchanged) return undefined;
  return {
    outDir: unchanged.outDirPath,
    routes: [],
    pages: unchanged.pages,
    rendered: 0,
    bytes: unchanged.bytes,
    ...took(),
    warnings: unchanged.warnings,
    cache: { hits: 0, misses: 0 },
    upToDate: true,
    markdownAsMdx: unchanged.markdownAsMdx ?? [],
  };
}

/** A swap a killed build left half done is repaired; an output folder mysite did not write is refused, or with `--force` replaced. */
function recover(engine: Engine, builder: Builder, outDir: string, options: BuildOptions) {
  const recovered = engine.recoverInterruptedSwap(outDir);
  if (recovered) options.onNotice?.(recovered);
  const setting = engine.outputSetting(options.outDir, builder.config.outDir);
  const ownership = engine.checkOwnership({ outDir, spareDir: engine.spareFolderOf(outDir), force: options.force === true, setting });
  for (const notice of ownership.notices) options.onNotice?.(notice);
  return ownership;
}

interface LockedBuild {
  engine: Engine;
  builder: Builder;
  options: BuildOptions;
  siteDir: string;
  outDir: string;
  step: ReturnType<typeof stepper>;
  stamps: StampMemo;
  /** Keep the old output as the next build's spare (not when it replaces files mysite did not write). */
  keepSpare: boolean;
}

/** Run, commit, save: the build once it holds the output folder. */
async function buildUnderLock(b: LockedBuild): Promise<Omit<BuildResult, 'durationMs'>> {
  const { engine, builder, options, siteDir, outDir, step } = b;
  const { config } = builder;
  const cached = options.cache !== false;
  const globs = builder.inputGlobs();
  const configFiles = builder.loadedConfig.files.map((file) => siteRelative(siteDir, file));
  // Taken before anything is read, so an edit made during the build makes the next one build again.
  const stamp = cached ? await inputStamp(siteDir, globs, configFiles, siteRelative(siteDir, outDir), b.stamps) : '';
  const generations = builder.cache.pageRecords ? engine.loadGenerations(builder.cache.pageRecords) : undefined;
  const previous = generations && engine.generationIn(outDir, generations);
  const output = new engine.OutputSwap(outDir, generations);
  const shownOutDir = options.outDir ?? config.outDir;
  const built = await step('run', () => runLocales(b, output, shownOutDir, previous));
  const { run, locales, onlyOther } = built;
  const { generation, files } = outputRecord(engine, builder, output, built);
  await step('commit', () =>
    engine.commitOutput({ output, run: { ...run, files }, generation, staticFiles: built.staticFiles, keepSpare: cached && b.keepSpare }),
  );
  // The site's plugins add their files to the published site, before its files are recorded.
  await step('post-build', async () => {
    if (!onlyOther) await builder.postBuild(outDir, run.routes);
    for (const locale of locales) if (locale.builder !== builder) await locale.builder.postBuild(join(outDir, locale.prefix), locale.run.routes);
  });
  const bytes = output.bytes + run.carriedBytes;
  const others = locales.filter((l) => l.builder !== builder);
  for (const locale of others) locale.builder.saveCache();
  const pages = run.routes.length + others.reduce((n, l) => n + l.run.routes.length, 0);
  // A fallback page's warning comes once, naming the locales that show it, not once per locale.
  const byLocale = [
    { locale: builder.view?.locale.name ?? '', diagnostics: run.warnings },
    ...others.map((l) => ({ locale: l.builder.view!.locale.name, diagnostics: l.run.warnings })),
  ];
  const warnings = engine.distinctDiagnostics([...engine.acrossLocales(byLocale), ...built.localeWarnings]);
  const markdownAsMdx = markdownAsMdxFiles([run.routes, ...others.map((l) => l.run.routes)]);
  const unsaved = await step('save', () =>
    engine.saveState({
      builder,
      config,
      siteDir,
      outDir,
      outDirOption: options.outDir,
      output,
      run,
      generation,
      previous,
      stamp,
      globs,
      configFiles,
      bytes,
      pages,
      warnings,
      markdownAsMdx,
      recordLastBuild: options.locale === undefined,
      linkSites: [
        ...(onlyOther ? [] : [{ prefix: '', routes: run.routes, baseUrl: config.baseUrl }]),
        ...locales.map((l) => ({ prefix: l.prefix, routes: l.run.routes, baseUrl: l.builder.config.baseUrl })),
      ],
    }),
  );
  return {
    config,
    outDir,
    routes: run.routes,
    pages,
    rendered: run.rendered + others.reduce((n, l) => n + l.run.rendered, 0),
    bytes,
    timings: run.timings,
    warnings: [...warnings, ...unsaved],
    cache: builder.cacheStats,
    upToDate: false,
    markdownAsMdx,
    ...(builder.view ? { locales: [builder, ...others.map((l) => l.builder)].map((b, i) => localeWork(b, i === 0 ? run : others[i - 1]!.run)) } : {}),
  };
}

function localeWork(builder: Builder, run: Awaited<ReturnType<Builder['run']>>): LocaleWork {
  const { rendered, linksRechecked } = run;
  return { locale: builder.view!.locale.name, pages: run.routes.length, rendered, compiled: builder.compiledFiles, linksRechecked };
}

interface BuiltLocales {
  run: Awaited<ReturnType<Builder['run']>>;
  staticFiles: string[];
  locales: Awaited<ReturnType<Engine['buildOtherLocales']>>;
  localeWarnings: Awaited<ReturnType<Engine['checkLocaleLinks']>>;
  /** `--locale` of another locale than the default: that locale alone, into its folder. */
  onlyOther: boolean;
}

/** The builder's run into the spare folder, then the other locales' (or only the one `--locale` names); the spare is discarded if one fails. */
async function runLocales(b: LockedBuild, output: Output, shownOutDir: string, previous: Parameters<Engine['defaultLocalePart']>[0]): Promise<BuiltLocales> {
  const { engine, builder, options, siteDir } = b;
  const onlyOther = Boolean(builder.view && !builder.view.locale.isDefault);
  try {
    if (onlyOther) {
      const only = await engine.buildLocale(builder, output, shownOutDir, previous);
      await builder.close();
      return { run: only.run, staticFiles: [], locales: [only], localeWarnings: [], onlyOther };
    }
    const staticFiles = output.copyFolder(join(siteDir, builder.config.staticDir));
    const run = await builder.run(output, undefined, { outDirName: shownOutDir, previous: engine.defaultLocalePart(previous) });
    const locales = options.locale === undefined ? await engine.buildOtherLocales(builder, output, shownOutDir, previous) : [];
    const localeWarnings = engine.checkLocaleLinks({ builder, run, staticFiles }, locales, shownOutDir);
    // The threads are not needed past the run: their memory goes before the swap.
    await builder.close();
    return { run, staticFiles, locales, localeWarnings, onlyOther };
  } catch (error) {
    await output.discard();
    throw error;
  }
}

/** What the output holds once committed: its record (every locale's pages and files) and its file list; a translated site's output says which locales it holds, for check-links. */
function outputRecord(engine: Engine, builder: Builder, output: Output, { run, staticFiles, locales, onlyOther }: BuiltLocales) {
  const view = builder.view;
  const built = view && new Set([...(onlyOther ? [] : [view.locale.name]), ...locales.map((l) => l.builder.view!.locale.name)]);
  const localesFile = view && engine.outputLocalesFile(view.locales, built!);
  if (localesFile) output.write(localesFile);
  const own = onlyOther ? { buildId: '', pages: new Map(), files: [], filesKey: '' } : builder.generation(staticFiles);
  const withLocales = engine.withLocales(own, locales);
  const generation = { ...withLocales, files: localesFile ? [...withLocales.files, localesFile.path] : withLocales.files, hashes: output.hashes };
  const files = new Set([...(onlyOther ? [] : run.files), ...locales.flatMap((l) => l.files), ...(localesFile ? [localesFile.path] : [])]);
  return { generation, files };
}
