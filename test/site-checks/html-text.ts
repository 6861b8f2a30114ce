/**
 * Reading the text of built HTML pages for the site checks: entities decoded,
 * tags dropped (block ends kept as spaces), tables as rows of cell texts, and
 * sections cut at headings.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e.toLowerCase()] ?? all;
  });
}

/** Text of an HTML fragment; block ends become spaces so words do not run together. */
export function toText(html: string): string {
  return decode(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<a class="hash-link"[^>]*>#<\/a>/g, '')
      .replace(/<\/(p|td|th|li|tr|h[1-6]|div|pre|figcaption|title|desc)>|<br\s*\/?>/gi, ' ')
      .replace(/<[^>]+>/g, ''),
  );
}

export const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

export interface Row {
  cells: string[]; // text of each cell
  html: string;
}

export function tableRows(html: string): Row[] {
  const rows: Row[] = [];
  for (const m of html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)) {
    const cells = [...m[1]!.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) => norm(toText(c[1]!)));
    rows.push({ cells, html: m[1]! });
  }
  return rows;
}

/** Tables of a page: header cells and body rows. */
export function tables(html: string): { head: string[]; rows: Row[] }[] {
  return [...html.matchAll(/<table>([\s\S]*?)<\/table>/g)].map((t) => {
    const head = /<thead>([\s\S]*?)<\/thead>/.exec(t[1]!)?.[1] ?? '';
    const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(t[1]!)?.[1] ?? '';
    return { head: tableRows(head)[0]?.cells ?? [], rows: tableRows(body) };
  });
}

export interface Heading {
  level: number;
  id: string;
  text: string;
  index: number;
  end: number;
}

export function headings(html: string): Heading[] {
  return [...html.matchAll(/<h([1-6])(?: id="([^"]*)")?[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => ({
    level: Number(m[1]),
    id: m[2] ?? '',
    text: norm(toText(m[3]!)),
    index: m.index!,
    end: m.index! + m[0].length,
  }));
}

/** The HTML from a heading to the next heading of the same or a higher level. */
export function section(html: string, match: (h: Heading) => boolean): string | undefined {
  const hs = headings(html);
  const i = hs.findIndex(match);
  if (i < 0) return undefined;
  const h = hs[i]!;
  const next = hs.slice(i + 1).find((n) => n.level <= h.level);
  return html.slice(h.index, next ? next.index : html.length);
}

/** Numbers listed in the first cell of error tables: "29, 30", "2 to 5", "14". */
export function codesInCell(cell: string): number[] {
  const range = /^(\d+) to (\d+)$/.exec(cell);
  if (range) {
    const out: number[] = [];
    for (let n = Number(range[1]); n <= Number(range[2]); n++) out.push(n);
    return out;
  }
  return /^\d+(\s*,\s*\d+)*$/.test(cell) ? cell.split(',').map((n) => Number(n.trim())) : [];
}

/** The top-level items (their HTML) of the first list after `marker` in `html`; undefined when there is no such list. */
export function listItemsAfter(html: string, marker: string): string[] | undefined {
  const from = html.indexOf(marker);
  if (from < 0) return undefined;
  const tags = /<(\/?)(ul|ol|li)\b[^>]*>/g;
  tags.lastIndex = from;
  const items: string[] = [];
  let depth = 0;
  let itemStart = -1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    const [tag, closing, name] = m;
    if (name === 'li') {
      if (depth === 1 && !closing) itemStart = m.index + tag.length;
      if (depth === 1 && closing) items.push(html.slice(itemStart, m.index));
      continue;
    }
    depth += closing ? -1 : 1;
    if (depth === 0) return items;
  }
  return depth === 0 ? undefined : items;
}
