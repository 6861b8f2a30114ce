/**
 * Where a build run puts its files. `mysite build` writes into a staging
 * folder (StagingDir), `serve --watch` into memory (MemoryTarget). A page
 * that did not change since the last build is carried over instead of
 * rendered and written again.
 */
import type { OutputFile } from '../core/types.js';

export interface OutputTarget {
  write(file: OutputFile): void;
  /** Keeps these files from the previous output as they are; false if one is missing. */
  carryOver(paths: string[]): boolean;
  /** Told up front which files are coming (a folder target creates their folders in one go). */
  prepare?(paths: string[]): void;
}

/** Watch mode: writes are kept aside and published all at once when the run succeeds. */
export class MemoryTarget implements OutputTarget {
  readonly written: OutputFile[] = [];

  constructor(private readonly current: Map<string, string | Uint8Array>) {}

  write(file: OutputFile): void {
    this.written.push(file);
  }

  carryOver(paths: string[]): boolean {
    return paths.every((p) => this.current.has(p));
  }

  /** Publishes the run: removed files go, written files replace what was there. */
  commit(removed: string[]): void {
    for (const path of removed) this.current.delete(path);
    for (const file of this.written) this.current.set(file.path, file.contents);
  }
}
