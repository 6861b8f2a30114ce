/**
 * `mysite build`: one full run of the SiteBuilder, written into a staging
 * folder and swapped into dist/ only when the run succeeded, so a failed
 * build never touches the last good site.
 */
import { join, resolve } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostic } from '../core/diagnostics.js';
import type { Route } from '../core/types.js';
import { folderSize } from './folder-size.js';
import { SiteBuilder } from './site-builder.js';
import { StagingDir } from './write-dist.js';
import { saveLinkSources } from '../links/link-sources.js';

export interface BuildOptions {
  siteDir: string;
  /** Overrides `outDir` from the config. */
  outDir?: string;
  /** Reuse compiled Markdown from earlier builds. @default true */
  cache?: boolean;
  onProgress?: (phase: string, done?: number, total?: number) => void;
}

export interface BuildResult {
  config: SiteConfig;
  outDir: string;
  routes: Route[];
  pages: number;
  bytes: number;
  durationMs: number;
  timings: Record<string, number>;
  warnings: Diagnostic[];
  cache: { hits: number; misses: number };
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const t = performance.now();
  const builder = await SiteBuilder.create({ siteDir: options.siteDir, mode: 'build', cache: options.cache, onProgress: options.onProgress });
  const configMs = Math.round(performance.now() - t);
  const { config, siteDir } = builder;
  const outDir = resolve(siteDir, options.outDir ?? config.outDir);
  const result = await builder.run(undefined, options.outDir ?? config.outDir);
  const staging = new StagingDir(outDir);
  try {
    options.onProgress?.('write');
    const w = performance.now();
    staging.copyFolder(join(siteDir, config.staticDir));
    for (const [path, contents] of builder.output) staging.write({ path, contents });
    const bytes = folderSize(staging.path);
    staging.commit();
    builder.saveCache();
    saveLinkSources(builder.cacheDir, outDir, result.routes, config.baseUrl);
    return {
      config,
      outDir,
      routes: result.routes,
      pages: result.routes.length,
      bytes,
      durationMs: Math.round(performance.now() - started),
      timings: { config: configMs, ...result.timings, write: Math.round(performance.now() - w) },
      warnings: result.warnings,
      cache: builder.cacheStats,
    };
  } catch (error) {
    staging.discard();
    throw error;
  }
}
