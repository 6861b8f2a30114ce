/**
 * What a reader would compare on two renderings of one page, read from its
 * HTML: title, description, headings, the main content as blocks of text,
 * its links, images, code blocks, tables and admonitions. Both Docusaurus
 * and mysite wrap Markdown in Infima's `markdown` class, so that is the
 * main content; a page without one (a React page) is compared by its `main`, or by the layout's
 * `main-wrapper` when the page renders no `main`.
 */
import { decodeHtml, findAll, findFirst, hasClass, type HtmlElement, type HtmlNode, parseHtml } from './html-tree.js';

export interface Heading {
  level: number;
  text: string;
  id: string;
}

export interface PageOutline {
  title: string;
  description: string;
  /** h1–h3 of the page's main element. */
  headings: Heading[];
  /** The main content's text, block by block (paragraphs, list items, cells, code), without the h1. */
  blocks: string[];
  /** Link targets in the main content, as written. */
  links: string[];
  images: { src: string; alt: string }[];
  /** Each code block's lines, trimmed, without blank lines. */
  codeBlocks: string[];
  /** Each table as "rows×columns". */
  tables: string[];
  /** Each admonition's kind (note, tip, info, warning, danger…). */
  admonitions: string[];
  /** Where a redirect page sends the reader (`<meta http-equiv="refresh">`). */
  redirectsTo?: string;
}

/** Never text a reader reads as content: scripts, icons, heading anchors, screen-reader-only copies, buttons. */
function isNoise(element: HtmlElement): boolean {
  return (
    element.tag === 'script' ||
    element.tag === 'style' ||
    element.tag === 'noscript' ||
    element.tag === 'template' ||
    element.tag === 'svg' ||
    element.tag === 'button' ||
    element.attrs['aria-hidden'] === 'true' ||
    hasClass(element, 'hash-link') ||
    // mysite's code block header names the language: a label of the theme, not of the page.
    hasClass(element, 'code-block-lang') ||
    // mysite's tab panels repeat their tab's name for readers without JavaScript; the tab list names them once.
    hasClass(element, 'tab-panel-label') ||
    // mysite's search page tells readers without JavaScript where else to look; with it, the page is its box, as Docusaurus's.
    hasClass(element, 'search-page-no-js') ||
    hasClass(element, 'sr-only') ||
    hasClass(element, 'visually-hidden')
  );
}

/**
 * Parts of a page that are the site's chrome, not the page's content. Docusaurus's version banner and
 * badge are `div`s and `span`s inside `main`: on a page without Markdown (a generated index) they would count as its text.
 */
function isChrome(element: HtmlElement): boolean {
  return (
    element.tag === 'nav' ||
    element.tag === 'aside' ||
    element.tag === 'footer' ||
    hasClass(element, 'table-of-contents') ||
    hasClass(element, 'theme-doc-version-banner') ||
    hasClass(element, 'theme-doc-version-badge')
  );
}

const BLOCKS = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'td',
  'th',
  'blockquote',
  'figcaption',
  'summary',
  'div',
  'section',
  'article',
  'header',
  'table',
  'tr',
  'ul',
  'ol',
  'dl',
  'details',
  'figure',
  'main',
  'tbody',
  'thead',
]);

