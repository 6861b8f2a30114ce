/**
 * Writes a build into a staging folder next to the output folder, then
 * swaps it in with renames. A build that fails never touches the last good
 * output; a reader of dist/ never sees a half-written site.
 */
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { OutputFile } from '../core/types.js';

export class StagingDir {
  readonly path: string;
  bytes = 0;
  private readonly dirs = new Set<string>();

  constructor(readonly outDir: string) {
    this.path = `${outDir}.staging-${process.pid}`;
    rmSync(this.path, { recursive: true, force: true });
    mkdirSync(this.path, { recursive: true });
  }

  write(file: OutputFile): void {
    const target = join(this.path, file.path);
    const dir = dirname(target);
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    writeFileSync(target, file.contents);
    this.bytes += typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.byteLength;
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
