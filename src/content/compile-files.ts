/**
 * Reads and compiles the Markdown files of a source folder, gathering every
 * broken file into one error so an author sees them all at once. In watch
 * mode a file unchanged since the last run is answered from memory at once:
 * thousands of unchanged files cost no waiting and no hashing.
 */
import { join, posix } from 'node:path';
import type { BuildContext } from '../core/types.js';
import type { CompiledMarkdown } from '../markdown/types.js';
import { settleAll } from '../core/settle-all.js';

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
        const text = await ctx.files.read(absolutePath, relativePath);
        results[i] = { file, relativePath, source: text, md: await ctx.markdown.compile({ absolutePath, relativePath, source: text, partialsRoot: folder }) };
      })(),
    );
  });
  await settleAll(waiting);
  return results;
}
