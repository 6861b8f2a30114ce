/**
 * How `mysite build` replaces dist/ without ever half-writing it, and
 * without rewriting what did not change.
 *
 * Next to the output folder lives a spare folder, `.<out>.previous`, which
 * holds the build before last. A build is written into the spare: a page
 * (by its key) or another file (by a hash of its contents, or by what it is
 * made from when it says: OutputFile.madeFrom) that is already there
 * unchanged is left alone, one unchanged since the last build is
 * hard-linked from the output folder, anything else is written. A file is
 * only ever kept or linked while it is exactly as the build that wrote it
 * left it (output-manifest.ts). Files the new
 * build no longer has are removed. Then the folders are swapped (swapIn): the
 * new build becomes the output, the old output the spare, in one step where
 * the system can (exchange-folders.ts), else with three renames. A failed
 * build never touches the output folder, one build at a time does this
 * (output-lock.ts), and a build stopped between the renames is repaired by
 * the next one (recoverInterruptedSwap).
 *
 * Files are never changed in place: a file may be a hard link shared with
 * the output folder, so it is removed and written anew.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import type { OutputFile } from '../../core/types.js';
import { routeDataFile } from '../../core/urls.js';
import { assertInsideOutput, type OutputTarget } from './output-target.js';
import { BUILD_ID_FILE, generationIn } from './page-records.js';
import type { Generation, PageRecord } from './generation.js';
import { recordedSize, unchangedSince } from './output-manifest.js';
import { OUTPUT_MARK, writeOutputMark } from './output-mark.js';
import { nativeExchange, type Exchange } from './exchange-folders.js';
import { writingFile } from '../../core/file-system-errors.js';

export class OutputSwap implements OutputTarget {
  /** The folder this build is written into. */
  readonly path: string;
  /** Bytes written (reused pages are counted from their records by the builder). */
  bytes = 0;
  /** Files written by this build (not pages reused in place). */
  private readonly present = new Set<string>();
  /**
   * Files kept or linked from an earlier build, with that build's record of
   * them (still exact: checked before keeping, and a hard link keeps size and
   * time), so the manifest of the new output need not look at them again.
   */
  readonly recorded = new Map<string, string>();
  /** Folders made (or found) by this build: one `mkdir` each, the first time a file goes there. */
  private readonly dirs = new Set<string>();
  private readonly live?: Generation;
  private readonly spare?: Generation;
  /** An unusable spare being deleted while the build runs. */
  private clearing: Promise<void> = Promise.resolve();
  /** Files decided (hashed, not kept) and not yet on disk, in order: written while this thread waits (`drain`). */
  private queue: [target: string, contents: Uint8Array][] = [];
  private queued = 0;
  private draining?: Promise<void>;
  /** The first queued write that failed: reported by `settled`. */
  private failure?: unknown;

  /** With `generations` undefined (no cache) everything is written afresh. */
  constructor(
    readonly outDir: string,
    generations: Generation[] | undefined,
  ) {
    this.path = spareFolderOf(outDir);
    this.live = generations && generationIn(outDir, generations);
    this.spare = generations && generationIn(this.path, generations);
    if (this.spare) {
      // From here on the spare no longer holds its generation.
      rmSync(join(this.path, BUILD_ID_FILE), { force: true });
    } else {
      this.clearing = clearAway(this.path);
      mkdirSync(this.path, { recursive: true });
    }
    // Before anything else: a build stopped from here on leaves a spare the next one knows is mysite's.
    if (!existsSync(join(this.path, OUTPUT_MARK))) writeOutputMark(this.path);
    this.present.add(OUTPUT_MARK);
    this.dirs.add(this.path);
  }

  /** The hash of the contents of each file written with `write` (see Generation.hashes). */
  readonly hashes = new Map<string, string>();

  write(file: OutputFile): void {
    // Made from the same as an earlier build's file: kept without making its contents.
    const made = file.madeFrom === undefined ? undefined : `made:${file.madeFrom}`;
    if (made && this.keep(file.path, (g) => g.hashes?.get(file.path) === made)) {
      this.hashes.set(file.path, made);
      this.bytes += this.keptSize(file.path);
      return;
    }
    // Encoded once, for the size, the hash and the write (llms-full.txt is 15 MB at 5,000 pages).
    const contents = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
    this.bytes += contents.byteLength;
    const hash = made ?? createHash('sha1').update(contents).digest('base64url');
    this.hashes.set(file.path, hash);
    // The same file as an earlier build wrote (a card, a feed): kept or linked, not written again.
    if (!made && this.keep(file.path, (g) => g.hashes?.get(file.path) === hash)) return;
    this.queue.push([this.claim(file.path), contents]);
    this.drain();
  }

  /**
   * Writes the queued files a slice at a time, yielding in between: the
   * files a run emits before its pages (Markdown twins, feeds) go to disk
   * while this thread waits for the threads rendering pages, and the search
   * texts while they index. Creating thousands of files is mostly kernel
   * time (see PERFORMANCE.md), which would otherwise hold up every thread.
   */
  private drain(): void {
    if (this.draining) return;
    this.draining = new Promise((done) => {
      const slice = () => {
        const until = performance.now() + DRAIN_SLICE_MS;
        try {
          while (this.queued < this.queue.length && performance.now() < until) {
            const [target, contents] = this.queue[this.queued]!;
            this.queue[this.queued++] = EMPTY;
            this.makeRoom(target);
            writingFile(target, () => writeFileSync(target, contents));
          }
        } catch (error) {
          this.failure ??= error;
          this.queued = this.queue.length;
        }
        if (this.queued < this.queue.length) return void setImmediate(slice);
        this.queue = [];
        this.queued = 0;
        this.draining = undefined;
        done();
      };
      setImmediate(slice);
    });
  }

  /** Resolves once every written file is on disk; rejects with the first write that failed. */
  async settled(): Promise<void> {
    while (this.draining) await this.draining;
    if (this.failure) throw this.failure;
  }

  /** The size of a file kept from an earlier build, from its record (or the file, if it had to be copied). */
  private keptSize(file: string): number {
    const entry = this.recorded.get(file);
    return entry === undefined ? statSync(join(this.path, file)).size : recordedSize(entry);
  }

  async writeVia<T extends { bytes: number }>(files: string[], write: (paths: string[]) => Promise<T>): Promise<T> {
    // The writer creates the folders (see renderPageHtml): off this thread, while it computes the next pages.
    const written = await write(files.map((f) => this.replace(f, false)));
    this.bytes += written.bytes;
    return written;
  }

  reuse(route: string, key: string, files: string[]): PageRecord | undefined {
    const same = (g: Generation) => {
      const page = g.pages.get(route);
      return page?.key === key && page.file === files[0];
    };
    const from = this.keep(files, same);
    return from?.pages.get(route);
  }

  /**
   * Keeps files an earlier build wrote, if `same` says that build's are the
   * ones wanted and they are exactly as it left them (not edited by hand):
   * in place when the spare holds them, else hard-linked from the output
   * folder. Returns the generation they came from.
   */
  private keep(files: string | string[], same: (generation: Generation) => boolean): Generation | undefined {
    const list = typeof files === 'string' ? [files] : files;
    const { spare, live } = this;
    if (spare && same(spare) && list.every((f) => unchangedSince(spare.manifest, this.path, f))) {
      for (const f of list) {
        this.present.add(f);
        this.recorded.set(f, spare.manifest!.get(f)!);
      }
      return spare;
    }
    if (!live || !same(live) || !list.every((f) => unchangedSince(live.manifest, this.outDir, f))) return undefined;
    for (const f of list) {
      const target = this.replace(f);
      try {
        linkSync(join(this.outDir, f), target);
        this.recorded.set(f, live.manifest!.get(f)!);
      } catch {
        copyFileSync(join(this.outDir, f), target);
      }
    }
    return live;
  }

  /** Copies a folder's files (the static folder) into the build, under `prefix` (a locale's folder); returns their paths. */
  copyFolder(from: string, prefix = ''): string[] {
    if (!existsSync(from)) return [];
    const copied: string[] = [];
    for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const source = join(entry.parentPath, entry.name);
      const file = prefix + relative(from, source).split(sep).join('/');
      copyFileSync(source, this.replace(file));
      copied.push(file);
    }
    return copied;
  }

  /**
   * Removes what the spare held that the new build does not have, marks the
   * build, and swaps it in. `keepSpare`: the old output becomes the spare
   * (false without a cache, and for a folder mysite did not write, replaced
   * with --force: it is deleted).
   */
  async commit(keep: Set<string>, buildId: string, keepSpare: boolean): Promise<void> {
    await this.clearing;
    if (this.spare) {
      const old = [...this.spare.files, ...[...this.spare.pages].flatMap(([route, p]) => [p.file, routeDataFile(route)])];
      for (const file of old) if (!keep.has(file) && !this.present.has(file)) rmSync(join(this.path, file), { force: true });
    }
    this.write({ path: BUILD_ID_FILE, contents: buildId });
    // Every file on disk (or the first failed write reported) before the output folder is touched.
    await this.settled();
    swapIn({ staged: this.path, outDir: this.outDir, keepSpare, exchange: nativeExchange() });
  }

  /** After a failure: the spare holds a half-written build, so it is dropped. */
  async discard(): Promise<void> {
    this.queued = this.queue.length; // what is still queued is not written
    await this.settled().catch(() => {});
    await this.clearing;
    rmSync(this.path, { recursive: true, force: true });
  }

  /** Makes room for a new file: removes the old one (never writes through a shared hard link). */
  private replace(file: string, makeFolder = true): string {
    const target = this.claim(file);
    this.makeRoom(target, makeFolder);
    return target;
  }

  /** Marks a file as this build's own; returns where it goes. */
  private claim(file: string): string {
    assertInsideOutput(file);
    this.present.add(file);
    this.recorded.delete(file);
    return join(this.path, file);
  }

  private makeRoom(target: string, makeFolder = true): void {
    const dir = dirname(target);
    if (makeFolder && !this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    if (this.spare) rmSync(target, { force: true });
  }
}

