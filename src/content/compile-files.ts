/**
 * Reads and compiles the Markdown files of a source folder, gathering every
 * broken file into one error so an author sees them all at once. In watch
 * mode a file unchanged since the last run is answered from memory at once:
 * thousands of unchanged files cost no waiting and no hashing.
 */
import { join, posix } from 'node:path';
import type { BuildContext } from '../core/types.js';
import type { CompiledMarkdown } from '../markdown/types.js';
import { MysiteError } from '../core/errors.js';
import type { Diagnostic } from '../core/diagnostics.js';

export interface CompiledFile {
  /** Relative to the source folder. */
  file: string;
  /** Relative to the site folder. */
  relativePath: string;
  source: string;
  md: CompiledMarkdown;
}

/** `files` are relative to `folder` (site-relative), in the order the results come back. */
export async function compileFiles(ctx: BuildContext, folder: string, files: string[]): Promise<CompiledFile[]> {
  const results: CompiledFile[] = new Array(files.length);
  const waiting: Promise<void>[] = [];
  const base = posix.normalize(folder + '/');
  files.forEach((file, i) => {
    const relativePath = base === './' ? file : base + file;
    const absolutePath = join(ctx.siteDir, relativePath);
    const source = ctx.files.textOf(absolutePath);
    const md = source === undefined ? undefined : ctx.markdown.resultFor(relativePath, source);
    if (source !== undefined && md) {
      results[i] = { file, relativePath, source, md };
      return;
    }
    waiting.push(
      (async () => {
        const text = await ctx.files.read(absolutePath);
        results[i] = { file, relativePath, source: text, md: await ctx.markdown.compile({ absolutePath, relativePath, source: text }) };
      })(),
    );
  });
  await collectMarkdownErrors(waiting);
  return results;
}

/**
 * Awaits every compile and gathers all failures into one error, so an author
 * sees every broken file at once rather than one per build.
 */
async function collectMarkdownErrors<T>(jobs: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(jobs);
  const diagnostics: Diagnostic[] = [];
  const results: T[] = [];
  for (const s of settled) {
    if (s.status === 'fulfilled') results.push(s.value);
    else if (s.reason instanceof MysiteError) diagnostics.push(...s.reason.diagnostics);
    else throw s.reason;
  }
  if (diagnostics.length > 0) throw new MysiteError(diagnostics);
  return results;
}
