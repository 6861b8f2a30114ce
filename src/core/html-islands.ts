/**
 * Page data that does not repeat the page's HTML. Layouts show prepared
 * HTML (a doc's body, an API page's highlighted samples) with
 * `dangerouslySetInnerHTML`, so every such string is in the page's HTML
 * document and again in its data file. At build time each one is left out
 * of the data file (`{"$html": n}` in its place) and the element that holds
 * it in the HTML gets `data-mysite-html="n"`; the browser takes the string
 * back from that element: from the page itself on first load, from the
 * fetched HTML document when it navigates. A page without JavaScript reads
 * the HTML as before.
 *
 * Used by the build (`splitIslands`, string work only) and by the browser
 * (`restoreIslands`), so it must not import Node modules.
 */

export const ISLAND_ATTRIBUTE = 'data-mysite-html';
/** Shorter strings are not worth a lookup. */
const MIN_LENGTH = 200;

interface Placeholder {
  $html: number;
}

export interface SplitPage<D> {
  /** The app's HTML with the attribute on each island's element. */
  appHtml: string;
  /** The data with placeholders where the islands were. */
  data: D;
  /** How many islands (0: the data is unchanged). */
  islands: number;
}

/** Finds the data's HTML strings in the rendered HTML and leaves them out of the data. */
export function splitIslands<D>(appHtml: string, data: D): SplitPage<D> {
  const candidates = new Set<string>();
  collectStrings(data, candidates);
  // Longest first: a string found inside an island already taken is not taken again.
  const taken: Array<{ start: number; end: number; tagEnd: number; value: string }> = [];
  for (const value of [...candidates].sort((a, b) => b.length - a.length || (a < b ? -1 : 1))) {
    const found = findIsland(appHtml, value, taken);
    if (found) taken.push(found);
  }
  if (taken.length === 0) return { appHtml, data, islands: 0 };
  taken.sort((a, b) => a.start - b.start);
  const numbers = new Map(taken.map((island, n) => [island.value, n]));
  let html = '';
  let from = 0;
  taken.forEach((island, n) => {
    html += `${appHtml.slice(from, island.tagEnd)} ${ISLAND_ATTRIBUTE}="${n}"`;
    from = island.tagEnd;
  });
  html += appHtml.slice(from);
  return { appHtml: html, data: replaceStrings(data, numbers) as D, islands: taken.length };
}

/**
 * Puts the islands back into a chunk's data, in place (the browser's copy,
 * parsed from JSON, is its own); `html(n)` reads island n, undefined if it
 * is missing.
 */
export function restoreIslands<D>(data: D, html: (n: number) => string | undefined): D {
  const restore = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    if (isPlaceholder(value)) {
      const island = html(value.$html);
      if (island === undefined) throw new Error(`The page's HTML has no element ${ISLAND_ATTRIBUTE}="${value.$html}"`);
      return island;
    }
    const record = value as Record<string, unknown>;
    for (const key in record) record[key] = restore(record[key]);
    return value;
  };
  return restore(data) as D;
}

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.length >= MIN_LENGTH && value.includes('<')) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectStrings(item, into);
  }
}

const START_TAG = /^<([a-zA-Z][\w-]*)(?:\s[^<>]*)?>$/;

/**
 * The first place where the string is the whole content of an element
 * (what `dangerouslySetInnerHTML` writes), outside the islands taken.
 * React escapes `<` and `>` in text and attributes, so raw HTML found
 * between a start tag and its end tag was written there as HTML.
 */
function findIsland(appHtml: string, value: string, taken: Array<{ start: number; end: number }>) {
  for (let start = appHtml.indexOf(value); start > 0; start = appHtml.indexOf(value, start + 1)) {
    const end = start + value.length;
    if (taken.some((t) => start < t.end && end > t.start)) continue;
    const open = appHtml.lastIndexOf('<', start - 1);
    const tag = START_TAG.exec(appHtml.slice(open, start));
    if (!tag || !appHtml.startsWith(`</${tag[1]}>`, end)) continue;
    return { start, end, tagEnd: start - 1, value };
  }
  return undefined;
}

function replaceStrings(value: unknown, numbers: Map<string, number>): unknown {
  if (typeof value === 'string') {
    const n = numbers.get(value);
    return n === undefined ? value : ({ $html: n } satisfies Placeholder);
  }
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, numbers));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceStrings(v, numbers)]));
  return value;
}

function isPlaceholder(value: object): value is Placeholder {
  return typeof (value as Placeholder).$html === 'number' && Object.keys(value).length === 1;
}
