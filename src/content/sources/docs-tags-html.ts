/**
 * The HTML of the docs' tags, made at build time as a generated category
 * index's cards are (core/doc-cards.ts), with the classes of the blog's tag
 * lists so the theme's styles serve both: the tags under a doc, the tags
 * list by letter, and a tag's docs. A site without tagged docs ships not one
 * byte more of theme code for them.
 */
import { escapeHtml } from '../../core/escape.js';
import type { TagData, TagLetter } from '../../core/page-data/tags.js';

/** A doc as a tag page lists it. */
export interface TaggedDoc {
  title: string;
  href: string;
  description?: string;
}

const title = (tag: TagData) => (tag.description ? ` title="${escapeHtml(tag.description)}"` : '');

/** "Tags:" and a doc's tags as links to their pages, at the foot of the doc. */
export function docTagsHtml(tags: TagData[], label: string): string {
  const items = tags.map((tag) => `<li><a href="${escapeHtml(tag.href)}" class="blog-tag"${title(tag)}>${escapeHtml(tag.label)}</a></li>`);
  return `<div class="blog-tags doc-tags"><span class="blog-tags-label">${escapeHtml(label)}</span><ul>${items.join('')}</ul></div>`;
}

/** Every tag by first letter, each with its number of docs (`countLabel`: the words before it, for screen readers). */
export function tagLettersHtml(letters: TagLetter[], countLabel: string): string {
  const tag = (t: TagData & { count: number }) =>
    `<li><a href="${escapeHtml(t.href)}" class="blog-tag"${title(t)}>${escapeHtml(t.label)}<span class="blog-tag-count"><span class="visually-hidden">${escapeHtml(countLabel)}</span>${t.count}</span></a></li>`;
  const section = (group: TagLetter) => {
    const id = `letter-${escapeHtml(group.letter)}`;
    return `<section class="blog-tags-letter" aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(group.letter)}</h2><ul>${group.tags.map(tag).join('')}</ul></section>`;
  };
  return `<div class="blog-tags-index">${letters.map(section).join('')}</div>`;
}

/** A tag's docs, each with its description, and the link to every tag. */
export function taggedDocsHtml(docs: TaggedDoc[], allTags: { href: string; label: string }, description?: string): string {
  const doc = (d: TaggedDoc) =>
    `<li><a href="${escapeHtml(d.href)}">${escapeHtml(d.title)}</a>${d.description ? `<p>${escapeHtml(d.description)}</p>` : ''}</li>`;
  return `${description ? `<p>${escapeHtml(description)}</p>` : ''}<p><a href="${escapeHtml(allTags.href)}">${escapeHtml(allTags.label)}</a></p><ul class="category-index doc-tag-docs">${docs.map(doc).join('')}</ul>`;
}