/** How long a slice of queued writes may hold the thread before it yields (to the threads' messages). */
const DRAIN_SLICE_MS = 4;
const EMPTY: [string, Uint8Array] = ['', new Uint8Array()];

/** The spare folder next to an output folder: `dist` → `.dist.previous`. */
export function spareFolderOf(outDir: string): string {
  return join(dirname(outDir), `.${basename(outDir)}.previous`);
}

const SWAP_SUFFIX = '.swap-';

export interface SwapInput {
  /** The new build (the spare folder). */
  staged: string;
  outDir: string;
  /** The old output becomes the spare folder; else it is deleted. */
  keepSpare: boolean;
  /** Swaps two folders in one step (exchange-folders.ts), when the addon is there. */
  exchange?: Exchange;
}

/**
 * Puts the new build in place of the output folder. In one step where the
 * system can (the output folder is never missing); else with two renames,
 * where a build stopped between them is repaired by the next one
 * (recoverInterruptedSwap).
 */
export function swapIn({ staged, outDir, keepSpare, exchange }: SwapInput): void {
  const hadOutput = existsSync(outDir);
  if (hadOutput && exchange) {
    try {
      exchange(staged, outDir);
      if (!keepSpare) rmSync(staged, { recursive: true, force: true });
      return;
    } catch {
      // The file system cannot exchange (EINVAL), or a real problem, which the renames report with the file:
      // an exchange that fails has done nothing.
    }
  }
  const old = `${staged}${SWAP_SUFFIX}${process.pid}`;
  if (hadOutput) renameSync(outDir, old);
  renameSync(staged, outDir);
  if (!hadOutput) return;
  if (keepSpare) renameSync(old, staged);
  else rmSync(old, { recursive: true, force: true });
}

