/**
 * A locale's site written into the same output as the others, under its
 * folder (`fr/`): one spare folder, one commit, so every locale is published
 * at once. Its pages are carried over like the default locale's: the
 * output's records hold them by locale and route (locale-records.ts).
 */
import type { OutputFile } from '../../core/types.js';
import type { PageRecord } from './generation.js';
import { recordKeyOf, withFile } from './locale-records.js';
import type { OutputSwap } from './output-swap.js';
import type { OutputTarget } from './output-target.js';

export class PrefixedTarget implements OutputTarget {
  /** `prefix`: the folder, ending in "/". */
  constructor(
    private readonly output: OutputSwap,
    readonly prefix: string,
  ) {}

  write(file: OutputFile): void {
    this.output.write({ ...file, path: this.prefix + file.path });
  }

  reuse(route: string, key: string, files: string[]): PageRecord | undefined {
    const kept = this.output.reuse(
      recordKeyOf(this.prefix, route),
      key,
      files.map((f) => this.prefix + f),
    );
    return kept && withFile(kept, kept.file.slice(this.prefix.length));
  }

  writeVia<T extends { bytes: number }>(files: string[], write: (paths: string[]) => Promise<T>): Promise<T> {
    return this.output.writeVia(
      files.map((f) => this.prefix + f),
      write,
    );
  }
}
