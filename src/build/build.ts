/**
 * `mysite build`: a list of named, timed phases, one call each.
 *
 *   config → sources (‖ theme bundles) → resolve refs → render → check links → swap into dist/
 *
 * Any error diagnostic stops the build before the swap, so dist/ keeps the
 * last good site.
 */
import { join, resolve } from 'node:path';
import { loadConfig } from '../config/load.js';
import type { SiteConfig } from '../config/schema.js';
import { Diagnostics, type Diagnostic } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';
import type { BuildContext, ContentSource, OutputFile, Route } from '../core/types.js';
import { runSources } from '../content/run-sources.js';
import { docsSource } from '../content/sources/docs.js';
import { findPages, pageLayouts, pagesSource, type PageFile } from '../content/sources/pages.js';
import { CompileCache } from '../markdown/cache.js';
import { MarkdownCompiler } from '../markdown/compiler.js';
import { bundleClient, bundleServer } from './bundle-theme.js';
import { pipelineFingerprint } from './fingerprint.js';
import { renderRoutes } from './render-routes.js';
import { resolveContentRefs } from './resolve-refs.js';
import { checkBuiltLinks } from './check-built-links.js';
import { StagingDir } from './write-dist.js';
import { folderSize } from './folder-size.js';

export interface BuildOptions {
  siteDir: string;
  /** Overrides `outDir` from the config. */
  outDir?: string;
  mode?: 'build' | 'serve';
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

export const NOT_FOUND_PATH = '/404';

export function createSources(config: SiteConfig, pages: PageFile[]): ContentSource[] {
  return [docsSource(config.docs), pagesSource(pages, config.pagesPath)];
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const diagnostics = new Diagnostics();
  try {
    return await runBuild(options, diagnostics);
  } catch (error) {
    // Report the warnings collected so far along with the error that stopped the build.
    if (error instanceof MysiteError) {
      const extra = diagnostics.items.filter((d) => !error.diagnostics.includes(d));
      throw new MysiteError([...extra, ...error.diagnostics], { cause: error });
    }
    throw error;
  }
}

async function runBuild(options: BuildOptions, diagnostics: Diagnostics): Promise<BuildResult> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  const progress = options.onProgress ?? (() => {});
  const phase = async <T>(name: string, fn: () => Promise<T> | T): Promise<T> => {
    progress(name);
    const t = performance.now();
    try {
      return await fn();
    } finally {
      timings[name] = Math.round(performance.now() - t);
    }
  };

  const { config, siteDir } = await phase('config', () => loadConfig(options.siteDir));
  const outDir = resolve(siteDir, options.outDir ?? config.outDir);
  const cacheDir = join(siteDir, '.mysite-cache');
  const cache = options.cache === false ? CompileCache.memory() : CompileCache.load(cacheDir, pipelineFingerprint());
  const ctx: BuildContext = { config, siteDir, mode: options.mode ?? 'build', diagnostics, markdown: new MarkdownCompiler(siteDir, cache) };
  const pages = await findPages(siteDir, config.pagesPath);
  const themeInput = { config, siteDir, pageLayouts: pageLayouts(pages), cacheDir };

  const [loaded, server, client] = await Promise.all([
    phase('content', () => runSources(ctx, createSources(config, pages))),
    phase('server bundle', () => bundleServer(themeInput)),
    phase('client bundle', () => bundleClient(themeInput)),
  ]);
  const routes: Route[] = [
    ...loaded.routes,
    { path: NOT_FOUND_PATH, layout: 'notFound', head: { title: 'Page Not Found', noindex: true }, data: {}, sitemap: false },
  ];
  const images = await phase('resolve', () => resolveContentRefs({ routes, config, siteDir, diagnostics }));
  failOnErrors(diagnostics);

  const rendered = await phase('render', () =>
    renderRoutes({ routes, sidebars: loaded.sidebars, config, server, client, onProgress: (done, total) => progress('render', done, total) }),
  );

  const staging = new StagingDir(outDir);
  try {
    await phase('write', () => {
      staging.copyFolder(join(siteDir, config.staticDir));
      const files: OutputFile[] = [...client.files, ...images, ...loaded.files, ...rendered.files];
      for (const file of files) staging.write(file);
    });
    await phase('links', () => checkBuiltLinks({ routes, rendered: rendered.pages, config, outDir: staging.path, diagnostics }));
    failOnErrors(diagnostics);
    const bytes = folderSize(staging.path);
    staging.commit();
    cache.save();
    return {
      config,
      outDir,
      routes,
      pages: rendered.pages.length,
      bytes,
      durationMs: Math.round(performance.now() - started),
      timings,
      warnings: diagnostics.warnings,
      cache: { hits: cache.hits, misses: cache.misses },
    };
  } catch (error) {
    staging.discard();
    throw error;
  }
}

function failOnErrors(diagnostics: Diagnostics): void {
  if (diagnostics.hasErrors()) throw new MysiteError(diagnostics.items);
}