/** Folders a build moved aside during its swap and did not get to put away (absolute paths). */
export function swapLeftovers(outDir: string): string[] {
  const parent = dirname(outDir);
  const prefix = basename(spareFolderOf(outDir)) + SWAP_SUFFIX;
  try {
    return readdirSync(parent)
      .filter((name) => name.startsWith(prefix))
      .map((name) => join(parent, name));
  } catch {
    return [];
  }
}

/**
 * Repairs what a build killed in the middle of its swap left behind (called
 * with the output locked, before building). Killed after moving the output
 * aside but before moving the new build in, it left no output folder: the
 * one moved aside (the last good build) is put back. Any other folder moved
 * aside is a leftover and is deleted. Returns what was done, if anything.
 */
export function recoverInterruptedSwap(outDir: string): string | undefined {
  const leftovers = swapLeftovers(outDir);
  if (leftovers.length === 0) return undefined;
  const newestFirst = leftovers.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  let restored: string | undefined;
  if (!existsSync(outDir)) {
    restored = newestFirst.shift()!;
    renameSync(restored, outDir);
  }
  for (const leftover of newestFirst) rmSync(leftover, { recursive: true, force: true });
  return restored
    ? `An earlier build was stopped while swapping in its output; ${basename(outDir)}/ was restored to the last good build.`
    : `Removed ${newestFirst.length} folder${newestFirst.length === 1 ? '' : 's'} left by a build stopped while swapping in its output.`;
}

/**
 * Moves a folder out of the way at once and deletes it in the background
 * (thousands of files take a while): the build goes on meanwhile. Leftovers
 * of a build that was killed while deleting are deleted too.
 */
function clearAway(folder: string): Promise<void> {
  const parent = dirname(folder);
  const prefix = `${basename(folder)}.trash-`;
  if (existsSync(folder)) renameSync(folder, join(parent, `${prefix}${process.pid}-${Date.now()}`));
  const trash = readdirSync(parent).filter((name) => name.startsWith(prefix));
  return Promise.all(trash.map((name) => rm(join(parent, name), { recursive: true, force: true }))).then(() => undefined);
}
