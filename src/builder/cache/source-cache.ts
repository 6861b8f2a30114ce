/**
 * Whole results of content sources that can say what their output depends
 * on (`ContentSource.cacheKey`): the API reference, say, is a function of
 * the spec files alone. A hit skips loading, validating and rendering the
 * spec entirely. Results are stored serialised (a copy taken before later
 * phases change them), with the warnings the source reported.
 */
import { existsSync, readFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { saveFileAtomically } from '../../core/save-file.js';
import { Diagnostics, type Diagnostic } from '../../core/diagnostics.js';
import type { SourceResult } from '../../content/content-source.js';
import type { BuildContext, ContentSource } from '../../content/content-source.js';

interface Entry {
  key: string;
  bytes: Buffer;
}

export interface CachedSource {
  result: SourceResult;
  diagnostics: Diagnostic[];
}

export class SourceCache {
  private entries = new Map<string, Entry>();
  private dirty = false;

  constructor(private readonly file: string | undefined) {
    if (file && existsSync(file)) {
      try {
        this.entries = deserialize(readFileSync(file)) as Map<string, Entry>;
      } catch {
        this.entries = new Map();
      }
    }
  }

  /** Loads one source, or reuses its cached result when its cache key is unchanged. */
  async load(source: ContentSource, ctx: BuildContext): Promise<SourceResult> {
    const key = source.cacheKey ? await source.cacheKey(ctx) : undefined;
    const hit = key ? this.get(source.name, key) : undefined;
    if (hit) {
      for (const d of hit.diagnostics) ctx.diagnostics.report(d);
      return hit.result;
    }
    // Its own diagnostics, so they can be stored with its result.
    const own = new Diagnostics();
    try {
      const result = await source.load({ ...ctx, diagnostics: own });
      if (key) this.set(source.name, key, { result, diagnostics: own.items });
      return result;
    } finally {
      for (const d of own.items) ctx.diagnostics.report(d);
    }
  }

  get(name: string, key: string): CachedSource | undefined {
    const entry = this.entries.get(name);
    return entry && entry.key === key ? (deserialize(entry.bytes) as CachedSource) : undefined;
  }

  set(name: string, key: string, value: CachedSource): void {
    this.entries.set(name, { key, bytes: serialize(value) });
    this.dirty = true;
  }

  save(): void {
    if (!this.file || !this.dirty) return;
    saveFileAtomically(this.file, serialize(this.entries));
    this.dirty = false;
  }
}
