/**
 * A category's items as cards (a list of links, each with what it is about):
 * what a generated index page shows, and `<DocCardList />` in a doc
 * (compat/theme/DocCardList.tsx, content/sources/docs-card-list.ts).
 */
import { escapeHtml } from './escape.js';

export interface DocCard {
  label: string;
  href?: string;
  /** The page's description, or a sub-category's number of items. */
  about?: string;
}

/** What `<DocCardList />` without `items` renders, for the docs source to replace with the category's cards. */
export const DOC_CARDS_MARKER = '<div class="doc-card-list" data-mysite-doc-cards=""></div>';

export function docCardsHtml(cards: DocCard[]): string {
  const card = (c: DocCard) =>
    `<li>${c.href ? `<a href="${escapeHtml(c.href)}">${escapeHtml(c.label)}</a>` : escapeHtml(c.label)}${c.about ? `<p>${escapeHtml(c.about)}</p>` : ''}</li>`;
  return `<ul class="category-index">${cards.map(card).join('')}</ul>`;
}
