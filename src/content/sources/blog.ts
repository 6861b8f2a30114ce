/**
 * The blog source. One instance per entry of `blogs` in site.config.ts
 * (the site has two: the blog and the release notes). Each reads a folder
 * of `YYYY-MM-DD-name.md` posts with `authors.yml` and `tags.yml`, and
 * makes list, tag, author, archive and post pages, and feeds.
 *
 *   blog-posts.ts         files → posts (dates, slugs, front matter, excerpts)
 *   blog-authors-tags.ts  authors.yml / tags.yml and their resolution
 *   blog-routes.ts        posts → routes (pagination, sidebar, archive…)
 *   blog-feeds.ts         RSS / Atom / JSON Feed and head links
 */
import type { BlogOptions } from '../../config/schema.js';
import type { ContentSource } from '../content-source.js';
import { feedAlternates, feedFiles } from './blog-feeds.js';
import { loadPosts } from './blog-posts.js';
import { blogRoutes } from './blog-routes.js';
import { pageTextsOf } from '../page-texts.js';

export type * from '../../core/page-data/blog.js';

export function blogSource(options: BlogOptions): ContentSource {
  return {
    name: `blog:${options.id}`,
    watch: [`${options.path}/**`],
    incremental: [`${options.path}/**/*.{md,mdx}`],
    async load(ctx) {
      const posts = await loadPosts(ctx, options);
      const { routes, feedRoutes } = blogRoutes(posts, options, { tocLevels: ctx.config.tableOfContents, texts: pageTextsOf(ctx) });
      if (options.feed.alternateLinks === 'blog') {
        const alternates = feedAlternates(ctx.config, options);
        for (const route of routes) route.head.alternates = [...(route.head.alternates ?? []), ...alternates];
      }
      const siteAlternates = options.feed.alternateLinks === 'site' ? feedAlternates(ctx.config, options) : undefined;
      return { routes, files: feedFiles(ctx.config, options, feedRoutes), siteAlternates };
    },
  };
}
