/**
 * Where a build run puts its files. `mysite build` writes into the spare
 * folder (OutputSwap, output-swap.ts), `serve --watch` into memory
 * (MemoryTarget). A page
 * that did not change since the last build is carried over instead of
 * rendered and written again.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MysiteError } from '../../core/errors.js';
import type { OutputFile } from '../../core/types.js';
import { unchangedSince } from './output-manifest.js';
import { generationIn, loadGenerations } from './page-records.js';
import type { Generation, PageRecord } from './generation.js';

/**
 * The last guard before anything is written: an output path is relative,
 * with no empty, `.` or `..` segment, no backslash and no NUL, so it stays
 * inside the output folder whatever made it (sources check their routes first).
 */
export function assertInsideOutput(file: string): void {
  const segments = file.split('/');
  if (/[\\\0]/.test(file) || /^[A-Za-z]:/.test(file) || segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw MysiteError.of({
      code: 'output/outside-folder',
      message: `Refusing to write "${file}": that path is not inside the output folder.`,
      hint: 'It comes from a route, a configured path or a file name holding "..", "\\" or an absolute path: change that name.',
    });
  }
}

export interface OutputTarget {
  write(file: OutputFile): void;
  /**
   * A page whose key matches one this target already holds (or can take from
   * the last output) is kept as it is; returns its record, or undefined.
   */
  reuse(route: string, key: string, files: string[]): PageRecord | undefined;
  /**
   * Files written by someone else (a worker thread): the target makes room for
   * them, `write` creates their folders, writes them at the absolute paths
   * given and says how many bytes it wrote. Only targets on disk offer this.
   */
  writeVia?<T extends { bytes: number }>(files: string[], write: (paths: string[]) => Promise<T>): Promise<T>;
}

/** The output folder of the last `mysite build`, as it recorded it. */
export interface LastOutput {
  dir: string;
  generation: Generation;
}

/**
 * The output of the last `mysite build` of a site into `outDir`, if its
 * records are in the cache (`generationsFile`): a watch server's first run
 * takes the pages that did not change from it instead of rendering them.
 */
export function lastBuildOutput(siteDir: string, outDir: string, generationsFile: string | undefined): LastOutput | undefined {
  if (!generationsFile) return undefined;
  const dir = resolve(siteDir, outDir);
  const generation = generationIn(dir, loadGenerations(generationsFile));
  return generation?.manifest && { dir, generation };
}

/**
 * Watch mode: writes are kept aside and published all at once when the run
 * succeeds. The first run can also take a page from the last `mysite build`
 * (its folder untouched since, the page's key the same), reading its files
 * instead of rendering it again.
 */
export class MemoryTarget implements OutputTarget {
  readonly written: OutputFile[] = [];

  constructor(
    private readonly current: Map<string, string | Uint8Array>,
    private readonly pages: Map<string, PageRecord>,
    private readonly last?: LastOutput,
  ) {}

  write(file: OutputFile): void {
    assertInsideOutput(file.path);
    this.written.push(file);
  }

  reuse(route: string, key: string, files: string[]): PageRecord | undefined {
    const record = this.pages.get(route);
    if (record?.key === key && files.every((f) => this.current.has(f))) return record;
    return this.fromLastOutput(route, key, files);
  }

  private fromLastOutput(route: string, key: string, files: string[]): PageRecord | undefined {
    if (!this.last) return undefined;
    const { dir, generation } = this.last;
    const record = generation.pages.get(route);
    if (record?.key !== key || record.file !== files[0] || !files.every((f) => unchangedSince(generation.manifest, dir, f))) return undefined;
    let contents: Buffer[];
    try {
      contents = files.map((f) => readFileSync(join(dir, f)));
    } catch {
      return undefined; // removed meanwhile: render it
    }
    files.forEach((path, i) => this.write({ path, contents: contents[i]! }));
    return record;
  }

  /** Publishes the run: removed files go, written files replace what was there. Returns the files that really changed. */
  commit(removed: string[]): string[] {
    const changed = [...removed];
    for (const path of removed) this.current.delete(path);
    for (const file of this.written) {
      if (!sameContents(this.current.get(file.path), file.contents)) changed.push(file.path);
      this.current.set(file.path, file.contents);
    }
    return changed;
  }
}

function sameContents(a: string | Uint8Array | undefined, b: string | Uint8Array): boolean {
  if (a === undefined) return false;
  if (a === b) return true;
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  return Buffer.from(a).equals(Buffer.from(b));
}
