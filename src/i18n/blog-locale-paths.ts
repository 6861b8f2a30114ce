/**
 * Where a blog list page's locale menu leads (an index, tag or author page):
 * the same list in each other locale, which may be at another path (a
 * locale's tags.yml or authors.yml gives it another permalink), on the same
 * page of it when that locale's list has as many; else its first page. When
 * the locale has no post with that tag or author (a translated post with
 * others), its list of tags or authors, or its blog when it has none. Never
 * to a page the locale does not have.
 */
import type { BlogOptions } from '../config/schema.js';
import type { BlogListPageData } from '../core/page-data/blog.js';
import type { PageHead, Route } from '../core/types.js';
import { joinRoute } from '../core/urls.js';
import type { LocaleBlog, LocaleBlogs, LocaleList } from './locale-blog-pages.js';

type LocalePath = NonNullable<PageHead['localePaths']>[string];

function isListPage(route: Route): route is Route<BlogListPageData> {
  return route.layout === 'blogList' && route.data !== undefined;
}

/** Whether any route is a blog list page (else there is nothing to read about the other locales). */
export function hasBlogListPages(routes: Route[]): boolean {
  return routes.some(isListPage);
}

/** Sets `head.localePaths` of every blog list page among `routes`, from the other locales' blogs. */
export function linkBlogListPages(routes: Route[], blogs: BlogOptions[], others: Map<string, LocaleBlogs>): void {
  for (const route of routes) {
    if (!isListPage(route)) continue;
    const blog = blogs.find((b) => b.id === route.data.blogId);
    if (!blog) continue;
    const localePaths: NonNullable<PageHead['localePaths']> = {};
    for (const [locale, theirs] of others) {
      const target = listPageIn(theirs.get(blog.id), blog, route.data);
      if (target && (target.path !== route.path || !target.alternate)) localePaths[locale] = target;
    }
    if (Object.keys(localePaths).length > 0) route.head = { ...route.head, localePaths };
  }
}

/** The page of `data`'s list in a locale's blog; undefined when it is at the same path there. */
function listPageIn(theirs: LocaleBlog | undefined, blog: BlogOptions, data: BlogListPageData): LocalePath | undefined {
  const base = blog.routeBasePath;
  if (!theirs) return undefined;
  if (data.kind === 'index') return data.page > theirs.indexPages ? { path: base, alternate: false } : undefined;
  if (data.kind === 'tag' && data.tag) {
    const index = theirs.tags.size > 0 ? joinRoute(base, blog.tagsBasePath) : base;
    return pageOf(theirs.tags.get(data.tag.key), data.page, (href, n) => joinRoute(href, 'page', String(n))) ?? { path: index, alternate: false };
  }
  if (data.kind === 'author' && data.author?.key) {
    const index = theirs.authors.size > 0 ? joinRoute(base, 'authors') : base;
    // Docusaurus's author pages go on under `authors/` (blog-routes.ts).
    return pageOf(theirs.authors.get(data.author.key), data.page, (href, n) => joinRoute(href, 'authors', String(n))) ?? { path: index, alternate: false };
  }
  return undefined;
}

/** Page `n` of a list, or its first page when it has fewer. */
function pageOf(list: LocaleList | undefined, n: number, nth: (href: string, n: number) => string): LocalePath | undefined {
  if (!list) return undefined;
  return { path: n > 1 && n <= list.pages ? nth(list.href, n) : list.href, alternate: !list.unlisted };
}
