/**
 * Compiles one content file: an MDX page (its `format`, or `auto` and MDX
 * syntax outside code) through the MDX compiler, any other through the
 * Markdown pipeline. Each is loaded on first use, so a build whose pages
 * are all cached loads neither.
 */
import { splitFrontMatter } from '../markdown/front-matter.js';
import { usesMdx } from '../markdown/page-format.js';
import type { CompiledMarkdown, MarkdownInput } from '../markdown/types.js';

export async function compileFile(input: MarkdownInput, siteDir: string): Promise<CompiledMarkdown> {
  const split = splitFrontMatter(input.source, input.relativePath);
  const format = input.format ?? 'auto';
  if (format === 'mdx' || (format === 'auto' && usesMdx(split.body))) {
    const [{ compileMdxPage }, { pageBoundary }] = await Promise.all([import('./compile-mdx.js'), import('../markdown/compile-page.js')]);
    return compileMdxPage({ ...input, frontMatter: split.data, body: split.body, boundary: pageBoundary(input, siteDir) }, siteDir);
  }
  return (await import('../markdown/compile-page.js')).compilePage(input, siteDir, undefined, split);
}
