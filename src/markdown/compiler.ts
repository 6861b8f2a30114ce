/**
 * Compiles Markdown files into `CompiledMarkdown`, through the content-hash
 * cache. A cached result is reused when the file's text, the engine and
 * every file the page read (diagrams) are unchanged.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { CompileCache } from './cache.js';
import type { CompiledMarkdown, MarkdownInput } from './types.js';
import type { MarkdownTexts } from './texts.js';
import { canFill, fillable, fillTexts, mayShareTexts, TEXT_MARKERS } from './shared-texts.js';

export type { MarkdownInput };

/** Compiles one file (mdx/compile-file.ts), here or in a worker thread. */
export type CompileRunner = (input: MarkdownInput, siteDir: string) => Promise<CompiledMarkdown>;

export class MarkdownCompiler {
  /** Watch mode: each file's last text, result and cache key, so an unchanged file costs no hashing. */
  private readonly last = new Map<string, { source: string; format: MarkdownInput['format']; texts: string; result: CompiledMarkdown; key: string }>();
  /** Files compiled (not taken from a cache) since this compiler was made. */
  compiled = 0;

  constructor(
    private readonly siteDir: string,
    private readonly cache: CompileCache,
    private readonly run: CompileRunner,
    private readonly remember = false,
    /** A translated site's: a page is compiled once for every locale, with its texts filled in per locale (shared-texts.ts). */
    private readonly shareTexts = false,
  ) {}

  /** The last result for this file if its text, format and the site's texts are the same (watch mode), without waiting. */
  resultFor(relativePath: string, source: string, format: MarkdownInput['format'] = 'auto', texts?: MarkdownTexts): CompiledMarkdown | undefined {
    const last = this.last.get(relativePath);
    const same = last?.source === source && last.format === format && last.texts === textsKey(texts);
    return same && dependenciesUnchanged(last.result) ? last.result : undefined;
  }

  async compile(input: MarkdownInput): Promise<CompiledMarkdown> {
    const format = input.format ?? 'auto';
    const known = this.resultFor(input.relativePath, input.source, format, input.texts);
    if (known) return known;
    const shared = this.shareTexts && mayShareTexts(input) && canFill(input.texts) ? await this.compileShared(input, format) : undefined;
    const { key, result } = shared ?? (await this.compileFor(input, format, textsKey(input.texts)));
    if (this.remember) {
      // Each save of a file is a new entry: drop the one it replaces, or memory grows with every edit.
      const before = this.last.get(input.relativePath);
      if (before && before.key !== key) this.cache.forget(before.key);
      this.last.set(input.relativePath, { source: input.source, format, texts: textsKey(input.texts), result, key });
    }
    return result;
  }

  /** The page compiled for every locale, with markers for its texts, filled in with `input`'s; undefined when the markers reach more than its HTML. */
  private async compileShared(
    input: MarkdownInput,
    format: NonNullable<MarkdownInput['format']>,
  ): Promise<{ key: string; result: CompiledMarkdown } | undefined> {
    const compiled = await this.compileFor({ ...input, texts: TEXT_MARKERS }, format, SHARED_TEXTS);
    // Kept in the cache all the same: the next build finds out again at the cost of a look.
    if (!fillable(compiled.result)) return undefined;
    return { key: compiled.key, result: fillTexts(compiled.result, input.texts) };
  }

  /** Through the cache: `texts` is what the result's texts are made from, in its key. */
  private async compileFor(
    input: MarkdownInput,
    format: NonNullable<MarkdownInput['format']>,
    texts: string,
  ): Promise<{ key: string; result: CompiledMarkdown }> {
    const key = createHash('sha1')
      .update(input.relativePath)
      .update('\0')
      .update(format)
      .update('\0')
      .update(input.plugins?.key ?? '')
      .update('\0')
      .update(input.emoji === false ? 'no-emoji' : '')
      .update('\0')
<<<<<<< HEAD
      .update(texts)
=======
      .update(input.mermaid === true ? 'mermaid' : '')
      .update('\0')
      .update(textsKey(input.texts))
>>>>>>> h-mermaid
      .update('\0')
      .update(input.source)
      .digest('hex');
    let result = this.cache.get(key);
    if (!result || !dependenciesUnchanged(result)) {
      result = await this.run(input, this.siteDir);
      this.compiled++;
      this.cache.set(key, result);
    }
    return { key, result };
  }
}

/** The texts part of the key of a page compiled with markers (no locale's texts are a JSON string). */
const SHARED_TEXTS = 'markers';

function dependenciesUnchanged(entry: CompiledMarkdown): boolean {
  return entry.dependencies.every((dep) => {
    try {
      return createHash('sha1').update(readFileSync(dep.file, 'utf8')).digest('hex') === dep.hash;
    } catch {
      return false;
    }
  });
}

function textsKey(texts: MarkdownTexts | undefined): string {
  return texts ? JSON.stringify(texts) : '';
}
