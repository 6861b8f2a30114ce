/**
 * Compiles Markdown files into `CompiledMarkdown`, through the content-hash
 * cache. A cached result is reused when the file's text, the engine and
 * every file the page read (diagrams) are unchanged.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { CompileCache } from './cache.js';
import type { CompiledMarkdown, MarkdownInput } from './types.js';

export type { MarkdownInput };

/** Runs a compile somewhere else (a worker thread); without one, pages compile in this thread. */
export type CompileRunner = (input: MarkdownInput, siteDir: string) => Promise<CompiledMarkdown>;

export class MarkdownCompiler {
  constructor(
    private readonly siteDir: string,
    private readonly cache: CompileCache,
    private readonly runner?: CompileRunner,
  ) {}

  async compile(input: MarkdownInput): Promise<CompiledMarkdown> {
    const key = createHash('sha1').update(input.relativePath).update('\0').update(input.source).digest('hex');
    const cached = this.cache.get(key);
    if (cached && dependenciesUnchanged(cached)) return cached;
    const result = this.runner ? await this.runner(input, this.siteDir) : await (await import('./compile-page.js')).compilePage(input, this.siteDir);
    this.cache.set(key, result);
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
