/**
 * What else shows a docs category's label in a translated locale, besides
 * the sidebar and the breadcrumbs (sidebar-translations.ts): a generated
 * index page (its title, and its entries for sub-categories) and the
 * previous/next links that lead to a category's page. The docs source makes
 * them from the labels the content gives; this gives them the locale's.
 */
import { escapeHtml } from '../core/escape.js';
import { escapeRegExp } from '../core/escape-regexp.js';
import { cardHeading } from '../core/doc-cards.js';
import type { DocPageData } from '../core/page-data/doc.js';
import type { Route, SidebarItem } from '../core/types.js';
import type { CategoryLabel } from './sidebar-translations.js';

/** A category that has a page: its label, and those of its sub-categories that have one. */
interface CategoryPage {
  label: string;
  children: { href: string; label: string }[];
}

/** What a route was made with: a route kept from the last run is translated from it again, not from its translation. */
interface Made {
  data: DocPageData;
  title: string;
  markdown?: string;
}

const madeWith = new WeakMap<Route, Made>();

/** `sidebars`: as the content makes them, untranslated. */
export function translateCategoryPages(routes: Route[], sidebars: Record<string, SidebarItem[]>, labelOf: CategoryLabel): void {
  const pagesBySidebar = new Map(Object.entries(sidebars).map(([id, items]) => [id, categoryPages(items)]));
  for (const route of routes) {
    const pages = route.layout === 'doc' && route.sidebarId ? pagesBySidebar.get(route.sidebarId) : undefined;
    if (!pages || pages.size === 0) continue;
    const made = madeWith.get(route) ?? { data: route.data as DocPageData, title: route.head.title, markdown: route.markdown };
    madeWith.set(route, made);
    const label = (text: string) => labelOf(route.sidebarId!, text);
    const data: DocPageData = { ...made.data };
    for (const side of ['prev', 'next'] as const) {
      const nav = made.data[side];
      if (nav && pages.get(nav.href)?.label === nav.label) data[side] = { ...nav, label: label(nav.label) };
    }
    let { title, markdown } = made;
    const index = isGeneratedIndex(route, made.data) ? pages.get(route.path) : undefined;
    if (index) {
      data.html = relabelEntries(made.data.html, index.children, label);
      if (made.data.title === index.label) {
        data.title = label(index.label);
        if (title === index.label) title = data.title;
        if (markdown?.startsWith(`# ${index.label}\n`)) markdown = `# ${data.title}${markdown.slice(index.label.length + 2)}`;
      }
    }
    route.data = data;
    if (title !== route.head.title) route.head = { ...route.head, title };
    if (markdown !== undefined) route.markdown = markdown;
  }
}

/** A generated index page's id is its route (docs-category-index.ts); a doc's id is its path in the docs folder. */
function isGeneratedIndex(route: Route, data: DocPageData): boolean {
  return data.id === route.path;
}

/** Route → the category whose page it is, in one sidebar. */
function categoryPages(items: SidebarItem[], pages = new Map<string, CategoryPage>()): Map<string, CategoryPage> {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href) {
      const children = item.items.flatMap((child) => (child.type === 'category' && child.href ? [{ href: child.href, label: child.label }] : []));
      pages.set(item.href, { label: item.label, children });
    }
    categoryPages(item.items, pages);
  }
  return pages;
}

/** The index's cards of sub-categories (core/doc-cards.ts: a link to `…/route`, the base URL before the route, titled with the label), with the locale's labels. */
function relabelEntries(html: string, children: CategoryPage['children'], label: (text: string) => string): string {
  let out = html;
  for (const child of children) {
    const translated = label(child.label);
    if (translated === child.label) continue;
    const title = (text: string) => escapeHtml(cardHeading({ label: text, kind: 'category' }).title);
    const card = new RegExp(
      `(<a class="doc-card" href="[^"]*${escapeRegExp(escapeHtml(child.href))}">(?:(?!</a>).)*?<span class="doc-card-text">)${escapeRegExp(title(child.label))}</span>`,
      'g',
    );
    out = out.replace(card, (_, open: string) => `${open}${title(translated)}</span>`);
  }
  return out;
}
