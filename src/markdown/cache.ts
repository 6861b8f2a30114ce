/**
 * The on-disk cache of compiled Markdown, keyed by content hash. It is one
 * file (v8-serialised), read once at the start of a build and written once
 * at the end with only the entries this build used, so it never grows stale.
 * Its name carries a fingerprint of the pipeline code: changing a plugin or
 * upgrading mysite starts a fresh cache.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { CompiledMarkdown } from './types.js';

export class CompileCache {
  private readonly previous: Map<string, CompiledMarkdown>;
  private readonly used = new Map<string, CompiledMarkdown>();
  hits = 0;
  misses = 0;
  /** A result was added or replaced since loading. */
  private changed = false;

  private constructor(
    private readonly file: string | undefined,
    previous: Map<string, CompiledMarkdown>,
  ) {
    this.previous = previous;
  }

  /** A cache that lives only in memory (tests, `--no-cache`). */
  static memory(): CompileCache {
    return new CompileCache(undefined, new Map());
  }

  static load(cacheDir: string, fingerprint: string): CompileCache {
    const file = join(cacheDir, `markdown-${fingerprint}.bin`);
    let previous = new Map<string, CompiledMarkdown>();
    if (existsSync(file)) {
      try {
        previous = deserialize(readFileSync(file)) as Map<string, CompiledMarkdown>;
      } catch {
        previous = new Map(); // a corrupt cache is just a cold build
      }
    }
    return new CompileCache(file, previous);
  }

  get(key: string): CompiledMarkdown | undefined {
    const entry = this.used.get(key) ?? this.previous.get(key);
    if (entry) {
      this.hits++;
      this.used.set(key, entry);
    } else {
      this.misses++;
    }
    return entry;
  }

  set(key: string, value: CompiledMarkdown): void {
    this.changed = true;
    this.used.set(key, value);
  }

  save(): void {
    // Nothing new and nothing dropped: the file on disk already holds exactly this.
    if (!this.file || (!this.changed && this.used.size === this.previous.size)) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, serialize(this.used));
    renameSync(tmp, this.file);
  }
}
