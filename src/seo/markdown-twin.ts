/**
 * The Markdown twin of a page: its own Markdown source, as a reader (or a
 * language model) wants it at `<route>.md`. Front matter and the excerpt
 * marker go; the title and description come first.
 */

const FRONT_MATTER = /^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const LEADING_TITLE = /^\s*#[ \t]+[^\n]*\n/;
const TRUNCATE = /^[ \t]*<!--\s*truncate\s*-->[ \t]*\r?\n?/gm;

export interface TwinInput {
  title: string;
  description?: string;
  /** Lines shown under the description, e.g. a post's date and authors. */
  details?: string[];
  /** The page's Markdown file, front matter included. */
  source: string;
}

export function markdownTwin({ title, description, details = [], source }: TwinInput): string {
  const body = source.replace(FRONT_MATTER, '').replace(LEADING_TITLE, '').replace(TRUNCATE, '').trim();
  const intro = [`# ${title}`, description ? `> ${description.replace(/\n/g, ' ')}` : '', details.join('\n')].filter(Boolean);
  return `${intro.join('\n\n')}\n\n${body}\n`;
}
