/**
 * `mysite serve --watch`: builds the site in memory, serves it, watches the
 * sources with chokidar and rebuilds what a change affects. Open browsers
 * reload over server-sent events; a failed build shows as an overlay in the
 * browser (and on the terminal) while the last good site keeps being served,
 * until the next good save clears it. Nothing a site's files do stops the
 * loop: a content, config or React error, even a bug in mysite, is shown
 * and the server waits for the next save. When the last `mysite build` is
 * up to date, its output is served at once; once requests pause (or a page
 * that build lacks asks for it), the watcher scans the sources and then the
 * first run builds.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SiteBuilder } from '../build/orchestration/site-builder.js';
import { CONFIG_FILE } from '../config/load.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';
import { color, formatMs, printDiagnostics } from '../cli/output.js';
import { folderSource, MemorySource, type FileSource } from './file-source.js';
import { lastBuildOutput, MemoryTarget, type LastOutput } from '../build/output/output-target.js';
import { listen } from './listen.js';
import { routeDataFile, routeOutputFile } from '../core/urls.js';
import { unchangedSinceLastBuild } from '../build/cache/up-to-date.js';
import { collectGarbage, limitHeapGrowth } from '../core/heap-growth.js';
import { FirstRun } from './first-run.js';
import { SourceWatcher } from './source-watcher.js';
import { LiveReload } from './live-reload.js';
import { createStaticServer } from './static-server.js';

export interface WatchOptions {
  siteDir: string;
  port: number;
  host: string;
  quiet?: boolean;
}

export interface WatchServer {
  url: string;
  close(): Promise<void>;
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

function modifiedAt(file: string): number {
  return statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
}

export async function createWatchServer(options: WatchOptions): Promise<WatchServer> {
  const siteDir = resolve(options.siteDir);
  // The output of the last `mysite build`, when nothing changed since: served until a run has built the
  // site (the first run takes its unchanged pages), so the first page waits neither for that run nor for
  // the engine, which the run loads.
  const lastBuild = await unchangedSinceLastBuild(siteDir, undefined);
  const newBuilder = async () => (await import('../build/orchestration/site-builder.js')).SiteBuilder.create({ siteDir, mode: 'serve' });
  let builder: SiteBuilder | undefined = lastBuild ? undefined : await newBuilder();
  /** The builder: made at the start, or by the first run when the last build is served. */
  const current = (): SiteBuilder => {
    if (!builder) throw new Error('The site builder was used before the first run made it.');
    return builder;
  };
  const memory = new MemorySource();
  const baseUrl = lastBuild ? lastBuild.baseUrl : current().config.baseUrl;
  const live = new LiveReload(baseUrl);
  const staticFiles = (): FileSource | undefined => {
    const dir = join(siteDir, current().config.staticDir);
    return existsSync(dir) ? folderSource(dir) : undefined;
  };
  // The last build's output holds the static files.
  let fromStatic = lastBuild ? undefined : staticFiles();
  let fromLastBuild = lastBuild && folderSource(lastBuild.outDirPath);
  const files: FileSource = { get: (path) => memory.get(path) ?? fromLastBuild?.get(path) ?? fromStatic?.get(path) };
  // Serving the last build, nothing is watched until the first run: the watcher's scan (a second and more of
  // this thread at 5,000 pages) would hold up the pages a browser opens first. The run starts once the scan is
  // done, so a save is either read by the run or seen by the watcher.
  const firstRun = new FirstRun(async () => {
    if (lastBuild) {
      try {
        builder = await newBuilder();
        fromStatic = staticFiles();
      } catch (error) {
        live.setErrors(report(error));
        return;
      }
      await sourceWatcher().ready;
    }
    await buildFirst();
  });

  const log = (text: string) => {
    if (!options.quiet) process.stdout.write(text + '\n');
  };

  /** The site as served: the builder's output, updated by each good run. */
  const output = new Map<string, string | Uint8Array>();
  const runBuild = async (changed?: string[], last?: LastOutput) => {
    const target = new MemoryTarget(output, current().pageRecords, last);
    const from = last && { outDirName: current().config.outDir, previous: last.generation };
    const result = await current().run(target, changed, from);
    const published = target.commit(result.removed);
    fromLastBuild = undefined;
    for (const path of memory.paths()) if (!output.has(path)) memory.delete(path);
    const changedFiles = new Set(published);
    for (const file of target.written) if (changedFiles.has(file.path) || !memory.get(file.path)) memory.set(file.path, file.contents);
    return { ...result, published };
  };

  const report = (error: unknown): Diagnostic[] => {
    const diagnostics = error instanceof MysiteError ? error.diagnostics : [internalError(error)];
    printDiagnostics(diagnostics);
    process.stderr.write(color.red('✖ Build failed; still serving the last good version. Fix the error and save again.\n'));
    return diagnostics;
  };

  // The port first: a busy port fails at once, before any work and with nothing left running.
  const server = createStaticServer({
    files,
    baseUrl,
    extra: (req, res) => {
      if (live.handle(req, res)) return true;
      if (fromLastBuild) firstRun.answering(res);
      return false;
    },
    transformHtml: (html) => live.inject(html),
    // A page the last build does not have (a draft: builds leave them out) may come with the first run.
    pending: () => (fromLastBuild ? firstRun.start() : undefined),
  });
  const url = await listen(server, options.port, options.host).catch(async (error: unknown) => {
    await builder?.close();
    throw error;
  });

  let queued = new Set<string>();
  let running: Promise<void> | undefined;
  // Once closed, nothing may start a build: the delayed second look below and
  // late watcher events would otherwise rebuild a site that is being removed.
  let stopping = false;
  const rebuild = async (): Promise<void> => {
    const changed = [...queued];
    queued = new Set();
    const t = performance.now();
    const stamps = new Map(changed.map((file) => [file, modifiedAt(join(siteDir, file))]));
    // chokidar drops a second change to a file within ~50 ms of the first; look again shortly after.
    setTimeout(() => {
      for (const [file, stamp] of stamps) if (modifiedAt(join(siteDir, file)) !== stamp) schedule(file);
    }, 150).unref();
    try {
      if (changed.includes(CONFIG_FILE)) {
        const next = await newBuilder();
        await current().close();
        builder = next;
        live.setBaseUrl(next.config.baseUrl);
        fromStatic = staticFiles();
      }
      if (changed.includes(CONFIG_FILE)) output.clear();
      const result = await runBuild(changed.includes(CONFIG_FILE) ? undefined : changed);
      sourceWatcher().watch(current().watchPaths());
      printDiagnostics(result.warnings);
      live.setErrors([]);
      live.reload(result.published);
      log(
        `${color.green('↻')} ${changed.join(', ')}: ${result.rendered} page${result.rendered === 1 ? '' : 's'} rebuilt in ${formatMs(Math.round(performance.now() - t))}`,
      );
    } catch (error) {
      live.setErrors(report(error));
    }
  };
  /** Runs until no change is waiting. */
  const drain = async (): Promise<void> => {
    while (queued.size > 0 && !stopping) await rebuild();
    running = undefined;
  };
  function schedule(path: string): void {
    if (stopping) return;
    queued.add(current().relativePath(join(siteDir, path)));
    if (running) return;
    running = (async () => {
      // Editors may write several files at once (a temp file and a rename): their events come within a few ms.
      await new Promise((r) => setTimeout(r, 5));
      await firstRun.start();
      await drain();
    })();
  }

  let watcher: SourceWatcher | undefined;
  /** The watcher, started on first use; a change it sees while a run builds is built right after that run. */
  function sourceWatcher(): SourceWatcher {
    watcher ??= new SourceWatcher(
      siteDir,
      [CONFIG_FILE, ...current().watchPaths()],
      schedule,
      // A folder the watcher cannot read (a symlink loop, permissions) must not stop the server.
      (error) => process.stderr.write(color.yellow(`watch: ${error.message}\n`)),
    );
    return watcher;
  }

  async function buildFirst(): Promise<void> {
    try {
      const t = performance.now();
      const servedLastBuild = fromLastBuild !== undefined;
      const { config, cache } = current();
      const result = await runBuild(undefined, lastBuildOutput(siteDir, config.outDir, cache.pageRecords));
      // Open pages came from the last build: those the run rendered anew (an edit since, drafts in the sidebar) refresh.
      if (servedLastBuild) {
        const pageFiles = new Set(result.routes.flatMap((route) => [routeOutputFile(route.path), routeDataFile(route.path)]));
        const rendered = result.changed.filter((file) => pageFiles.has(file));
        if (rendered.length > 0) live.reload(rendered);
      }
      printDiagnostics(result.warnings);
      log(`${color.green('✔')} Built ${result.routes.length} pages in ${formatMs(Math.round(performance.now() - t))}`);
    } catch (error) {
      live.setErrors(report(error));
    }
    sourceWatcher().watch(current().watchPaths());
    limitHeapGrowth(25);
    collectGarbage();
  }
  if (fromLastBuild) firstRun.startWhenIdle();
  else {
    // The watcher scans the sources while the first run builds.
    running = firstRun.start().then(drain);
    await Promise.all([firstRun.started, sourceWatcher().ready]);
  }

  const stop = async () => {
    builder?.saveCache();
    await builder?.close();
  };
  return {
    url,
    async close() {
      stopping = true;
      firstRun.cancel();
      live.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      // A first run a last request started may have started the watcher: it is closed once that run is over.
      await Promise.all([running, firstRun.started]);
      await watcher?.close();
      await stop();
    },
  };
}
