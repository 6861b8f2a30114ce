/**
 * A page a locale has no translation of is the default locale's page, built
 * into the locale's site: its head says so (`untranslated`), and the theme
 * shows a notice above the content linking to the page in the default locale,
 * and marks the content as written in that locale's language and direction.
 * Its title, wherever another page of the locale shows it (the sidebars, the
 * pager, the blog's lists), is marked with that language too (`original`), so
 * an English title keeps its full stop at its end in a right-to-left site.
 */
import type { BlogListItem } from '../core/page-data/blog.js';
import type { NavLink } from '../core/page-data/doc.js';
import type { Route, SidebarCategory, SidebarItem, TextLanguage } from '../core/types.js';
import { fileUrl } from '../core/urls.js';
import type { ContentOverlay } from './content-overlay.js';
import type { SiteLocale } from './site-locales.js';

/** Layouts of pages made from a content file (React pages translate their texts with translate()). */
const CONTENT_LAYOUTS = new Set(['doc', 'blogPost', 'markdownPage']);
/** A page written in a language: a generated category index's source is its `_category_` file, its title the locale's translation. */
const WRITTEN_PAGE = /\.mdx?$/;
/** Layouts whose data lists blog posts (`posts`). */
const LIST_LAYOUTS = new Set(['blogList']);

/** Marks the routes shown untranslated, and their titles in the other routes' data and in `sidebars` (returned, marked). */
export function markUntranslated(
  routes: Route[],
  sidebars: Record<string, SidebarItem[]>,
  overlay: ContentOverlay,
  defaultLocale: SiteLocale,
): Record<string, SidebarItem[]> {
  const language: TextLanguage = { lang: defaultLocale.htmlLang, dir: defaultLocale.direction };
  const untranslated = new Set<string>();
  for (const route of routes) {
    const file = route.source?.file;
    if (!file || !WRITTEN_PAGE.test(file) || !CONTENT_LAYOUTS.has(route.layout) || !overlay.isFallback(file)) continue;
    route.head = { ...route.head, untranslated: { original: fileUrl(defaultLocale.baseUrl, route.path), ...language } };
    untranslated.add(route.path);
  }
  // Also with none: a route kept from the last build may hold the mark of a page translated since.
  const mark: Mark = (link) => {
    if (link.href !== undefined && untranslated.has(link.href)) return link.original ? link : { ...link, original: language };
    if (!link.original) return link;
    const { original: _, ...unmarked } = link;
    return unmarked as typeof link;
  };
  for (const route of routes) route.data = markedData(route, mark);
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, markedSidebar(items, mark)]));
}

type Mark = <T extends { href?: string; original?: TextLanguage }>(link: T) => T;

/** The pager's links in a page's data: a doc's previous and next page, a post's newer and older one. */
const PAGER_KEYS = ['prev', 'next', 'newer', 'older'] as const;

/** The route's data with its links to untranslated pages marked: its pager's, a blog list's posts. */
function markedData(route: Route, mark: Mark): unknown {
  const data = route.data as Partial<Record<(typeof PAGER_KEYS)[number], NavLink>> & { posts?: unknown };
  if (!data || typeof data !== 'object') return route.data;
  if (LIST_LAYOUTS.has(route.layout) && Array.isArray(data.posts)) {
    const posts = (data.posts as BlogListItem[]).map(mark);
    return posts.some((post, i) => post !== (data.posts as BlogListItem[])[i]) ? { ...data, posts } : data;
  }
  const changed = PAGER_KEYS.flatMap((key) => {
    const link = data[key];
    const marked = typeof link?.href === 'string' ? mark(link) : link;
    return marked === link ? [] : [[key, marked] as const];
  });
  return changed.length === 0 ? data : { ...data, ...Object.fromEntries(changed) };
}

/** A sidebar's links to untranslated pages marked (a category's label is the locale's own, from its translations). */
function markedSidebar(items: SidebarItem[], mark: Mark): SidebarItem[] {
  let changed = false;
  const marked = items.map((item) => {
    const next = item.type === 'link' ? mark(item) : markedCategory(item, mark);
    changed ||= next !== item;
    return next;
  });
  // Unchanged lists stay the same objects: the docs source knows its categories by identity (docs-sidebar.ts metaOf).
  return changed ? marked : items;
}

function markedCategory(category: SidebarCategory, mark: Mark): SidebarCategory {
  const items = markedSidebar(category.items, mark);
  return items === category.items ? category : { ...category, items };
}
