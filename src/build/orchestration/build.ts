/**
 * `mysite build`: one full run of the SiteBuilder, written into a staging
 * folder and swapped into dist/ only when the run succeeded, so a failed
 * build never touches the last good site.
 */
import { join, resolve } from 'node:path';
import type { SiteConfig } from '../../config/schema.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import type { Route } from '../../core/types.js';
import { inputStamp, siteRelative, unchangedSinceLastBuild, withInputFiles, writeLastBuild, type StampMemo } from '../cache/up-to-date.js';
import { readManifest } from '../output/output-manifest.js';
import { fileSystemDiagnostic } from '../../core/file-system-errors.js';

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
  const cached = options.cache !== false;
  const siteDir = resolve(options.siteDir);
  const stamps: StampMemo = new Map();
  const upToDate = async () => {
    const unchanged = cached ? await unchangedSinceLastBuild(siteDir, options.outDir, stamps) : undefined;
    if (!unchanged) return undefined;
    const ms = Math.round(performance.now() - started);
    return {
      outDir: unchanged.outDirPath,
      routes: [],
      pages: unchanged.pages,
      rendered: 0,
      bytes: unchanged.bytes,
      durationMs: ms,
      timings: { check: ms },
      warnings: unchanged.warnings,
      cache: { hits: 0, misses: 0 },
      upToDate: true,
    };
  };
  const before = await upToDate();
  if (before) return before;
  // The engine is loaded only when there is something to build.
  const [
    { SiteBuilder },
    { OutputSwap, recoverInterruptedSwap, spareFolderOf },
    { saveLinkSources },
    { generationIn, loadGenerations, saveGenerations },
    { lockOutput },
    { checkOutputFolder, outputSetting },
    { checkOwnership },
  ] = await Promise.all([
    import('./site-builder.js'),
    import('../output/output-swap.js'),
    import('../../links/link-sources.js'),
    import('../output/page-records.js'),
    import('../output/output-lock.js'),
    import('../output/output-folder.js'),
    import('../output/output-mark.js'),
  ]);
  const t = performance.now();
  const builder = await SiteBuilder.create({ siteDir, mode: 'build', cache: options.cache, jobs: options.jobs, onProgress: options.onProgress });
  const configMs = Math.round(performance.now() - t);
  const { config } = builder;
  const outDir = resolve(siteDir, options.outDir ?? config.outDir);
  const lock = await Promise.resolve()
    .then(() => checkOutputFolder({ siteDir, outDir, config, option: options.outDir }))
    .then(() => lockOutput(outDir, { onNotice: options.onNotice }))
    .catch(async (error: unknown) => {
      await builder.close();
      throw error;
    });
  try {
    const recovered = recoverInterruptedSwap(outDir);
    if (recovered) options.onNotice?.(recovered);
    // Another build finished while this one waited: it may have built just this.
    const after = lock.waited ? await upToDate() : undefined;
    if (after) {
      await builder.close();
      return after;
    }
    const ownership = await Promise.resolve()
      .then(() =>
        checkOwnership({ outDir, spareDir: spareFolderOf(outDir), force: options.force === true, setting: outputSetting(options.outDir, config.outDir) }),
      )
      .catch(async (error: unknown) => {
        await builder.close();
        throw error;
      });
    for (const notice of ownership.notices) options.onNotice?.(notice);
    return await buildLocked(!ownership.replacesForeignOutput);
  } finally {
    lock.release();
  }

  /** `ownOutput`: the output folder is mysite's (or absent), so it may become the spare. */
  async function buildLocked(ownOutput: boolean): Promise<BuildResult> {
    const globs = builder.inputGlobs();
    const configFiles = builder.loadedConfig.files.map((file) => siteRelative(siteDir, file));
    const outDirName = siteRelative(siteDir, outDir);
    // Taken before anything is read, so an edit made during the build makes the next one build again.
    const stamp = cached ? await inputStamp(siteDir, globs, configFiles, outDirName, stamps) : '';
    const { cache } = builder;
    const generations = cache.pageRecords ? loadGenerations(cache.pageRecords) : undefined;
    const live = generations && generationIn(outDir, generations);
    const output = new OutputSwap(outDir, generations);
    let run: Awaited<ReturnType<typeof builder.run>>;
    let generation: ReturnType<typeof builder.generation>;
    try {
      const staticFiles = output.copyFolder(join(siteDir, config.staticDir));
      run = await builder.run(output, undefined, { outDirName: options.outDir ?? config.outDir, previous: live }).finally(() => builder.close());
      options.onProgress?.('write');
      generation = { ...builder.generation(staticFiles), hashes: output.hashes };
      await output.commit(new Set([...staticFiles, ...run.files]), generation.buildId, cached && ownOutput);
    } catch (error) {
      await output.discard();
      throw error;
    }
    const w = performance.now();
    const bytes = output.bytes + run.carriedBytes;
    const warnings = [...run.warnings];
    // The new output is in place: a cache that cannot be saved (a full disk) costs only speed next time.
    try {
      if (cache.pageRecords) {
        // What the output folder holds now, so the next build trusts exactly these files.
        generation.manifest = readManifest(outDir, output.recorded);
        saveGenerations(cache.pageRecords, live ? [generation, live] : [generation]);
        // Warnings are kept with the stamp: the next build, finding nothing changed, shows them again.
        if (builder.loadedConfig.compiledFile) {
          const inputFiles = [...builder.inputFiles];
          writeLastBuild(cache, {
            identity: cache.identity,
            outDir: outDirName,
            outDirOption: options.outDir,
            buildId: generation.buildId,
            stamp: withInputFiles(stamp, siteDir, inputFiles),
            outputPaths: [...generation.manifest.keys()],
            outputEntries: [...generation.manifest.values()],
            configValue: builder.loadedConfig.valueHash,
            configModule: builder.loadedConfig.compiledFile,
            baseUrl: config.baseUrl,
            pages: run.routes.length,
            bytes,
            globs,
            configFiles,
            inputFiles,
            warnings,
          });
        }
      }
      builder.saveCache();
      saveLinkSources(cache.linkSources, outDir, run.routes, config.baseUrl);
    } catch (error) {
      const problem = fileSystemDiagnostic(error);
      if (!problem) throw error;
      warnings.push({ ...problem, severity: 'warning', message: `The cache could not be saved (the site was built): ${problem.message}` });
    }
    return {
      config,
      outDir,
      routes: run.routes,
      pages: run.routes.length,
      rendered: run.rendered,
      bytes,
      durationMs: Math.round(performance.now() - started),
      timings: { config: configMs, ...run.timings, finish: Math.round(performance.now() - w) },
      warnings,
      cache: builder.cacheStats,
      upToDate: false,
    };
  }
}
