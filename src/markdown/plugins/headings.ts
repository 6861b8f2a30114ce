/**
 * Heading ids (GitHub's slug rules, or a custom `{#id}` or `{/* #id *\/}` suffix), a "#" link
 * on each heading, the table of contents (h2–h3), and the page title taken
 * from a leading `#` heading (which the layout shows instead).
 */
import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { forEachElement } from './for-each-element.js';
import { compileData, report } from './mdast-helpers.js';
import type { TocItem } from '../../core/types.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { markdownText, type MarkdownTexts } from '../texts.js';

const CUSTOM_ID = /\s*\{#([^\s}]+)\}\s*$/;
/** `{/* #id *\/}` as Markdown text, and as the value of an MDX expression. */
const COMMENT_ID = /\s*\{\/\*\s*#([^\s*]+)\s*\*\/\}\s*$/;
const COMMENT_ID_EXPRESSION = /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/;
const HEADING = /^h([1-6])$/;

/** `texts`: the site's, for the "#" link's accessible name. */
export function rehypeHeadings(texts?: MarkdownTexts) {
  return (tree: Root, file: VFile) => {
    const data = compileData(file);
    const slugger = new GithubSlugger();
    /** Each heading's id, with the heading: a second one given the same id is reported. */
    const given = new Map<string, Element>();
    takeLeadingTitle(tree, file);
    forEachElement(tree, (node) => {
      const match = HEADING.exec(node.tagName);
      if (!match) return;
      const depth = Number(match[1]);
      const custom = stripCustomId(node);
      const existing = typeof node.properties.id === 'string' ? node.properties.id : undefined;
      const id = custom ?? existing ?? slugger.slug(headingText(node));
      if (custom || existing) slugger.slug(id); // reserve it so later duplicates get a suffix
      const first = given.get(id);
      if (first) report(file, node, repeatedHeadingId(id, first));
      else given.set(id, node);
      node.properties.id = id;
      // h2–h6: each page picks the levels its table of contents lists (toc-levels.ts).
      if (depth >= 2) {
        data.toc.push({ id, depth: depth as TocItem['depth'], html: toHtml(unlink(node.children)) });
      }
      if (depth >= 2) {
        const label = toString(node).trim();
        node.children.push({
          type: 'element',
          tagName: 'a',
          properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: markdownText(texts, 'theme.common.headingLinkTitle', { heading: label }) },
          children: [{ type: 'text', value: '#' }],
        });
      }
    });
  };
}

/**
 * The text a heading's id is slugged from. Docusaurus slugs an MDX heading
 * that ends in a component ("Setup <Badge />") with the space before it, so
 * its id ends in "-"; links written for Docusaurus expect that.
 */
function headingText(node: Element): string {
  const text = toString(node);
  return (node.children.at(-1)?.type as string) === 'mdxJsxTextElement' ? text.trimStart() : text.trim();
}

function repeatedHeadingId(id: string, first: Element): Omit<Diagnostic, 'at'> {
  const where = first.position ? ` (line ${first.position.start.line})` : '';
  return {
    severity: 'warning',
    code: 'markdown/repeated-id',
    message: `This heading's id "${id}" is already the id of an earlier heading${where}: a link to #${id} reaches only that one.`,
    hint: 'Give this heading an id of its own: "## Title {#other-id}".',
  };
}

function stripCustomId(node: Element): string | undefined {
  const children = node.children as (ElementContent | { type: 'mdxTextExpression'; value: string })[];
  let at = children.length - 1;
  while (at > 0 && children[at]!.type === 'text' && (children[at] as { value: string }).value.trim() === '') at--;
  const last = children[at];
  // MDX: `## Title {/* #id */}`, an expression holding only a comment (Docusaurus 3's MDX-safe form).
  if (last?.type === 'mdxTextExpression') {
    const m = COMMENT_ID_EXPRESSION.exec(last.value);
    if (!m) return undefined;
    children.splice(at);
    const before = children[at - 1];
    if (before?.type === 'text') before.value = before.value.trimEnd();
    return m[1];
  }
  if (last?.type !== 'text') return undefined;
  const m = CUSTOM_ID.exec(last.value) ?? COMMENT_ID.exec(last.value);
  if (!m) return undefined;
  last.value = last.value.slice(0, m.index);
  return m[1];
}

/** A page that starts with `# Title` gets that as its title; the layout renders the h1. */
function takeLeadingTitle(tree: Root, file: VFile): void {
  const index = tree.children.findIndex((c) => c.type === 'element' || (c.type === 'text' && c.value.trim() !== ''));
  const first = tree.children[index];
  if (first?.type === 'element' && first.tagName === 'h1') {
    stripCustomId(first);
    compileData(file).title = toString(first).trim();
    tree.children.splice(index, 1);
  }
}

/**
 * TOC entries are links themselves, so links inside a heading become plain
 * text there. A component in an MDX heading is left out: the TOC of an MDX
 * page is made again from its rendered HTML (mdx/html-outline.ts).
 */
export function unlink(nodes: ElementContent[]): ElementContent[] {
  return nodes.flatMap((n): ElementContent[] => {
    if (n.type !== 'element') return n.type === 'text' || n.type === 'comment' ? [n] : [];
    if (n.tagName === 'a') return unlink(n.children);
    return [{ ...n, children: unlink(n.children) }];
  });
}
