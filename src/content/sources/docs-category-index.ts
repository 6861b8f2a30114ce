/**
 * Generated index pages (`link: {type: generated-index}` in a folder's
 * `_category_` file), as Docusaurus makes them: the category's title and
 * description, then each of its items as a card (core/doc-cards.ts) with its
 * description (a doc's `description` or excerpt, docs-card-description.ts; a
 * sub-category's `description`, else its number of items). The page uses the
 * doc layout, in the docs sidebar.
 */
import type { RouteOf } from '../../core/layout-data.js';
import type { SidebarItem } from '../../core/types.js';
import { escapeHtml } from '../../core/escape.js';
import { docCardsHtml } from '../../core/doc-cards.js';
import type { NavLink } from '../../core/page-data/doc.js';
import type { GeneratedIndex } from './docs-sidebar.js';
import type { CategoryMeta } from '../read-category.js';

type IndexLink = Extract<NonNullable<CategoryMeta['link']>, { type: 'generated-index' }>;
import { docCardDescription } from './docs-card-description.js';
import type { PageTexts } from '../page-texts.js';

export interface IndexPlace {
  prev?: NavLink;
  next?: NavLink;
  breadcrumbs: { label: string; href?: string }[];
  hideBreadcrumbs?: true;
}

/** `texts`: the site's language, for a sub-category's number of items. */
export function categoryIndexRoute(index: GeneratedIndex, place: IndexPlace, { sidebarId, texts }: { sidebarId: string; texts: PageTexts }): RouteOf<'doc'> {
  const link: Partial<IndexLink> = index.meta.link?.type === 'generated-index' ? index.meta.link : {};
  const title = link.title ?? index.category.label;
  const description = link.description ?? index.meta.description;
  const items = index.entries.map(({ item, doc, meta }) => {
    const href = item.type === 'link' ? item.href : firstPage(item);
    const about = doc
      ? docCardDescription(doc)
      : item.type === 'category'
        ? (meta?.description ?? texts.plural('theme.docs.DocCard.categoryDescription.plurals', item.items.length))
        : undefined;
    return { label: item.label, href, about, kind: item.type === 'category' ? ('category' as const) : ('doc' as const) };
  });
  const html = (description ? `<p>${escapeHtml(description)}</p>` : '') + docCardsHtml(items);
  return {
    path: index.route,
    layout: 'doc',
    source: index.meta.file ? { file: index.meta.file } : undefined,
    sidebarId,
    head: { title, description, keywords: link.keywords },
    markdown:
      [`# ${title}`, description ?? '', ...items.map((i) => `- [${i.label}](${i.href ?? ''})${i.about ? `: ${i.about}` : ''}`)].filter(Boolean).join('\n\n') +
      '\n',
    data: { id: index.route, title, html, toc: [], hideTableOfContents: true, ...place },
  };
}

/** Where a sub-category's entry leads: its own page, else its first page. */
export function firstPage(item: SidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.href) return item.href;
  for (const child of item.items) {
    const href = firstPage(child);
    if (href) return href;
  }
  return undefined;
}
