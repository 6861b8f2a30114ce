/**
 * Excerpts for list pages. A post with `<!-- truncate -->` shows what is
 * above the marker; a post without one shows its first top-level blocks up
 * to about `limit` characters of text, never the whole post.
 *
 * The HTML comes from our own compiler (hast-util-to-html): text is escaped
 * and elements are balanced, so a small tag scanner can find the top-level
 * block boundaries without a full HTML parser.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/** Splits HTML into its top-level nodes (elements, with text between them kept apart). */
export function topLevelBlocks(html: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    if (m[0].startsWith('<!--')) continue;
    const closing = m[1] === '/';
    const name = m[2]!.toLowerCase();
    if (!closing && depth === 0) {
      if (html.slice(start, m.index).trim()) blocks.push(html.slice(start, m.index));
      start = m.index;
    }
    if (closing) depth--;
    else if (!VOID.has(name) && m[3] !== '/') {
      depth++;
      if (RAW_TEXT.has(name)) {
        const end = html.toLowerCase().indexOf(`</${name}`, TOKEN.lastIndex);
        TOKEN.lastIndex = end < 0 ? html.length : end;
      }
    }
    if (depth <= 0) {
      depth = 0;
      blocks.push(html.slice(start, TOKEN.lastIndex));
      start = TOKEN.lastIndex;
    }
  }
  if (html.slice(start).trim()) blocks.push(html.slice(start));
  return blocks.map((b) => b.trim()).filter(Boolean);
}

/** Visible text of an HTML fragment, whitespace collapsed. */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return named[code.toLowerCase()] ?? whole;
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface Excerpt {
  html: string;
  /** Something of the post was left out. */
  truncated: boolean;
}

/**
 * The first blocks of `html` whose text adds up to at most `limit`
 * characters. When the first block alone is longer, its text is cut at a
 * word boundary instead (inline markup is lost, the length is kept bounded).
 */
export function boundedExcerpt(html: string, limit = 600): Excerpt {
  const blocks = topLevelBlocks(html);
  const kept: string[] = [];
  let length = 0;
  for (const block of blocks) {
    const size = htmlText(block).length;
    if (length + size > limit) break;
    kept.push(block);
    length += size;
  }
  if (kept.length === 0 && blocks.length > 0) {
    const text = htmlText(blocks[0]!);
    const cut = text.slice(0, text.lastIndexOf(' ', limit) > 0 ? text.lastIndexOf(' ', limit) : limit);
    return { html: `<p>${escapeText(cut)}…</p>`, truncated: true };
  }
  return { html: kept.join('\n'), truncated: kept.length < blocks.length };
}
