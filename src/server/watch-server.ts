/**
 * `mysite serve --watch`: builds the site in memory, serves it, watches the
 * sources with chokidar and rebuilds what a change affects. Open browsers
 * reload over server-sent events; a failed build shows as an overlay in the
 * browser (and through the reporter) while the last good site keeps being
 * served, until the next good save clears it. Nothing a site's files do
 * stops the loop: a content, config or React error, even a bug in mysite,
 * is shown and the server waits for the next save. When the last
 * `mysite build` is up to date, its output is served at once; once requests
 * pause (or a page that build lacks asks for it), the watcher scans the
 * sources and then the first run builds. The states and their order are
 * `BuildLoop`'s; the runs are `WatchRuns`'.
 */
import picomatch from 'picomatch';
import { join, resolve } from 'node:path';
import type { SiteBuilder } from '../builder/orchestration/site-builder.js';
import { lastBuildOutput, MemoryTarget, type LastOutput } from '../builder/output/output-target.js';
import { unchangedSinceLastBuild } from '../builder/cache/up-to-date.js';
import { CONFIG_FILE } from '../config/load.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';
import { collectGarbage, limitHeapGrowth } from '../core/heap-growth.js';
import { routeDataFile, routeOutputFile } from '../core/urls.js';
import { BuildLoop, type LoopRuns } from './build-loop.js';
import { FirstRun } from './first-run.js';
import { listen } from './listen.js';
import { LiveReload } from './live-reload.js';
import { ServedFiles } from './served-files.js';
import { SourceWatcher } from './source-watcher.js';
import { createStaticServer } from './static-server.js';
import { silentReporter, type WatchReporter } from './watch-reporter.js';

export interface WatchOptions {
  siteDir: string;
  port: number;
  host: string;
  /** Where the runs' outcome goes (the CLI prints it); silent when absent. */
  reporter?: WatchReporter;
  /** The one locale of a translated site to build and serve (at its base URL). @default the default locale */
  locale?: string;
}

export interface WatchServer {
  url: string;
  close(): Promise<void>;
}

export async function createWatchServer(options: WatchOptions): Promise<WatchServer> {
  const siteDir = resolve(options.siteDir);
  // The output of the last `mysite build`, when nothing changed since: served until a run has built the
  // site (the first run takes its unchanged pages), so the first page waits neither for that run nor for
  // the engine, which the run loads.
  // One locale than the default is not what `mysite build` left in the output folder.
  const lastBuild = options.locale === undefined ? await unchangedSinceLastBuild(siteDir, undefined) : undefined;
  const newBuilder = () => makeBuilder(siteDir, options.locale);
  const builder = lastBuild ? undefined : await newBuilder();
  const files = new ServedFiles(lastBuild?.outDirPath);
  const baseUrl = lastBuild ? lastBuild.baseUrl : builder!.config.baseUrl;
  const trailingSlash = lastBuild ? (lastBuild.trailingSlash ?? false) : builder!.config.trailingSlash;
  const live = new LiveReload(baseUrl);
  const runs = new WatchRuns(siteDir, builder, newBuilder, files, live, options.reporter ?? silentReporter, (file) => loop.changed(file));
  const firstRun = new FirstRun(() => loop.firstRun());

  // The port first: a busy port fails at once, before any work and with nothing left running.
  const server = createStaticServer({
    files,
    baseUrl,
    trailingSlash,
    extra: (req, res) => {
      if (live.handle(req, res)) return true;
      if (files.servingLastBuild) firstRun.answering(res);
      return false;
    },
    transformHtml: (html) => live.inject(html),
    // A page the last build does not have (a draft: builds leave them out) may come with the first run.
    pending: () => (files.servingLastBuild ? firstRun.start() : undefined),
  });
  // A run renders on this thread and can hold it for seconds. Node closes a kept-alive connection once it
  // was idle for keepAliveTimeout (5 s), and its timers run before it reads the sockets: a request that
  // came on the connection while the thread was held is then answered by a reset (the connection is
  // destroyed with the request unread). So the server leaves idle connections to the client; close()
  // ends them all.
  server.keepAliveTimeout = 0;
  const url = await listen(server, options.port, options.host).catch(async (error: unknown) => {
    await builder?.close();
    throw error;
  });

  const loop = new BuildLoop(runs, lastBuild !== undefined);
  if (lastBuild) firstRun.startWhenIdle();
  // The watcher scans the sources while the first run builds.
  else await Promise.all([loop.firstRun(), runs.watcher().ready]);

  return {
    url,
    async close() {
      firstRun.cancel();
      live.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await loop.stop();
      await runs.close();
    },
  };
}

function makeBuilder(siteDir: string, locale: string | undefined): Promise<SiteBuilder> {
  return import('../builder/orchestration/site-builder.js').then(({ SiteBuilder }) => SiteBuilder.create({ siteDir, mode: 'serve', locale }));
}

