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

export type { MarkdownInput };

/** Compiles one file (mdx/compile-file.ts), here or in a worker thread. */
export type CompileRunner = (input: MarkdownInput, siteDir: string) => Promise<CompiledMarkdown>;

export class MarkdownCompiler {
  /** Watch mode: each file's last text, result and cache key, so an unchanged file costs no hashing. */
  private readonly last = new Map<string, { source: string; format: MarkdownInput['format']; texts: string; result: CompiledMarkdown; key: string }>();

  constructor(
    private readonly siteDir: string,
    private readonly cache: CompileCache,
    private readonly run: CompileRunner,
    private readonly remember = false,
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
    const key = createHash('sha1')
      .update(input.relativePath)
      .update('\0')
      .update(format)
      .update('\0')
      .update(input.plugins?.key ?? '')
      .update('\0')
      .update(input.emoji === false ? 'no-emoji' : '')
      .update('\0')
      .update(input.mermaid === true ? 'mermaid' : '')
      .update('\0')
      .update(textsKey(input.texts))
      .update('\0')
      .update(input.source)
      .digest('hex');
    let result = this.cache.get(key);
    if (!result || !dependenciesUnchanged(result)) {
      result = await this.run(input, this.siteDir);
      this.cache.set(key, result);
    }
    if (this.remember) {
      // Each save of a file is a new entry: drop the one it replaces, or memory grows with every edit.
      const before = this.last.get(input.relativePath);
      if (before && before.key !== key) this.cache.forget(before.key);
      this.last.set(input.relativePath, { source: input.source, format, texts: textsKey(input.texts), result, key });
    }
    return result;
  }
}

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
