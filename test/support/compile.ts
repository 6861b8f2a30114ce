/** Compiles a Markdown string as if it were a file of a site in a temp folder. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CompileCache } from '../../src/markdown/cache.js';
import { MarkdownCompiler } from '../../src/markdown/compiler.js';
import { compileFile } from '../../src/mdx/compile-file.js';
import type { CompiledMarkdown } from '../../src/markdown/types.js';

export const siteDir = mkdtempSync(join(tmpdir(), 'mysite-md-'));
const compiler = new MarkdownCompiler(siteDir, CompileCache.memory(), compileFile);

/** Files next to the page (diagrams, images) can be created first. */
export function writeSiteFile(relativePath: string, contents: string): void {
  const file = join(siteDir, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

export function compile(source: string, relativePath = 'content/docs/page.md'): Promise<CompiledMarkdown> {
  return compiler.compile({ absolutePath: join(siteDir, relativePath), relativePath, source });
}
