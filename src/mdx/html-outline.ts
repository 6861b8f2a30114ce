/**
 * The headings and ids of a rendered MDX page. Its components and partials
 * render headings of their own (`<Heading as="h2">`, a partial's `##`), so
 * the table of contents and the anchors are read from the HTML, as the
 * Markdown pipeline would have made them: h2–h6 with their ids, the `#`
 * link left out and links inside a heading made plain text. An id given
 * twice (`<Heading id>` where a Markdown heading has it) is reported.
 *
 * React writes every attribute in double quotes and escapes `<` in text,
 * so the ids are found by reading the tags alone, and only each heading's
 * own HTML is parsed: parsing whole pages was a tenth of an MDX page's
 * cost. HTML that React did not write in that form (raw-text elements,
 * comments, character references other than React's) is parsed whole.
 */
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import type { TocItem } from '../core/types.js';
import { forEachElement } from '../markdown/plugins/for-each-element.js';
import { unlink } from '../markdown/plugins/headings.js';

export interface Outline {
  toc: TocItem[];
  anchors: string[];
  repeated: string[];
}

const parser = unified().use(rehypeParse, { fragment: true });

/** Elements whose content is not HTML, comments other than React's empty ones, CDATA: the page is parsed whole. */
const NOT_PLAIN = /<(?:script|style|textarea|title|noscript|iframe|xmp|noembed|noframes|plaintext|template)[\s/>]|<!--(?! -->)|<!\[CDATA\[/i;
/** A start tag, its attributes quoted or not. */
const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ID_ATTRIBUTE = /(?:^|\s)id="([^"]*)"/;
const REACT_REFERENCES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

export function htmlOutline(html: string): Outline {
  return (!NOT_PLAIN.test(html) && outlineFromTags(html)) || outlineFromTree(html);
}

/** The outline read from the start tags; undefined when the HTML is not in the form it expects. */
export function outlineFromTags(html: string): Outline | undefined {
  const toc: TocItem[] = [];
  const anchors: string[] = [];
  const seen = new Set<string>();
  const repeated = new Set<string>();
  START_TAG.lastIndex = 0;
  for (let tag = START_TAG.exec(html); tag; tag = START_TAG.exec(html)) {
    const attributes = tag[2]!;
    if (!attributes.includes('id=')) continue;
    const written = ID_ATTRIBUTE.exec(attributes)?.[1];
    if (written === undefined) {
      // An id in another form than React's: only a parser reads it right.
      if (/(?:^|\s)id\s*=/i.test(attributes)) return undefined;
      continue;
    }
    const id = decodeReferences(written);
    if (id === undefined) return undefined;
    if (id === '') continue;
    if (seen.has(id)) repeated.add(id);
    seen.add(id);
    anchors.push(id);
    const depth = /^h([2-6])$/i.exec(tag[1]!)?.[1];
    if (!depth) continue;
    const closing = new RegExp(`</h${depth}\\s*>`, 'gi');
    closing.lastIndex = START_TAG.lastIndex;
    const close = closing.exec(html)?.index;
    const inner = close === undefined ? undefined : html.slice(START_TAG.lastIndex, close);
    if (inner === undefined || /<h[1-6][\s>]/i.test(inner)) return undefined;
    const heading = parser.parse(`<h${depth}>${inner}</h${depth}>`) as Root;
    toc.push({ id, depth: Number(depth) as TocItem['depth'], html: headingHtml(heading.children[0] as Element) });
  }
  return { toc, anchors, repeated: [...repeated] };
}

/** The outline read from the page parsed whole. */
export function outlineFromTree(html: string): Outline {
  const tree = parser.parse(html) as Root;
  const toc: TocItem[] = [];
  const anchors: string[] = [];
  const seen = new Set<string>();
  const repeated = new Set<string>();
  forEachElement(tree, (node: Element) => {
    const id = node.properties.id;
    if (typeof id !== 'string' || id === '') return;
    if (seen.has(id)) repeated.add(id);
    seen.add(id);
    anchors.push(id);
    const depth = /^h([2-6])$/.exec(node.tagName)?.[1];
    if (!depth) return;
    toc.push({ id, depth: Number(depth) as TocItem['depth'], html: headingHtml(node) });
  });
  return { toc, anchors, repeated: [...repeated] };
}

/** A heading's HTML for the table of contents: without its `#` link, its links made text. */
function headingHtml(heading: Element): string {
  const children = heading.children.filter(
    (c) => !(c.type === 'element' && c.tagName === 'a' && (c.properties.className as string[] | undefined)?.includes('hash-link')),
  );
  return toHtml(unlink(children)).trim();
}

/** An attribute value with React's character references decoded; undefined for any other reference. */
function decodeReferences(value: string): string | undefined {
  if (!value.includes('&')) return value;
  let plain = true;
  const decoded = value.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+)?(;?)/gi, (whole, reference?: string, semicolon?: string) => {
    if (!reference) return whole;
    if (!semicolon) plain = false;
    else if (reference.startsWith('#')) {
      const code = reference[1] === 'x' || reference[1] === 'X' ? Number.parseInt(reference.slice(2), 16) : Number.parseInt(reference.slice(1), 10);
      // Code points the HTML parser replaces with others.
      if (code < 1 || code > 0x10ffff || (code >= 0x80 && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff)) plain = false;
      else return String.fromCodePoint(code);
    } else if (REACT_REFERENCES[reference] !== undefined) return REACT_REFERENCES[reference];
    else plain = false;
    return whole;
  });
  return plain ? decoded : undefined;
}
