/**
 * Compiles one content file: an MDX page (its `format`, or `auto` and MDX
 * syntax outside code) through the MDX compiler, any other through the
 * Markdown pipeline. Each is loaded on first use, so a build whose pages
 * are all cached loads neither.
 *
 * A `.md` file read as MDX because of what it holds is code that runs when
 * the site builds, which a reviewer reading it as text would not expect:
 * where it first uses MDX is kept (`markdownAsMdx`), for the build's summary.
 */
import { splitFrontMatter } from '../markdown/front-matter.js';
import { mdxSign } from '../markdown/page-format.js';
import type { CompiledMarkdown, MarkdownInput } from '../markdown/types.js';

export async function compileFile(input: MarkdownInput, siteDir: string): Promise<CompiledMarkdown> {
  const split = splitFrontMatter(input.source, input.relativePath);
  const format = input.format ?? 'auto';
  const sign = format === 'auto' ? mdxSign(split.body) : undefined;
  if (format === 'mdx' || sign) {
    const [{ compileMdxPage }, { pageBoundary }] = await Promise.all([import('./compile-mdx.js'), import('../markdown/compile-page.js')]);
    const md = await compileMdxPage({ ...input, frontMatter: split.data, body: split.body, boundary: pageBoundary(input, siteDir) }, siteDir);
    return sign && /\.md$/i.test(input.relativePath) ? { ...md, markdownAsMdx: sign } : md;
  }
  return (await import('../markdown/compile-page.js')).compilePage(input, siteDir, undefined, split);
}
