/**
 * The watcher of a site's sources: chokidar, given each path once.
 *
 * chokidar reads a folder it is given again as at start, and with
 * `ignoreInitial` says nothing of a file created during that read. Watch
 * mode asks for the builder's paths after every run, so a file added just
 * after a rebuild could go unseen until the server restarted.
 */
import chokidar, { type FSWatcher } from 'chokidar';

export class SourceWatcher {
  private readonly watcher: FSWatcher;
  private readonly watched = new Set<string>();
  /** Settles when the first scan of the paths given at start is done. */
  readonly ready: Promise<void>;

  constructor(siteDir: string, paths: Iterable<string>, onChange: (path: string) => void, onError: (error: Error) => void) {
    this.watcher = chokidar.watch(this.unseen(paths), {
      cwd: siteDir,
      ignoreInitial: true,
      ignored: (p) => /(^|[/\\])(node_modules|\.git|\.mysite-cache)([/\\]|$)/.test(p),
    });
    this.watcher.on('all', (_event, path) => onChange(path));
    this.watcher.on('error', (error) => onError(error as Error));
    this.ready = new Promise((resolve) => this.watcher.once('ready', () => resolve()));
  }

  /** Watches the paths (site-relative) not watched yet. */
  watch(paths: Iterable<string>): void {
    const fresh = this.unseen(paths);
    if (fresh.length > 0) this.watcher.add(fresh);
  }

  close(): Promise<void> {
    return this.watcher.close();
  }

  private unseen(paths: Iterable<string>): string[] {
    const fresh = [...new Set(paths)].filter((path) => !this.watched.has(path));
    for (const path of fresh) this.watched.add(path);
    return fresh;
  }
}
