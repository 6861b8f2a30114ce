/**
 * Plain text of an HTML fragment, cut into sections at its h2 and h3
 * headings, for the search index. The HTML is our own (compiled Markdown,
 * server-rendered React): well formed, attributes double-quoted, so a
 * scanner is enough and far faster than a parser.
 *
 * Left out: what a reader does not read as text (scripts, styles, inline
 * SVG, buttons such as "Copy", heading anchors `#`, code block language
 * labels, anything `aria-hidden` or marked `data-search-ignore`).
 */

export interface TextSection {
  /** The heading's id; none for the text before the first heading (or a heading without one). */
  anchor?: string;
  /** The heading's text; none for the text before the first heading. */
  heading?: string;
  text: string;
  /** The first cell of each table row: what the row is about (an option, a code), matched above the text. */
  keys?: string;
}

const TOKEN = /<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>|<!--[\s\S]*?-->|([^<]+)/g;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const SKIPPED_TAGS = new Set(['script', 'style', 'svg', 'button', 'template', 'noscript', 'select']);
const SKIPPED_ATTRS = /\saria-hidden="true"|\sdata-search-ignore\b|\sclass="[^"]*\b(?:hash-link|code-block-header|copy-button)\b/;
const BLOCK = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'tr',
  'td',
  'th',
  'pre',
  'blockquote',
  'section',
  'article',
  'header',
  'footer',
  'figure',
  'figcaption',
  'details',
  'summary',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'aside',
  'nav',
  'main',
]);
const ID = /\sid="([^"]*)"/;

export function htmlSections(html: string): TextSection[] {
  const sections: TextSection[] = [];
  let current: TextSection = { text: '' };
  let parts: string[] = [];
  let depth = 0;
  /** Depth at which a skipped element started; -1 when not skipping. */
  let skipFrom = -1;
  /** Set while inside an h2/h3: its depth and its collected text. */
  let heading: { depth: number; anchor?: string; parts: string[] } | undefined;
  /** Set while inside the first cell of a table row: its depth and where its text starts in `parts`. */
  let cell: { depth: number; from: number } | undefined;
  let keys: string[] = [];
  let rowStarted = false;

  const finish = () => {
    current.text = clean(parts.join(''));
    if (keys.length > 0) current.keys = keys.join(' ');
    if (current.text || current.heading) sections.push(current);
    parts = [];
    keys = [];
  };

  for (const m of html.matchAll(TOKEN)) {
    const [, closing, rawTag, attrs = '', selfClosing, text] = m;
    if (text !== undefined) {
      if (skipFrom < 0) (heading ? heading.parts : parts).push(decode(text));
      continue;
    }
    if (!rawTag) continue; // a comment
    const tag = rawTag.toLowerCase();
    if (VOID.has(tag) || selfClosing) {
      if (skipFrom < 0 && BLOCK.has(tag)) parts.push(' ');
      continue;
    }
    if (closing) {
      depth--;
      if (skipFrom >= 0) {
        if (depth === skipFrom) skipFrom = -1;
        continue;
      }
      if (cell && depth === cell.depth) {
        const key = clean(parts.slice(cell.from).join(''));
        if (key) keys.push(key);
        cell = undefined;
      }
      if (heading && depth === heading.depth) {
        finish();
        current = { anchor: heading.anchor, heading: clean(heading.parts.join('')), text: '' };
        heading = undefined;
      } else if (BLOCK.has(tag)) (heading ? heading.parts : parts).push(' ');
      continue;
    }
    if (skipFrom < 0 && (SKIPPED_TAGS.has(tag) || SKIPPED_ATTRS.test(attrs))) skipFrom = depth;
    else if (skipFrom < 0 && !heading && (tag === 'h2' || tag === 'h3')) heading = { depth, anchor: ID.exec(attrs)?.[1], parts: [] };
    else if (skipFrom < 0 && BLOCK.has(tag)) parts.push(' ');
    if (skipFrom < 0 && tag === 'tr') rowStarted = true;
    else if (skipFrom < 0 && tag === 'td' && rowStarted) {
      rowStarted = false;
      cell = { depth, from: parts.length };
    }
    depth++;
  }
  finish();
  return sections;
}

/** Collapses white space; the text reads as one line. */
function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decode(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}
