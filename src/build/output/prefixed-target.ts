/**
 * A locale's site written into the same output as the others, under its
 * folder (`fr/`): one spare folder, one commit, so every locale is published
 * at once. Its pages are rendered afresh each build (the records that let a
 * page be carried over are the default locale's).
 */
import type { OutputFile } from '../../core/types.js';
import type { PageRecord } from './generation.js';
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

  reuse(): PageRecord | undefined {
    return undefined;
  }

  writeVia<T extends { bytes: number }>(files: string[], write: (paths: string[]) => Promise<T>): Promise<T> {
    return this.output.writeVia(
      files.map((f) => this.prefix + f),
      write,
    );
  }
}
