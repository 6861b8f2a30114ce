/**
 * The posts of one of mysite's blogs in the shape Docusaurus's blog plugin
 * gives `loadContent`'s value (its documented `BlogContent`): `blogPosts`
 * (newest first, with `metadata` as a post page reads it), `blogTags` keyed
 * by permalink, `blogTagsListPath`, the titles, and the list pages of
 * Docusaurus 2 (`blogListPaginated`), which older wrappers read. Routes carry the base
 * URL, as Docusaurus's do; `source` is `@site/<file>`, the name a route's
 * `modules` give a post by.
 */
import type { BlogOptions } from '../../config/schema.js';
import { joinRoute } from '../../core/urls.js';
import type { PageTexts } from '../../content/page-texts.js';
import { type BlogPost, WORDS_PER_MINUTE } from '../../content/sources/blog-posts.js';
import { paginate } from '../../content/sources/blog-routes.js';
import { describePage } from '../../content/sources/front-matter-fields.js';

export interface DocusaurusBlogPost {
  id: string;
  metadata: Record<string, unknown> & { permalink: string; source: string; title: string; frontMatter: Record<string, unknown> };
  content: string;
}

export interface DocusaurusBlogContent {
  blogTitle: string;
  blogDescription: string;
  blogSidebarTitle: string;
  blogPosts: DocusaurusBlogPost[];
  blogListPaginated: { metadata: Record<string, unknown>; items: string[] }[];
  blogTags: Record<
    string,
    {
      label: string;
      permalink: string;
      description?: string;
      items: string[];
      pages: { metadata: Record<string, unknown>; items: string[] }[];
      unlisted: boolean;
    }
  >;
  blogTagsListPath: string;
}

export interface ContentInput {
  posts: BlogPost[];
  options: BlogOptions;
  baseUrl: string;
  texts: PageTexts;
}

/** The `@site/…` name of a post's file, as Docusaurus's `metadata.source`. */
export function postSource(post: BlogPost): string {
  return `@site/${post.relativePath}`;
}

export function blogContent({ posts, options, baseUrl, texts }: ContentInput): DocusaurusBlogContent {
  const url = (route: string) => withBaseUrl(baseUrl, route);
  const listed = posts.filter((p) => !p.unlisted);
  const idOf = (post: BlogPost) =>
    post.relativePath
      .slice(options.path.length)
      .replace(/^\//, '')
      .replace(/\.mdx?$/i, '');
  const blogPosts: DocusaurusBlogPost[] = posts.map((post) => {
    const at = post.unlisted ? -1 : listed.indexOf(post);
    const newer = at > 0 ? listed[at - 1] : undefined;
    const older = at >= 0 ? listed[at + 1] : undefined;
    const link = (p: BlogPost | undefined) => p && { title: p.title, permalink: url(p.route) };
    return {
      id: idOf(post),
      metadata: {
        permalink: url(post.route),
        source: postSource(post),
        title: post.title,
        description: describePage(post.md.frontMatter, post.md) ?? '',
        date: new Date(post.date), // a Date, as Docusaurus's (a string once in JSON)
        formattedDate: texts.longDate(post.date), // Docusaurus 2's, which older wrappers read
        tags: post.tags.map((t) => ({ label: t.label, permalink: url(t.href), ...(t.description ? { description: t.description } : {}) })),
        // Minutes to two decimals, as Docusaurus 3 gives them (absent without showReadingTime).
        ...(options.showReadingTime ? { readingTime: Math.round((post.md.words / WORDS_PER_MINUTE) * 100) / 100 } : {}),
        hasTruncateMarker: post.md.excerptHtml !== undefined,
        authors: post.authors.map((a) => ({ ...a, ...(a.page ? { page: { permalink: url(a.page) } } : {}) })),
        frontMatter: post.md.frontMatter,
        unlisted: post.unlisted,
        ...(link(newer) ? { prevItem: link(newer) } : {}),
        ...(link(older) ? { nextItem: link(older) } : {}),
      },
      content: post.source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, ''),
    };
  });
  const idByPost = new Map(posts.map((post, i) => [post, blogPosts[i]!.id]));
  const pages = (items: BlogPost[], first: string) =>
    paginate(items, options.postsPerPage, first, (n) => joinRoute(first, 'page', String(n))).map((page) => ({
      metadata: {
        permalink: url(page.path),
        page: page.page,
        postsPerPage: options.postsPerPage,
        totalPages: page.pageCount,
        totalCount: items.length,
        previousPage: page.newer ? url(page.newer) : undefined,
        nextPage: page.older ? url(page.older) : undefined,
        blogDescription: options.blogDescription,
        blogTitle: options.blogTitle,
      },
      items: page.items.map((p) => idByPost.get(p)!),
    }));
  const blogTags: DocusaurusBlogContent['blogTags'] = {};
  for (const post of posts) {
    for (const tag of post.tags) {
      const permalink = url(tag.href);
      const entry = (blogTags[permalink] ??= {
        label: tag.label,
        permalink,
        ...(tag.description ? { description: tag.description } : {}),
        items: [],
        pages: [],
        unlisted: true,
      });
      entry.items.push(idByPost.get(post)!);
      if (!post.unlisted) entry.unlisted = false;
    }
  }
  for (const tag of Object.values(blogTags)) {
    const tagged = posts.filter((p) => tag.items.includes(idByPost.get(p)!));
    tag.pages = pages(tagged, tagged[0]!.tags.find((t) => url(t.href) === tag.permalink)!.href);
  }
  return {
    blogTitle: options.blogTitle,
    blogDescription: options.blogDescription,
    blogSidebarTitle: options.blogSidebarTitle,
    blogPosts,
    blogListPaginated: pages(listed, options.routeBasePath),
    blogTags,
    blogTagsListPath: url(joinRoute(options.routeBasePath, options.tagsBasePath)),
  };
}

/** `/blog` under the base URL `/site/` is `/site/blog`, as Docusaurus writes its routes. */
function withBaseUrl(baseUrl: string, route: string): string {
  const base = baseUrl.replace(/\/$/, '');
  return route === '/' ? `${base}/` : `${base}${route}`;
}
