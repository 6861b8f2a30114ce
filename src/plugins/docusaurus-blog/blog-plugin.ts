/**
 * `@docusaurus/plugin-content-blog`'s plugin function, for a site's plugin
 * that wraps it (docs/PLUGINS.md, "A plugin that wraps the blog"): called
 * with Docusaurus's options, it stands for the blog of site.config.ts whose
 * folder (or id) they name. Its `loadContent` gives that blog's posts in
 * Docusaurus's shape (blog-content.ts), loaded by mysite's own blog
 * loading; its `contentLoaded` keeps mysite's pages of the blog, so a
 * wrapper that calls it (as wrappers do) keeps the standard blog, and one
 * that does not leaves it out (blogsLeftOut).
 */
import type { BlogOptions, SiteConfig } from '../../config/schema.js';
import type { PageTexts } from '../../content/page-texts.js';
import type { BlogPost } from '../../content/sources/blog-posts.js';
import { MysiteError } from '../../core/errors.js';
import type { PluginContext, PluginObject } from '../plugin-types.js';
import { blogContent, postSource } from './blog-content.js';
import type { PostModules } from './post-modules.js';

/** Where the plugin module stub (`@docusaurus/plugin-content-blog`, plugin-module.ts) finds the function in the context it is given. */
export const BLOG_PLUGIN_KEY = 'mysite.docusaurus-plugin-content-blog';

export interface BlogPluginEnv {
  config: SiteConfig;
  texts: PageTexts;
  /** mysite's loading of a blog's posts (the same as its blog source's). */
  loadPosts(blog: BlogOptions): Promise<BlogPost[]>;
  /** The posts loaded, by `@site/…` file, for routes' `modules` (post-modules.ts). */
  posts: PostModules;
  /** Ids of the blogs a wrapper stands for, and of those whose `contentLoaded` ran. */
  claimed: Set<string>;
  kept: Set<string>;
}

export type BlogPluginFunction = (context: PluginContext, options?: Record<string, unknown>) => Promise<PluginObject>;

export function blogPluginFunction(env: BlogPluginEnv): BlogPluginFunction {
  return async (context, options = {}) => {
    const blog = blogFor(env.config.blogs, options);
    env.claimed.add(blog.id);
    return {
      name: 'docusaurus-plugin-content-blog',
      options: { ...options, id: typeof options.id === 'string' ? options.id : 'default' },
      async loadContent() {
        const posts = await env.loadPosts(blog);
        for (const post of posts) env.posts.add(postSource(post), post);
        const content = blogContent({ posts, options: blog, baseUrl: context.baseUrl, texts: env.texts });
        // As a compiled post module exports it: JSON (its date a string).
        for (const post of content.blogPosts) env.posts.setMetadata(post.metadata.source, JSON.parse(JSON.stringify(post.metadata)));
        return content;
      },
      async contentLoaded() {
        env.kept.add(blog.id);
      },
      // As Docusaurus's: `serve --watch` runs the plugins again when a post changes, so the wrapper's pages follow.
      getPathsToWatch() {
        return [`${blog.path}/**/*.{md,mdx}`, `${blog.path}/authors.yml`, `${blog.path}/tags.yml`];
      },
    };
  };
}

/** The blog of the config that Docusaurus's options name: by folder, then by id (`default` is mysite migrate's `blog`). */
function blogFor(blogs: readonly BlogOptions[], options: Record<string, unknown>): BlogOptions {
  const folder = (typeof options.path === 'string' ? options.path : 'blog').replace(/^\.\//, '').replace(/\/$/, '');
  const id = typeof options.id === 'string' && options.id !== 'default' ? options.id : 'blog';
  const found = blogs.find((b) => b.path.replace(/^\.\//, '').replace(/\/$/, '') === folder) ?? blogs.find((b) => b.id === id);
  if (found) return found;
  throw MysiteError.of({
    code: 'plugin/invalid',
    message: `A plugin calls @docusaurus/plugin-content-blog for the blog in ${folder}/, and site.config.ts has no blog there (blogs: ${blogs.map((b) => b.path).join(', ') || 'none'}).`,
    at: { file: 'site.config.ts' },
    hint: `Add the blog to blogs in site.config.ts ({ id: '${id}', path: '${folder}', routeBasePath: '/blog' }); mysite migrate does so for a wrapped blog.`,
  });
}
