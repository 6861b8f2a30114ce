/**
 * The on-disk cache of compiled Markdown, keyed by content hash. It is one
 * file, read when the first page asks for it and written once at the end
 * with only the entries this build used, so it never grows stale. Each
 * entry is v8-serialised on its own (core/framed-parts.ts): it is decoded
 * when a page asks for it, and one that did not change is written back as
 * the bytes it was read from. Its file is named by the engine identity
 * (builder/cache/build-cache.ts): changing a plugin or upgrading mysite starts
 * a fresh cache.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Deserializer, deserialize, serialize } from 'node:v8';
import { frame, unframe } from '../core/framed-parts.js';
import { saveFileAtomically } from '../core/save-file.js';
import type { CompiledMarkdown } from './types.js';

/** An entry as read or made: its value, and the bytes it was read from while it has not changed. */
interface Entry {
  value: CompiledMarkdown;
  bytes?: Uint8Array;
}

export class CompileCache {
  /** The last build's entries, not decoded yet. */
  private loaded?: Map<string, Uint8Array>;
  private readonly used = new Map<string, Entry>();
  hits = 0;
  misses = 0;
  /** A result was added or replaced since loading. */
  private changed = false;

  private constructor(private readonly file: string | undefined) {}

  /** A cache that lives only in memory (tests, `--no-cache`). */
  static memory(): CompileCache {
    return new CompileCache(undefined);
  }

  /** A cache kept in `file` between builds. */
  static at(file: string): CompileCache {
    return new CompileCache(file);
  }

  /** No results of an earlier build to start from: every page will be compiled. */
  get empty(): boolean {
    return !this.file || !existsSync(this.file);
  }

  /** The entries of the last build, read on first use (a build that compiles nothing never pays for it). */
  private get previous(): Map<string, Uint8Array> {
    if (!this.loaded) {
      this.loaded = new Map();
      if (this.file && existsSync(this.file)) {
        try {
          const [keys, ...entries] = unframe(readFileSync(this.file));
          const names = JSON.parse(Buffer.from(keys!).toString()) as string[];
          if (names.length !== entries.length) throw new Error('keys and entries differ');
          this.loaded = new Map(names.map((name, i) => [name, entries[i]!]));
        } catch {
          // A corrupt cache is just a cold build.
          this.loaded = new Map();
        }
      }
    }
    return this.loaded;
  }

  get(key: string): CompiledMarkdown | undefined {
    let entry = this.used.get(key);
    const bytes = entry ? undefined : this.previous.get(key);
    if (bytes) {
      try {
        entry = { value: decode(bytes), bytes };
      } catch {
        // An entry that cannot be read is compiled again.
      }
    }
    if (entry) {
      this.hits++;
      this.used.set(key, entry);
    } else {
      this.misses++;
    }
    return entry?.value;
  }

  set(key: string, value: CompiledMarkdown): void {
    this.changed = true;
    this.used.set(key, { value });
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
    const keys = Buffer.from(JSON.stringify([...this.used.keys()]));
    saveFileAtomically(this.file, frame([keys, ...[...this.used.values()].map((e) => e.bytes ?? serialize(e.value))]));
  }
}

/**
 * An entry's value. V8's own deserialiser reads a page's plain data in half
 * the time of `v8.deserialize`, whose set-up per call doubled the cost of
 * reading 6,000 entries one by one; a value it cannot read (one holding a
 * Buffer) goes through `v8.deserialize`.
 */
function decode(bytes: Uint8Array): CompiledMarkdown {
  try {
    const reader = new Deserializer(bytes);
    reader.readHeader();
    return reader.readValue() as CompiledMarkdown;
  } catch {
    return deserialize(bytes) as CompiledMarkdown;
  }
}