/** A failure that is not the author's: shown like any other, so the server keeps running. */
function internalError(error: unknown): Diagnostic {
  return {
    severity: 'error',
    code: 'internal',
    message: `Internal error (a bug in mysite, please report it): ${(error as Error)?.stack ?? String(error)}`,
    hint: 'The server keeps running; save again to retry, or restart it.',
  };
}

/** The runs of a watch server: each builds into memory, publishes a good result, and reports. */
class WatchRuns implements LoopRuns {
  private sources?: SourceWatcher;

  constructor(
    private readonly siteDir: string,
    /** Made at the start, or by the first run when the last build is served. */
    private builder: SiteBuilder | undefined,
    /** A builder of the config as it is now (of the locale served). */
    private readonly newBuilder: () => Promise<SiteBuilder>,
    private readonly files: ServedFiles,
    private readonly live: LiveReload,
    private readonly reporter: WatchReporter,
    private readonly onChange: (file: string) => void,
  ) {
    if (builder) files.serveStatic(join(siteDir, builder.config.staticDir));
  }

  async first(): Promise<void> {
    const servedLastBuild = this.files.servingLastBuild;
    try {
      if (!this.builder) {
        this.builder = await this.newBuilder();
        this.files.serveStatic(join(this.siteDir, this.builder.config.staticDir));
        // Serving the last build, nothing was watched until now: the watcher's scan (a second and more of
        // this thread at 5,000 pages) would have held up the pages a browser opens first. The run starts
        // once the scan is done, so a save is either read by the run or seen by the watcher.
        await this.watcher().ready;
      }
      const t = performance.now();
      const { config, cache } = this.builder;
      const result = await this.run(undefined, lastBuildOutput(this.siteDir, config.outDir, cache.pageRecords));
      // Open pages came from the last build: those the run rendered anew (an edit since, drafts in the sidebar) refresh.
      if (servedLastBuild) {
        const pageFiles = new Set(result.routes.flatMap((route) => [routeOutputFile(route.path, config.trailingSlash), routeDataFile(route.path)]));
        const rendered = result.changed.filter((file) => pageFiles.has(file));
        if (rendered.length > 0) this.live.reload(rendered);
      }
      this.reporter.warnings(result.warnings);
      this.reporter.built(result.routes.length, performance.now() - t);
    } catch (error) {
      this.failed(error);
    }
    // Even when no builder could be made (a config error), the config is watched: its fix is a save like any other.
    this.watcher().watch(this.builder?.watchPaths() ?? []);
    limitHeapGrowth(25);
    collectGarbage();
  }

  async after(changed: string[]): Promise<void> {
    const t = performance.now();
    this.watcher().lookAgainSoon(changed);
    try {
      // Paths or globs (a plugin's getPathsToWatch): picomatch matches a plain path as itself.
      const isConfigInput = picomatch([CONFIG_FILE, ...(this.builder?.configInputs ?? [])]);
      const fromScratch = !this.builder || changed.some((file) => isConfigInput(file));
      if (fromScratch) {
        const next = await this.newBuilder();
        await this.builder?.close();
        this.builder = next;
        this.live.setBaseUrl(next.config.baseUrl);
        this.files.serveStatic(join(this.siteDir, next.config.staticDir));
        this.files.forgetOutput();
      }
      const result = await this.run(fromScratch ? undefined : changed);
      this.watcher().watch(this.builder!.watchPaths());
      this.reporter.warnings(result.warnings);
      this.live.setErrors([]);
      this.live.reload(result.published);
      this.reporter.rebuilt(changed, result.rendered, performance.now() - t);
    } catch (error) {
      this.failed(error);
    }
  }

  /** The watcher, started on first use; a change it sees while a run builds is built right after that run. */
  watcher(): SourceWatcher {
    this.sources ??= new SourceWatcher(this.siteDir, [CONFIG_FILE, ...(this.builder?.watchPaths() ?? [])], this.onChange, (error) =>
      // A folder the watcher cannot read (a symlink loop, permissions) must not stop the server.
      this.reporter.watchError(error),
    );
    return this.sources;
  }

  /** Once no run is under way: the watcher stops, the caches are saved and the builder's threads end. */
  async close(): Promise<void> {
    await this.sources?.close();
    this.builder?.saveCache();
    await this.builder?.close();
  }

  private async run(changed?: string[], last?: LastOutput) {
    const builder = this.builder!;
    const target = new MemoryTarget(this.files.output, builder.pageRecords, last);
    const from = last && { outDirName: builder.config.outDir, previous: last.generation };
    const result = await builder.run(target, changed, from);
    return { ...result, published: this.files.publish(target, result.removed) };
  }

  private failed(error: unknown): void {
    const diagnostics = error instanceof MysiteError ? error.diagnostics : [internalError(error)];
    this.reporter.failed(diagnostics);
    this.live.setErrors(diagnostics);
  }
}
