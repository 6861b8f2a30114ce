/**
 * What else shows a docs category's label in a translated locale, besides
 * the sidebar and the breadcrumbs (sidebar-translations.ts): a generated
 * index page (its title, and its entries for sub-categories) and the
 * previous/next links that lead to a category's page. The docs source makes
 * them from the labels the content gives; this gives them the locale's, and
 * a generated index the title and description its locale's file gives it.
 */
import { escapeHtml } from '../core/escape.js';
import { escapeRegExp } from '../core/escape-regexp.js';
import { cardHeading } from '../core/doc-cards.js';
import type { DocPageData } from '../core/page-data/doc.js';
import type { Route, SidebarItem } from '../core/types.js';
import type { CategoryTexts } from './sidebar-translations.js';

/** A category that has a page: its label, and those of its sub-categories that have one. */
interface CategoryPage {
  label: string;
  children: { href: string; label: string }[];
}

/** What a route was made with: a route kept from the last run is translated from it again, not from its translation. */
interface Made {
  data: DocPageData;
  title: string;
  description?: string;
  markdown?: string;
}

const madeWith = new WeakMap<Route, Made>();

/** `sidebars`: as the content makes them, untranslated. */
export function translateCategoryPages(routes: Route[], sidebars: Record<string, SidebarItem[]>, texts: CategoryTexts): void {
  const pagesBySidebar = new Map(Object.entries(sidebars).map(([id, items]) => [id, categoryPages(items)]));
  for (const route of routes) {
    const pages = route.layout === 'doc' && route.sidebarId ? pagesBySidebar.get(route.sidebarId) : undefined;
    if (!pages || pages.size === 0) continue;
    const made = madeWith.get(route) ?? {
      data: route.data as DocPageData,
      title: route.head.title,
      description: route.head.description,
      markdown: route.markdown,
    };
    madeWith.set(route, made);
    const sidebarId = route.sidebarId!;
    const label = (text: string) => texts.label(sidebarId, text);
    const data: DocPageData = { ...made.data };
    for (const side of ['prev', 'next'] as const) {
      const nav = made.data[side];
      if (nav && pages.get(nav.href)?.label === nav.label) data[side] = { ...nav, label: label(nav.label) };
    }
    let { title, description, markdown } = made;
    const index = isGeneratedIndex(route, made.data) ? pages.get(route.path) : undefined;
    if (index) {
      data.html = relabelEntries(made.data.html, index.children, label);
      const ownTitle = texts.index(sidebarId, index.label, 'title');
      // The index's title is its label unless its link names one; the locale's file may name one either way.
      const translated = ownTitle ?? (made.data.title === index.label ? label(index.label) : undefined);
      if (translated !== undefined) {
        data.title = translated;
        if (title === made.data.title) title = translated;
        if (markdown?.startsWith(`# ${made.data.title}\n`)) markdown = `# ${translated}${markdown.slice(made.data.title.length + 2)}`;
      }
      const ownDescription = texts.index(sidebarId, index.label, 'description');
      if (ownDescription !== undefined) {
        data.html = withDescription(data.html, made.description, ownDescription);
        if (markdown !== undefined) markdown = withMarkdownDescription(markdown, made.description, ownDescription);
        description = ownDescription;
      }
    }
    route.data = data;
    if (title !== route.head.title || description !== route.head.description) route.head = { ...route.head, title, description };
    if (markdown !== undefined) route.markdown = markdown;
  }
}

/** A generated index's HTML opens with its description's paragraph (docs-category-index.ts): the locale's in its place. */
function withDescription(html: string, given: string | undefined, description: string): string {
  const paragraph = `<p>${escapeHtml(description)}</p>`;
  const old = given === undefined ? undefined : `<p>${escapeHtml(given)}</p>`;
  return old !== undefined && html.startsWith(old) ? paragraph + html.slice(old.length) : paragraph + html;
}

/** The Markdown twin's description, after its heading (docs-category-index.ts). */
function withMarkdownDescription(markdown: string, given: string | undefined, description: string): string {
  const heading = markdown.indexOf('\n\n');
  if (heading < 0) return `${markdown}\n\n${description}`;
  const rest = markdown.slice(heading + 2);
  const after = given !== undefined && rest.startsWith(given) ? rest.slice(given.length).replace(/^\n\n/, '') : rest;
  return `${markdown.slice(0, heading)}\n\n${description}${after ? `\n\n${after}` : ''}`;
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
