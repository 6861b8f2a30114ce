/**
 * mysite's page data in the shapes Docusaurus gives its theme components:
 * table of contents entries, sidebar items, blog post metadata. Only what
 * mysite knows is filled in; the rest is absent, never invented.
 */
import type { BlogListItem, BlogPostPageData, BlogSidebarData, PageSidebarItem, TocItem } from 'mysite-ssg/client';

export interface DocusaurusTocItem {
  value: string;
  id: string;
  level: number;
}

export const docusaurusToc = (items: readonly TocItem[]): DocusaurusTocItem[] => items.map((item) => ({ value: item.html, id: item.id, level: item.depth }));

export const mysiteToc = (items: readonly DocusaurusTocItem[]): TocItem[] =>
  items.map((item) => ({ html: item.value, id: item.id, depth: Math.min(6, Math.max(2, item.level)) as TocItem['depth'] }));

export type DocusaurusSidebarItem =
  | { type: 'link'; label: string; href: string; className?: string }
  | { type: 'category'; label: string; href?: string; collapsed: boolean; collapsible: boolean; items: DocusaurusSidebarItem[] };

/** The sidebar as the page carries it: categories pruned to their open branches keep a link to their first page. */
export function docusaurusSidebar(items: readonly PageSidebarItem[]): DocusaurusSidebarItem[] {
  return items.map((item): DocusaurusSidebarItem => {
    if (item.type === 'category') {
      return {
        type: 'category',
        label: item.label,
        ...(item.href ? { href: item.href } : {}),
        collapsed: item.collapsed,
        collapsible: item.collapsible,
        items: docusaurusSidebar(item.items),
      };
    }
    return { type: 'link', label: item.label, href: item.href, ...(item.type === 'link' && item.className ? { className: item.className } : {}) };
  });
}

export function docusaurusBlogSidebar(sidebar: BlogSidebarData | undefined) {
  if (!sidebar) return undefined;
  return { title: sidebar.title, items: sidebar.groups.flatMap((group) => group.items.map((item) => ({ title: item.label, permalink: item.href }))) };
}

type Post = BlogListItem | BlogPostPageData;

/** `useBlogPost().metadata` and the props' `content.metadata`. */
export function blogPostMetadata(post: Post) {
  const minutes = post.readingTime ? Number(/\d+(?:\.\d+)?/.exec(post.readingTime)?.[0] ?? 1) : undefined;
  return {
    permalink: post.href,
    title: post.title,
    date: post.date,
    formattedDate: post.formattedDate,
    ...(minutes !== undefined ? { readingTime: minutes } : {}),
    authors: post.authors.map((a) => ({
      name: a.name,
      ...(a.key ? { key: a.key } : {}),
      ...(a.title ? { title: a.title } : {}),
      ...(a.url ? { url: a.url } : {}),
      ...(a.imageUrl ? { imageURL: a.imageUrl } : {}),
      ...(a.page ? { page: { permalink: a.page } } : {}),
    })),
    tags: post.tags.map((t) => ({ label: t.label, permalink: t.href, ...(t.description ? { description: t.description } : {}) })),
    hasTruncateMarker: 'truncated' in post ? post.truncated : false,
    ...('editUrl' in post && post.editUrl ? { editUrl: post.editUrl } : {}),
    unlisted: 'unlisted' in post ? post.unlisted : false,
    ...('newer' in post && post.newer ? { prevItem: { title: post.newer.label, permalink: post.newer.href } } : {}),
    ...('older' in post && post.older ? { nextItem: { title: post.older.label, permalink: post.older.href } } : {}),
    frontMatter: { title: post.title },
  };
}