export function squeeze(text: string): string {
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function textOf(node: HtmlNode): string {
  if (typeof node === 'string') return node;
  if (isNoise(node)) return '';
  if (node.tag === 'br') return '\n';
  let text = '';
  for (const child of node.children) text += textOf(child);
  return text;
}

function holdsBlock(element: HtmlElement): boolean {
  return element.children.some((child) => typeof child !== 'string' && (BLOCKS.has(child.tag) || holdsBlock(child)));
}

/** The text of `element` as blocks: inline content between two block elements is one block. */
function blocksOf(element: HtmlElement, into: string[]): void {
  let inline = '';
  const flush = () => {
    const text = squeeze(inline);
    if (text) into.push(text);
    inline = '';
  };
  for (const child of element.children) {
    if (typeof child !== 'string' && child.attrs.role === 'tablist') {
      // Each tab's name is a block, whether the tab is a list item (Docusaurus) or a button (mysite).
      flush();
      for (const tab of findAll(child, (e) => e.attrs.role === 'tab')) {
        const name = squeeze(tab.children.map(textOf).join(''));
        if (name) into.push(name);
      }
      continue;
    }
    if (typeof child !== 'string' && (isChrome(child) || isNoise(child))) continue;
    // A block inside an inline element (a card: a link holding a heading and a paragraph) is still a block.
    if (typeof child !== 'string' && (BLOCKS.has(child.tag) || holdsBlock(child))) {
      flush();
      // The title is compared as a heading: Docusaurus puts it inside the Markdown's wrapper, mysite above it.
      if (child.tag === 'h1') continue;
      if (child.tag === 'pre') {
        const code = squeeze(textOf(child));
        if (code) into.push(code);
      } else blocksOf(child, into);
    } else inline += textOf(child);
  }
  flush();
}

function codeLines(pre: HtmlElement): string {
  return textOf(pre)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

function tableShape(table: HtmlElement): string {
  const rows = findAll(table, (e) => e.tag === 'tr');
  const columns = Math.max(0, ...rows.map((row) => row.children.filter((c) => typeof c !== 'string' && (c.tag === 'td' || c.tag === 'th')).length));
  return `${rows.length}×${columns}`;
}

const ADMONITION_KIND = /(?:^|\s)(?:theme-admonition|admonition)-([a-z]+)(?:\s|$)/;
const ALERT_KIND: Record<string, string> = { secondary: 'note', success: 'tip', info: 'info', warning: 'warning', danger: 'danger' };
/** Docusaurus 3 renders `:::caution` as a warning under its old name; the kind is the same. */
const SAME_KIND: Record<string, string> = { caution: 'warning' };

function admonitionKind(element: HtmlElement): string | undefined {
  const classes = element.attrs.class ?? '';
  const named = ADMONITION_KIND.exec(classes)?.[1];
  if (named && named !== 'content' && named !== 'heading' && named !== 'icon') return SAME_KIND[named] ?? named;
  if (hasClass(element, 'admonition') || hasClass(element, 'theme-admonition')) {
    const alert = /(?:^|\s)alert--([a-z]+)/.exec(classes)?.[1];
    return alert ? (ALERT_KIND[alert] ?? alert) : 'note';
  }
  return undefined;
}

export function outlinePage(html: string): PageOutline {
  const root = parseHtml(html);
  const head = findFirst(root, (e) => e.tag === 'head') ?? root;
  const meta = (name: string) => findFirst(head, (e) => e.tag === 'meta' && e.attrs.name === name)?.attrs.content ?? '';
  const refresh = findFirst(head, (e) => e.tag === 'meta' && e.attrs['http-equiv']?.toLowerCase() === 'refresh')?.attrs.content;
  const body = findFirst(root, (e) => e.tag === 'body') ?? root;
  // A React page need not render a `main`; both tools' layouts then hold it in `main-wrapper` (Docusaurus's
  // ThemeClassNames.wrapper.main), and what is outside it (navbar, its menu for small screens, footer) is chrome.
  const main = findFirst(body, (e) => e.tag === 'main') ?? findFirst(body, (e) => hasClass(e, 'main-wrapper')) ?? body;
  const markdown = findAll(main, (e) => hasClass(e, 'markdown') && !isChrome(e), false);
  const content = markdown.length > 0 ? markdown : [main];
  const inContent = (test: (e: HtmlElement) => boolean) => content.flatMap((part) => [...(test(part) ? [part] : []), ...findAll(part, test)]);
  const blocks: string[] = [];
  for (const part of content) blocksOf(part, blocks);
  const headings = findAll(main, (e) => isChrome(e) || /^h[1-3]$/.test(e.tag), false)
    .filter((e) => !isChrome(e))
    .map((e) => ({ level: Number(e.tag[1]), text: squeeze(textOf(e)), id: e.attrs.id ?? '' }));
  return {
    title: squeeze(textOf(findFirst(head, (e) => e.tag === 'title') ?? '')),
    description: squeeze(meta('description')),
    headings,
    blocks,
    links: inContent((e) => e.tag === 'a' && e.attrs.href !== undefined && !hasClass(e, 'hash-link')).map((e) => e.attrs.href!),
    images: inContent((e) => e.tag === 'img' && !!e.attrs.src).map((e) => ({ src: e.attrs.src!, alt: squeeze(e.attrs.alt ?? '') })),
    codeBlocks: inContent((e) => e.tag === 'pre').map(codeLines),
    tables: inContent((e) => e.tag === 'table').map(tableShape),
    // The outermost only: a theme's admonition holds parts named after it (a heading, the content).
    admonitions: content.flatMap((part) => findAll(part, (e) => admonitionKind(e) !== undefined, false)).map((e) => admonitionKind(e)!),
    ...(refresh ? { redirectsTo: decodeHtml(/url\s*=\s*['"]?([^'"\s]+)/i.exec(refresh)?.[1] ?? '') } : {}),
  };
}
