/**
 * `<DocCardList />` in a doc, as Docusaurus has it on a category's own page
 * (`link: {type: 'doc', id}`): the cards of that category's items, as a
 * generated index page shows them. The component leaves DOC_CARDS_MARKER
 * when the page renders (compat/theme/DocCardList.tsx); the sidebars are
 * known only once every doc is compiled, so the docs source puts the cards
 * in its place.
 */
import { DOC_CARDS_MARKER, type DocCard, docCardsHtml } from '../../core/doc-cards.js';
import type { Problem } from '../../core/diagnostics.js';
import type { SidebarCategory, SidebarItem } from '../../core/types.js';
import type { PageTexts } from '../page-texts.js';
import { firstPage } from './docs-category-index.js';

export function hasDocCards(html: string): boolean {
  return html.includes(DOC_CARDS_MARKER);
}

/** The cards of the category whose own page is `route`, in any sidebar; undefined when no category has it. */
export function docCardsOf(
  route: string,
  sidebars: Record<string, SidebarItem[]>,
  describe: (href: string) => string | undefined,
  texts: PageTexts,
): string | undefined {
  const category = categoryWithPage(Object.values(sidebars).flat(), route);
  if (!category) return undefined;
  const cardOf = (item: SidebarItem): DocCard =>
    item.type === 'link'
      ? { label: item.label, href: item.href, about: describe(item.href), kind: 'doc' }
      : {
          label: item.label,
          href: firstPage(item),
          about: texts.plural('theme.docs.DocCard.categoryDescription.plurals', item.items.length),
          kind: 'category',
        };
  return docCardsHtml(category.items.map(cardOf));
}

export function withDocCards(html: string, cards: string): string {
  return html.replaceAll(DOC_CARDS_MARKER, cards);
}

function categoryWithPage(items: SidebarItem[], route: string): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === route) return item;
    const inside = categoryWithPage(item.items, route);
    if (inside) return inside;
  }
  return undefined;
}

export function noCategoryFor(file: string): Problem {
  return {
    code: 'mdx/doc-card-list',
    message: '<DocCardList /> lists the items of the category whose own page this is, and no sidebar category has this page as its own: the list is left out.',
    at: { file },
    hint: "Make the page its category's page (link: { type: 'doc', id: '…' } in the folder's _category_ file, or in the sidebars file), or give the category a generated index instead.",
  };
}
