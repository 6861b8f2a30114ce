/**
 * Reads the ids and the outgoing URLs of a built HTML page. Our pages are
 * produced by React and hast, always with double-quoted attributes, so a
 * scanner is enough (and far faster than a full HTML parser).
 */

export interface ScannedLink {
  url: string;
  /** 1-based line in the HTML file. */
  line: number;
}

export interface ScannedPage {
  ids: Set<string>;
  links: ScannedLink[];
}

const TAG = /<(a|link|img|script|source|iframe)\b[^>]*>/gi;
/** Any start tag: in text, "<" is always escaped, so ` id="x"` written in a code block is not in one. */
const START_TAG = /<[a-zA-Z][^>]*>/g;
const ID = /\s(?:id|name)="([^"]*)"/g;
const URL_ATTR: Record<string, RegExp> = {
  a: /\shref="([^"]*)"/i,
  link: /\shref="([^"]*)"/i,
  img: /\ssrc="([^"]*)"/i,
  script: /\ssrc="([^"]*)"/i,
  source: /\ssrc="([^"]*)"/i,
  iframe: /\ssrc="([^"]*)"/i,
};

export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!);
}

/** Offset → 1-based line number, by binary search over the newlines. */
export function lineLocator(text: string): (offset: number) => number {
  const newlines: number[] = [];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) newlines.push(i);
  return (offset) => {
    let lo = 0;
    let hi = newlines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (newlines[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}

/**
 * A copy of a piece of the page that does not keep the page alive. V8 makes a
 * substring a view into its parent: kept as they were, the scans of a build's
 * pages (read again by the link check) held every page's HTML, 80 MB at 660 pages.
 */
function detached(piece: string): string {
  return (' ' + piece).slice(1);
}

export function scanHtml(html: string): ScannedPage {
  const ids = new Set<string>();
  for (const tag of html.matchAll(START_TAG)) {
    if (!tag[0].includes('id="') && !tag[0].includes('name="')) continue;
    for (const m of tag[0].matchAll(ID)) ids.add(detached(decodeEntities(m[1]!)));
  }
  const lineAt = lineLocator(html);
  const links: ScannedLink[] = [];
  for (const m of html.matchAll(TAG)) {
    const tag = m[1]!.toLowerCase();
    const attr = URL_ATTR[tag]!.exec(m[0]);
    if (!attr) continue;
    if (tag === 'link' && /\srel="(?:canonical|alternate)"/.test(m[0]) && !/\stype="/.test(m[0])) continue; // absolute self-links
    // A link to a search interface (the theme's web search for pages without JavaScript) leads to results, not to a page.
    if (tag === 'a' && /\srel="(?:[^"]*\s)?search[\s"]/.test(m[0])) continue;
    // A path of the host marked as not part of this site (Docusaurus's pathname:// links, core/pathname-link.ts) is not followed.
    if (tag === 'a' && /\srel="(?:[^"]*\s)?external[\s"]/.test(m[0]) && !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(attr[1]!)) continue;
    links.push({ url: detached(decodeEntities(attr[1]!)), line: lineAt(m.index!) });
  }
  return { ids, links };
}

/**
 * The scan with each URL and id replaced by its copy in `strings` (added
 * when new; the links are changed in place). Pages repeat most of their
 * links (navbar, sidebar, scripts): kept for the link check, each page's
 * own copies were 32 MB at 5,000 pages.
 */
export function withSharedStrings(scan: ScannedPage, strings: Map<string, string>): ScannedPage {
  const shared = (s: string): string => {
    const found = strings.get(s);
    if (found !== undefined) return found;
    strings.set(s, s);
    return s;
  };
  for (const link of scan.links) link.url = shared(link.url);
  return { ids: new Set([...scan.ids].map(shared)), links: scan.links };
}
