/**
 * `mysite build`, as named steps, each timed by the helper that times the
 * builder's phases (steps.ts):
 *
 *   check    nothing changed since the last build: done (up-to-date.ts)
 *   config   load the config and make the builder
 *   lock     one build at a time writes the output folder (output-lock.ts)
 *   recover  repair a swap a killed build left half done; refuse a folder mysite did not write
 *   run      the builder's run, into the spare folder (site-builder.ts)
 *   commit   the spare swapped into the output folder (write-output.ts)
 *   save     what the next build starts from (write-output.ts)
 *
 * A failure before commit leaves the output folder as it was.
 */
import { join, resolve } from 'node:path';
import type { SiteConfig } from '../../config/schema.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import type { Route } from '../../core/types.js';
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
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  const step = stepper(options.onProgress ?? (() => {}), timings);
  const siteDir = resolve(options.siteDir);
  const cached = options.cache !== false;
  const stamps: StampMemo = new Map();
  const upToDate = async (): Promise<BuildResult | undefined> => {
    // One locale's build is never taken as the whole site's, nor the whole site's as one locale's.
    const unchanged = cached && options.locale === undefined ? await unchangedSinceLastBuild(siteDir, options.outDir, stamps) : undefined;
    if (!unchanged) return undefined;
    return {
      outDir: unchanged.outDirPath,
      routes: [],
      pages: unchanged.pages,
      rendered: 0,
      bytes: unchanged.bytes,
      durationMs: Math.round(performance.now() - started),
      timings,
      warnings: unchanged.warnings,
      cache: { hits: 0, misses: 0 },
      upToDate: true,
    };
  };

  const before = await step('check', upToDate);
  if (before) return before;
  // The engine is loaded only when there is something to build.
  const engine = await import('./build-engine.js');
  const builder = await step('config', () =>
    engine.SiteBuilder.create({ siteDir, mode: 'build', cache: options.cache, jobs: options.jobs, onProgress: options.onProgress, locale: options.locale }),
  );
  try {
    const { config } = builder;
    const outDir = resolve(siteDir, options.outDir ?? config.outDir);
    const lock = await step('lock', () => {
      engine.checkOutputFolder({ siteDir, outDir, config, option: options.outDir });
      return engine.lockOutput(outDir, { onNotice: options.onNotice });
    });
    try {
      const ownership = await step('recover', () => {
        const recovered = engine.recoverInterruptedSwap(outDir);
        if (recovered) options.onNotice?.(recovered);
        const setting = engine.outputSetting(options.outDir, config.outDir);
        return engine.checkOwnership({ outDir, spareDir: engine.spareFolderOf(outDir), force: options.force === true, setting });
      });
      for (const notice of ownership.notices) options.onNotice?.(notice);
      // Another build finished while this one waited: it may have built just this.
      const after = lock.waited ? await step('check', upToDate) : undefined;
      if (after) return after;

      const globs = builder.inputGlobs();
      const configFiles = builder.loadedConfig.files.map((file) => siteRelative(siteDir, file));
      const outDirName = siteRelative(siteDir, outDir);
      // Taken before anything is read, so an edit made during the build makes the next one build again.
      const stamp = cached ? await inputStamp(siteDir, globs, configFiles, outDirName, stamps) : '';
      const generations = builder.cache.pageRecords ? engine.loadGenerations(builder.cache.pageRecords) : undefined;
      const previous = generations && engine.generationIn(outDir, generations);
      const output = new engine.OutputSwap(outDir, generations);

      const shownOutDir = options.outDir ?? config.outDir;
      // `--locale` of another locale than the default: that locale alone, into its folder.
      const onlyOther = builder.view && !builder.view.locale.isDefault;
      const { run, staticFiles, locales, localeWarnings } = await step('run', async () => {
        try {
          if (onlyOther) {
            const only = await engine.buildLocale(builder, output, shownOutDir);
            await builder.close();
            return { run: only.run, staticFiles: [], locales: [only], localeWarnings: [] };
          }
          const staticFiles = output.copyFolder(join(siteDir, config.staticDir));
          const run = await builder.run(output, undefined, { outDirName: shownOutDir, previous: engine.defaultLocalePart(previous) });
          const locales = options.locale === undefined ? await engine.buildOtherLocales(builder, output, shownOutDir) : [];
          const localeWarnings = engine.checkLocaleLinks({ builder, run, staticFiles }, locales, shownOutDir);
          // The threads are not needed past the run: their memory goes before the swap.
          await builder.close();
          return { run, staticFiles, locales, localeWarnings };
        } catch (error) {
          await output.discard();
          throw error;
        }
      });
      // A translated site's output says which locales it holds, for check-links.
      const view = builder.view;
      const built = view && new Set([...(onlyOther ? [] : [view.locale.name]), ...locales.map((l) => l.builder.view!.locale.name)]);
      const localesFile = view && engine.outputLocalesFile(view.locales, built!);
      if (localesFile) output.write(localesFile);
      const own = onlyOther ? { buildId: '', pages: new Map(), files: [], filesKey: '' } : builder.generation(staticFiles);
      const withLocales = engine.withLocales(own, locales);
      const generation = { ...withLocales, files: localesFile ? [...withLocales.files, localesFile.path] : withLocales.files, hashes: output.hashes };
      const files = new Set([...(onlyOther ? [] : run.files), ...locales.flatMap((l) => l.files), ...(localesFile ? [localesFile.path] : [])]);
      await step('commit', () =>
        engine.commitOutput({ output, run: { ...run, files }, generation, staticFiles, keepSpare: cached && !ownership.replacesForeignOutput }),
      );
      // The site's plugins add their files to the published site, before its files are recorded.
      await step('post-build', async () => {
        if (!onlyOther) await builder.postBuild(outDir, run.routes);
        for (const locale of locales) if (locale.builder !== builder) await locale.builder.postBuild(join(outDir, locale.prefix), locale.run.routes);
      });
      const bytes = output.bytes + run.carriedBytes;
      for (const locale of locales) if (locale.builder !== builder) locale.builder.saveCache();
      const others = locales.filter((l) => l.builder !== builder).map((l) => l.run);
      const pages = run.routes.length + others.reduce((n, r) => n + r.routes.length, 0);
      // A fallback page's warning comes once, naming the locales that show it, not once per locale.
      const byLocale = [
        { locale: view?.locale.name ?? '', diagnostics: run.warnings },
        ...locales.filter((l) => l.builder !== builder).map((l) => ({ locale: l.builder.view!.locale.name, diagnostics: l.run.warnings })),
      ];
      const warnings = engine.distinctDiagnostics([...engine.acrossLocales(byLocale), ...localeWarnings]);
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
        rendered: run.rendered + others.reduce((n, r) => n + r.rendered, 0),
        bytes,
        durationMs: Math.round(performance.now() - started),
        // The run's own phases instead of the step that holds them.
        timings: { ...Object.fromEntries(Object.entries(timings).filter(([name]) => name !== 'run')), ...run.timings },
        warnings: [...warnings, ...unsaved],
        cache: builder.cacheStats,
        upToDate: false,
      };
    } finally {
      lock.release();
    }
  } finally {
    await builder.close();
  }
}
