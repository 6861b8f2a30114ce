/**
 * A category's items as cards, as Docusaurus draws them: a grid of linked
 * cards, each with an icon and a title (a heading) and a line saying what the
 * item is about. What a generated index page shows, and `<DocCardList />` in a
 * doc (compat/theme/DocCardList.tsx, content/sources/docs-card-list.ts).
 */
import { escapeHtml } from './escape.js';

export interface DocCard {
  label: string;
  href?: string;
  /** A doc's description (docs-card-description.ts), or a category's, else its number of items. */
  about?: string;
  kind: 'doc' | 'category';
}

/** What `<DocCardList />` without `items` renders, for the docs source to replace with the category's cards. */
export const DOC_CARDS_MARKER = '<div class="doc-card-list" data-mysite-doc-cards=""></div>';

/** The icons Docusaurus gives an item whose label does not start with an emoji of its own. */
const ICONS = { doc: '📄️', link: '🔗', category: '🗃' } as const;
/** One emoji (with its modifiers and joined parts) at the start of a label. */
// biome-ignore lint/complexity/useRegexLiterals: the literal's `v` flag does not compile for the TypeScript target.
const LEADING_EMOJI = new RegExp('^\\p{RGI_Emoji}', 'v');

/** A card's icon and title: a label's own leading emoji is its icon. */
export function cardHeading(card: Pick<DocCard, 'label' | 'href' | 'kind'>): { icon: string; title: string } {
  const own = LEADING_EMOJI.exec(card.label)?.[0];
  if (own) return { icon: own, title: card.label.slice(own.length).trim() };
  const external = card.kind === 'doc' && card.href !== undefined && /^[a-z][a-z\d+.-]*:|^\/\//i.test(card.href);
  return { icon: ICONS[card.kind === 'category' ? 'category' : external ? 'link' : 'doc'], title: card.label.trim() };
}

export function docCardsHtml(cards: DocCard[]): string {
  const card = (c: DocCard) => {
    const { icon, title } = cardHeading(c);
    const inner =
      `<h2 class="doc-card-title"><span class="doc-card-icon">${icon}</span><span class="doc-card-text">${escapeHtml(title)}</span></h2>` +
      (c.about ? `<p class="doc-card-about">${escapeHtml(c.about)}</p>` : '');
    return `<li>${c.href ? `<a class="doc-card" href="${escapeHtml(c.href)}">${inner}</a>` : `<div class="doc-card">${inner}</div>`}</li>`;
  };
  return `<ul class="doc-cards">${cards.map(card).join('')}</ul>`;
}
