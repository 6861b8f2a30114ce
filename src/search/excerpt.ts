/**
 * What a result shows of its text: a window around the first matched word,
 * with every matched word in it marked. Matched words are the index terms
 * the query matched (after prefix and typo matching), found again in the
 * text at the start of a word, ignoring case.
 */

/** Text in pieces; `mark` pieces are matched words. */
export type Highlighted = { text: string; mark?: true }[];

const WINDOW = 180;
/** How much text to show before the first match. */
const LEAD = 50;

export function matcher(terms: string[]): RegExp | undefined {
  const words = [...new Set(terms)].filter(Boolean).sort((a, b) => b.length - a.length);
  if (words.length === 0) return undefined;
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})`, 'giu');
}

/** Marks every match in a short text (a title, a heading). */
export function highlight(text: string, pattern: RegExp | undefined): Highlighted {
  if (!pattern) return [{ text }];
  pattern.lastIndex = 0; // matchAll starts where the pattern was last left
  const out: Highlighted = [];
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index! > at) out.push({ text: text.slice(at, m.index) });
    out.push({ text: m[0], mark: true });
    at = m.index! + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

/** A window of a long text around its first match (its start when nothing matches), matches marked. */
export function excerpt(text: string, pattern: RegExp | undefined): Highlighted {
  if (pattern) pattern.lastIndex = 0;
  const first = pattern ? pattern.exec(text)?.index : undefined;
  let start = first === undefined || first < LEAD ? 0 : first - LEAD;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < (first ?? start) ? space + 1 : start;
  }
  let end = Math.min(text.length, start + WINDOW);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + WINDOW / 2) end = space;
  }
  const parts = highlight(text.slice(start, end), pattern);
  if (start > 0) parts.unshift({ text: '…' });
  if (end < text.length) parts.push({ text: '…' });
  return parts;
}
