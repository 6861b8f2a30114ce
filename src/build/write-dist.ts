/**
 * Writes a build into a staging folder next to the output folder, then
 * swaps it in with renames. A build that fails never touches the last good
 * output; a reader of dist/ never sees a half-written site.
 */
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { OutputFile } from '../core/types.js';
import type { OutputTarget } from './output-target.js';
import { folderSize } from './folder-size.js';
import { rm } from 'node:fs/promises';

export class StagingDir implements OutputTarget {
  readonly path: string;
  /** Bytes written or copied so far. */
  bytes = 0;
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
    this.bytes += typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.byteLength;
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

  /** Creates every folder the files need, parents first, one system call each. */
  prepare(paths: string[]): void {
    const needed = new Set<string>();
    for (const p of paths) {
      for (let dir = dirname(join(this.path, p)); dir.length > this.path.length && !needed.has(dir); dir = dirname(dir)) needed.add(dir);
    }
    for (const dir of [...needed].sort((a, b) => a.length - b.length)) {
      if (this.dirs.has(dir)) continue;
      try {
        mkdirSync(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      this.dirs.add(dir);
    }
  }

  private ensureDir(dir: string): void {
    if (this.dirs.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    this.dirs.add(dir);
  }

  copyFolder(from: string): void {
    if (!existsSync(from)) return;
    cpSync(from, this.path, { recursive: true });
    this.bytes += folderSize(from);
  }

  discard(): void {
    rmSync(this.path, { recursive: true, force: true });
  }

  /**
   * Replaces the output folder with the staging folder (two renames); the
   * old folder is then deleted in the background: await the result before exiting.
   */
  commit(): Promise<void> {
    const old = `${this.outDir}.old-${process.pid}`;
    const hadOutput = existsSync(this.outDir);
    if (hadOutput) renameSync(this.outDir, old);
    renameSync(this.path, this.outDir);
    return hadOutput ? rm(old, { recursive: true, force: true }) : Promise.resolve();
  }
}
