/**
 * Where a tag page's locale menu leads: the page of the same tag (by its key)
 * in each other locale, which may be at another path (a locale's tags.yml
 * gives it another permalink); when the locale has no post with that tag (a
 * translated post with other tags), its list of tags, or its blog when it has
 * no tags at all. Never to a page the locale does not have.
 */
import type { BlogOptions } from '../config/schema.js';
import type { BlogListPageData } from '../core/page-data/blog.js';
import type { PageHead, Route } from '../core/types.js';
import { joinRoute } from '../core/urls.js';
import type { LocaleTag, LocaleTags } from './locale-tags.js';

/** A tag page of the default theme's blog list layout. */
function isTagPage(route: Route): route is Route<BlogListPageData & { tag: NonNullable<BlogListPageData['tag']> }> {
  const data = route.data as BlogListPageData | undefined;
  return route.layout === 'blogList' && data?.kind === 'tag' && data.tag !== undefined;
}

/** Whether any route is a tag page (else there is nothing to read about the other locales). */
export function hasTagPages(routes: Route[]): boolean {
  return routes.some(isTagPage);
}

/** Sets `head.localePaths` of every tag page among `routes`, from the other locales' tags. */
export function linkTagPages(routes: Route[], blogs: BlogOptions[], others: Map<string, LocaleTags>): void {
  for (const route of routes) {
    if (!isTagPage(route)) continue;
    const blog = blogs.find((b) => b.id === route.data.blogId);
    if (!blog) continue;
    const localePaths: NonNullable<PageHead['localePaths']> = {};
    for (const [locale, tags] of others) {
      const target = tagPageIn(tags.get(blog.id), blog, route.data.tag.key, route.data.page);
      if (target.path !== route.path || target.missing) localePaths[locale] = target;
    }
    if (Object.keys(localePaths).length > 0) route.head = { ...route.head, localePaths };
  }
}

function tagPageIn(tags: ReadonlyMap<string, LocaleTag> | undefined, blog: BlogOptions, key: string, page: number): { path: string; missing?: true } {
  const tag = tags?.get(key);
  if (tag) return { path: page > 1 && page <= tag.pages ? joinRoute(tag.href, 'page', String(page)) : tag.href };
  const path = tags && tags.size > 0 ? joinRoute(blog.routeBasePath, blog.tagsBasePath) : blog.routeBasePath;
  return { path, missing: true };
}
