/**
 * The files `serve --watch` answers with: the last good run's output;
 * before the first run, the folder of the last `mysite build`; and the
 * site's static folder, served as it is (a run in memory does not copy it).
 */
import { existsSync } from 'node:fs';
import type { MemoryTarget } from '../builder/output/output-target.js';
import { folderSource, MemorySource, type FileSource, type ServedFile } from './file-source.js';

export class ServedFiles implements FileSource {
  /** What the builder last wrote, path by path: the next run compares its own output against it. */
  readonly output = new Map<string, string | Uint8Array>();
  private readonly fromRuns = new MemorySource();
  private lastBuild?: FileSource;
  private staticFolder?: FileSource;

  constructor(lastBuildDir: string | undefined) {
    this.lastBuild = lastBuildDir === undefined ? undefined : folderSource(lastBuildDir);
  }

  /** Whether the last `mysite build` is served (no run has published yet). */
  get servingLastBuild(): boolean {
    return this.lastBuild !== undefined;
  }

  get(path: string): ServedFile | undefined {
    return this.fromRuns.get(path) ?? this.lastBuild?.get(path) ?? this.staticFolder?.get(path);
  }

  serveStatic(dir: string): void {
    this.staticFolder = existsSync(dir) ? folderSource(dir) : undefined;
  }

  /** A good run's output replaces what was served; returns the files that changed. */
  publish(target: MemoryTarget, removed: string[]): string[] {
    const published = target.commit(removed);
    this.lastBuild = undefined;
    for (const path of this.fromRuns.paths()) if (!this.output.has(path)) this.fromRuns.delete(path);
    const changed = new Set(published);
    for (const file of target.written) if (changed.has(file.path) || !this.fromRuns.get(file.path)) this.fromRuns.set(file.path, file.contents);
    return published;
  }

  /** The next run starts from nothing (the config changed). */
  forgetOutput(): void {
    this.output.clear();
  }
}
