/**
 * The on-disk cache of compiled Markdown, keyed by content hash. It is one
 * file (v8-serialised), read when the first page asks for it and written
 * once at the end with only the entries this build used, so it never grows
 * stale. Its name carries a fingerprint of the engine code: changing a
 * plugin or upgrading mysite starts a fresh cache.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { saveFileAtomically } from '../core/save-file.js';
import type { CompiledMarkdown } from './types.js';

export class CompileCache {
  private loaded?: Map<string, CompiledMarkdown>;
  private readonly used = new Map<string, CompiledMarkdown>();
  hits = 0;
  misses = 0;
  /** A result was added or replaced since loading. */
  private changed = false;

  private constructor(private readonly file: string | undefined) {}

  /** A cache that lives only in memory (tests, `--no-cache`). */
  static memory(): CompileCache {
    return new CompileCache(undefined);
  }

  static load(cacheDir: string, fingerprint: string): CompileCache {
    return new CompileCache(join(cacheDir, `markdown-${fingerprint}.bin`));
  }

  /** No results of an earlier build to start from: every page will be compiled. */
  get empty(): boolean {
    return !this.file || !existsSync(this.file);
  }

  /** The entries of the last build, read on first use (a build that compiles nothing never pays for it). */
  private get previous(): Map<string, CompiledMarkdown> {
    if (!this.loaded) {
      this.loaded = new Map();
      if (this.file && existsSync(this.file)) {
        try {
          this.loaded = deserialize(readFileSync(this.file)) as Map<string, CompiledMarkdown>;
        } catch {
          // A corrupt cache is just a cold build.
        }
      }
    }
    return this.loaded;
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

  /** Entries held in memory for this build (what `save` would write). */
  get size(): number {
    return this.used.size;
  }

  /** Drops an entry no page has any more (watch mode: the last version of a file that was edited). */
  forget(key: string): void {
    if (this.used.delete(key)) this.changed = true;
  }

  save(): void {
    // Nothing new and nothing dropped: the file on disk already holds exactly this.
    if (!this.file || !this.loaded || (!this.changed && this.used.size === this.loaded.size)) return;
    saveFileAtomically(this.file, serialize(this.used));
  }
}
