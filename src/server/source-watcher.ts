/**
 * The watcher of a site's sources: chokidar, given each path once.
 *
 * chokidar reads a folder it is given again as at start, and with
 * `ignoreInitial` says nothing of a file created during that read. Watch
 * mode asks for the builder's paths after every run, so a file added just
 * after a rebuild could go unseen until the server restarted.
 *
 * chokidar also goes deaf to a folder it was given once that folder is
 * removed (`rm -rf content && git checkout content`, or `content/docs`
 * moved away and back): it watches the folder's own handle, which dies
 * with it, and when the folder is back within a moment it takes it for the
 * one it knew. So the site folder itself is watched, which never goes away,
 * with everything left out but the paths asked for, their contents and the
 * folders on the way to them; and on every event of the file system, the
 * watcher looks whether one of those folders is gone, back, or another
 * folder now (its inode and birth time: a folder made again at once may get
 * the same inode), or had its entry renamed (moved away and back): then the
 * site is watched afresh, and the folder reported as changed.
 */
import chokidar, { type FSWatcher } from 'chokidar';
import { statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const NEVER = /(^|[/\\])(node_modules|\.git|\.mysite-cache)([/\\]|$)/;

export class SourceWatcher {
  private watcher: FSWatcher;
  /** The paths asked for (site-relative, forward slashes). */
  private readonly watched = new Set<string>();
  /** The folders on the way to them. */
  private readonly onTheWay = new Set<string>();
  /** Every folder asked for or on the way, with its identity when last looked at ('' when absent). */
  private readonly folders = new Map<string, string>();
  /** Folders whose entry was renamed since last looked at. */
  private readonly moved = new Set<string>();
  private looking = false;
  private closing?: Promise<void>;
  /** Watchers replaced and still closing. */
  private readonly retired = new Set<Promise<void>>();
  /** When each watcher's first scan is done. */
  private readonly readiness = new WeakMap<FSWatcher, Promise<void>>();
  /** Settles when the first scan of the paths given at start is done. */
  readonly ready: Promise<void>;

  constructor(
    private readonly siteDir: string,
    paths: Iterable<string>,
    private readonly onChange: (path: string) => void,
    private readonly onError: (error: Error) => void,
  ) {
    this.unseen(paths);
    this.watcher = this.start();
    this.ready = this.readiness.get(this.watcher)!;
  }

  /** Watches the paths (site-relative) not watched yet. */
  watch(paths: Iterable<string>): void {
    const fresh = this.unseen(paths);
    // Read at once: what was left out until now (a folder in none of the paths) holds nothing chokidar knows.
    if (fresh.length > 0) this.watcher.add(fresh);
  }

  close(): Promise<void> {
    this.closing ??= Promise.all([this.retire(this.watcher), ...this.retired]).then(() => undefined);
    return this.closing;
  }

  /**
   * Closes a watcher once its first scan is done: closed in the middle of
   * it, chokidar still opens the folder it was reading, and never closes it.
   */
  private retire(watcher: FSWatcher): Promise<void> {
    return this.readiness.get(watcher)!.then(() => watcher.close());
  }

  /** The site folder, with everything left out but what was asked for, and the folders on the way to it. */
  private start(): FSWatcher {
    const watcher = chokidar.watch('.', {
      cwd: this.siteDir,
      ignoreInitial: true,
      // The server keeps the process running. And a watcher closed while it reads a folder that just
      // changed still opens that folder's handle and drops it (chokidar 5): such a handle must not
      // keep the process alive once the server is closed.
      persistent: false,
      ignored: (path) => NEVER.test(path) || !this.wanted(path),
    });
    watcher.on('all', (_event, path) => this.onChange(path));
    watcher.on('raw', (event, name, details) => {
      // A folder's own entry renamed, removed or made (`rename` from the folder holding it): it may have
      // come back (mv away and back keeps its inode and birth time), so it is read afresh.
      const holder = (details as { watchedPath?: string } | undefined)?.watchedPath;
      if (event === 'rename' && holder && name) {
        const folder = this.relativeOf(join(holder, name));
        if (this.folders.has(folder)) this.moved.add(folder);
      }
      this.lookAtFolders();
    });
    watcher.on('error', (error) => this.onError(error as Error));
    this.readiness.set(watcher, new Promise((resolve) => watcher.once('ready', () => resolve())));
    return watcher;
  }

  /**
   * Once per turn of the event loop at most (a checkout is a burst of
   * events): a folder that is gone, back, or another folder now is reported
   * as changed, once a new watcher has read everything afresh (chokidar
   * keeps the dead handles of the folders inside, so it is not enough to
   * give it the folder again).
   */
  private lookAtFolders(): void {
    if (this.looking) return;
    this.looking = true;
    setImmediate(() => {
      this.looking = false;
      if (this.closing) return;
      const replaced: string[] = [];
      for (const [folder, known] of this.folders) {
        const now = this.identityOf(folder) ?? '';
        if (now === known && !this.moved.has(folder)) continue;
        this.folders.set(folder, now);
        replaced.push(folder);
      }
      this.moved.clear();
      if (replaced.length === 0) return;
      const closed = this.retire(this.watcher);
      this.retired.add(closed);
      void closed.finally(() => this.retired.delete(closed));
      this.watcher = this.start();
      // The outermost only: a rebuild for `content` covers `content/docs`.
      const outermost = replaced.filter((f) => !replaced.some((other) => f.startsWith(`${other}/`)));
      void this.readiness.get(this.watcher)!.then(() => {
        if (this.closing) return;
        for (const folder of outermost) this.onChange(folder);
        // A folder that came or went while the new watcher read the site (after it listed the folder
        // holding it, before it watched it) made no event it could hear: look again.
        this.lookAtFolders();
      });
    });
  }

  private unseen(paths: Iterable<string>): string[] {
    const fresh = [...new Set([...paths].map(normalise))].filter((path) => !this.watched.has(path));
    for (const path of fresh) {
      this.watched.add(path);
      const identity = this.identityOf(path);
      if (identity !== undefined) this.folders.set(path, identity);
      for (let dir = dirname(path); dir !== '.' && dir !== '/'; dir = dirname(dir)) {
        this.onTheWay.add(dir);
        if (!this.folders.has(dir)) this.folders.set(dir, this.identityOf(dir) ?? '');
      }
    }
    return fresh;
  }

  /** Site-relative, with forward slashes ('' for the site folder). */
  private relativeOf(path: string): string {
    return relative(this.siteDir, resolve(this.siteDir, path)).split(sep).join('/');
  }

  /** A folder's device and inode, '' when it is absent, undefined when it is a file. */
  private identityOf(path: string): string | undefined {
    const stat = statSync(join(this.siteDir, path), { throwIfNoEntry: false });
    if (stat && !stat.isDirectory()) return undefined;
    return stat ? `${stat.dev}:${stat.ino}:${stat.birthtimeMs}` : '';
  }

  /** A path chokidar meets (absolute, or relative to the site) is one asked for, inside one, or on the way to one. */
  private wanted(path: string): boolean {
    const rel = this.relativeOf(path);
    if (rel === '' || this.onTheWay.has(rel)) return true;
    for (let p = rel; p !== '.' && p !== '/'; p = dirname(p)) if (this.watched.has(p)) return true;
    return false;
  }
}

function normalise(path: string): string {
  return path.split(sep).join('/').replace(/^\.\//, '').replace(/\/+$/, '');
}
