/**
 * `@theme/DocCardList`: the cards of a category's items. Without `items`
 * (its use on a category's own page), the items of the category whose page
 * this is: it renders a marker the docs source replaces once the sidebars
 * are known (content/sources/docs-card-list.ts). With `items` (links and
 * categories, as Docusaurus's sidebar items), those.
 */
import { DOC_CARDS_MARKER, type DocCard, docCardsHtml } from '../../core/doc-cards.js';

interface CardItem {
  type?: string;
  label: string;
  href?: string;
  description?: string;
  items?: unknown[];
}

export default function DocCardList({ items, className }: { items?: CardItem[]; className?: string }) {
  const html = items ? docCardsHtml(items.map(cardOf)) : DOC_CARDS_MARKER;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function cardOf(item: CardItem): DocCard {
  return { label: item.label, href: item.href, about: item.description, kind: item.type === 'category' ? 'category' : 'doc' };
}
