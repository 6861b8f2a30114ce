/**
 * The blog loading a site's plugin that wraps `@docusaurus/plugin-content-blog`
 * is given (plugins/docusaurus-blog/blog-plugin.ts). The plugins run before
 * the builder loads its content, so the posts are loaded here by the blog
 * source's own loading, in a context of their own: compiled in this thread
 * with a memory cache, and MDX posts not rendered (their `html` is empty).
 * Its messages are dropped: the blog source reports them again when it loads.
 */
import { Diagnostics } from '../../core/diagnostics.js';
import type { SiteConfig } from '../../config/schema.js';
import type { BuildContext } from '../../content/content-source.js';
import { SourceFiles } from '../../content/source-files.js';
import { loadPosts } from '../../content/sources/blog-posts.js';
import { pageTextsOf } from '../../content/page-texts.js';
import { CompileCache } from '../../markdown/cache.js';
import { MarkdownCompiler } from '../../markdown/compiler.js';
import type { BlogLoading } from '../../plugins/run-plugins.js';
import type { LocaleView } from '../../i18n/locale-view.js';

export interface PluginBlogInput {
  config: SiteConfig;
  siteDir: string;
  mode: BuildContext['mode'];
  view?: LocaleView;
}

export function pluginBlogLoading({ config, siteDir, mode, view }: PluginBlogInput): BlogLoading {
  const compileHere = async (input: Parameters<typeof import('../../mdx/compile-file.js').compileFile>[0], dir: string) =>
    (await import('../../mdx/compile-file.js')).compileFile(input, dir);
  const ctx: BuildContext = {
    config,
    siteDir,
    mode,
    diagnostics: new Diagnostics(),
    markdown: new MarkdownCompiler(siteDir, CompileCache.memory(), compileHere),
    files: new SourceFiles(false, siteDir, view?.overlay),
    lastCommits: new Map(),
    unrenderedMdx: true,
  };
  return { texts: pageTextsOf(ctx), loadPosts: (blog) => loadPosts(ctx, blog) };
}
