/**
 * Writes a build into a staging folder next to the output folder, then
 * swaps it in with renames. A build that fails never touches the last good
 * output; a reader of dist/ never sees a half-written site.
 */
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { OutputFile } from '../core/types.js';
import type { OutputTarget } from './output-target.js';

export class StagingDir implements OutputTarget {
  readonly path: string;
  private readonly dirs = new Set<string>();

  constructor(readonly outDir: string) {
    this.path = `${outDir}.staging-${process.pid}`;
    rmSync(this.path, { recursive: true, force: true });
    mkdirSync(this.path, { recursive: true });
  }

  write(file: OutputFile): void {
    const target = join(this.path, file.path);
    this.ensureDir(dirname(target));
    writeFileSync(target, file.contents);
  }

  /**
   * Unchanged pages are hard-linked from the current output folder (a new
   * name for the same bytes: nothing is copied); the old folder is deleted
   * after the swap, the new one keeps the files.
   */
  carryOver(paths: string[]): boolean {
    if (!paths.every((p) => existsSync(join(this.outDir, p)))) return false;
    for (const p of paths) {
      const target = join(this.path, p);
      this.ensureDir(dirname(target));
      try {
        linkSync(join(this.outDir, p), target);
      } catch {
        copyFileSync(join(this.outDir, p), target);
      }
    }
    return true;
  }

  private ensureDir(dir: string): void {
    if (this.dirs.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    this.dirs.add(dir);
  }

  copyFolder(from: string): void {
    if (existsSync(from)) cpSync(from, this.path, { recursive: true });
  }

  discard(): void {
    rmSync(this.path, { recursive: true, force: true });
  }

  /** Replaces the output folder with the staging folder. */
  commit(): void {
    const old = `${this.outDir}.old-${process.pid}`;
    if (existsSync(this.outDir)) renameSync(this.outDir, old);
    renameSync(this.path, this.outDir);
    rmSync(old, { recursive: true, force: true });
  }
}
