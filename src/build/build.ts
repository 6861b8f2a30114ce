/**
 * `mysite build`: one full run of the SiteBuilder, written into a staging
 * folder and swapped into dist/ only when the run succeeded, so a failed
 * build never touches the last good site.
 */
import { join, resolve } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostic } from '../core/diagnostics.js';
import type { Route } from '../core/types.js';
import { inputStamp, unchangedSinceLastBuild, withThemeFiles, writeLastBuild } from './up-to-date.js';

export interface BuildOptions {
  siteDir: string;
  /** Overrides `outDir` from the config. */
  outDir?: string;
  /** Reuse compiled Markdown from earlier builds. @default true */
  cache?: boolean;
  /** Threads compiling pages. @default the number of cores */
  jobs?: number;
  onProgress?: (phase: string, done?: number, total?: number) => void;
}

export interface BuildResult {
  /** Not loaded when the build was up to date. */
  config?: SiteConfig;
  outDir: string;
  routes: Route[];
  pages: number;
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
  const unchanged = cached ? await unchangedSinceLastBuild(resolve(options.siteDir), options.outDir) : undefined;
  if (unchanged) {
    const ms = Math.round(performance.now() - started);
    return { outDir: unchanged.outDir, routes: [], pages: unchanged.pages, bytes: unchanged.bytes, durationMs: ms, timings: { check: ms }, warnings: [], cache: { hits: 0, misses: 0 }, upToDate: true };
  }
  // The engine is loaded only when there is something to build.
  const [{ SiteBuilder }, { OutputSwap }, { saveLinkSources }, { generationIn, loadGenerations, saveGenerations }] = await Promise.all([
    import('./site-builder.js'),
    import('./output-swap.js'),
    import('../links/link-sources.js'),
    import('./page-records.js'),
  ]);
  const t = performance.now();
  const builder = await SiteBuilder.create({ siteDir: options.siteDir, mode: 'build', cache: options.cache, jobs: options.jobs, onProgress: options.onProgress });
  const configMs = Math.round(performance.now() - t);
  const { config, siteDir } = builder;
  const outDir = resolve(siteDir, options.outDir ?? config.outDir);
  const globs = builder.inputGlobs();
  // Taken before anything is read, so an edit made during the build makes the next one build again.
  const stamp = cached ? await inputStamp(siteDir, globs, builder.configFiles, outDir) : '';
  const generations = cached ? loadGenerations(builder.generationsFile) : undefined;
  const live = generations && generationIn(outDir, generations);
  const output = new OutputSwap(outDir, generations);
  try {
    const staticFiles = output.copyFolder(join(siteDir, config.staticDir));
    builder.assumePrevious(live);
    const result = await builder.run(output, undefined, options.outDir ?? config.outDir).finally(() => builder.close());
    options.onProgress?.('write');
    const w = performance.now();
    const generation = builder.generation(staticFiles);
    const keep = new Set([...staticFiles, ...builder.outputFiles]);
    await output.commit(keep, generation.buildId, cached);
    const bytes = output.bytes + result.carriedBytes;
    if (cached) {
      saveGenerations(builder.generationsFile, live ? [generation, live] : [generation]);
      // Warnings must be seen again on the next build, so a build that had some is never "up to date".
      if (result.warnings.length === 0) {
        const themeFiles = [...builder.themeInputs];
        const fullStamp = withThemeFiles(stamp, siteDir, themeFiles);
        writeLastBuild(builder.cacheDir, { outDir, outDirOption: options.outDir, buildId: generation.buildId, stamp: fullStamp, pages: result.routes.length, bytes, globs, configFiles: builder.configFiles, themeFiles });
      }
    }
    builder.saveCache();
    saveLinkSources(builder.cacheDir, outDir, result.routes, config.baseUrl);
    return {
      config,
      outDir,
      routes: result.routes,
      pages: result.routes.length,
      bytes,
      durationMs: Math.round(performance.now() - started),
      timings: { config: configMs, ...result.timings, finish: Math.round(performance.now() - w) },
      warnings: result.warnings,
      cache: builder.cacheStats,
      upToDate: false,
    };
  } catch (error) {
    await output.discard();
    throw error;
  }
}
