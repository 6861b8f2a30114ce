/**
 * `<Tabs>` (@theme/Tabs) as written in an MDX page, checked when the page
 * is compiled, so that a mistake is an error at its line: everything inside
 * must be a `<TabItem>` with a `value` (text between them would otherwise
 * be lost, as Docusaurus refuses it too), and `queryString` without a name
 * needs a `groupId` to take it from. What only rendering can tell (a list
 * made by an expression, `values={…}`) is checked by the component itself
 * (compat/theme/Tabs.tsx).
 */
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { report } from '../markdown/plugins/mdast-helpers.js';
import { attributeLiteral } from './jsx-literals.js';
import { themeImportNames } from './theme-imports.js';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export function remarkTabsCheck() {
  return (tree: Root, file: VFile) => {
    const tabs = themeImportNames(tree, 'Tabs');
    if (tabs.size === 0) return;
    const tabItems = themeImportNames(tree, 'TabItem');
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && tabs.has(node.name ?? '')) {
        checkQueryString(node, file);
        for (const child of node.children as RootContent[]) checkChild(child, tabItems, file);
      }
    });
  };
}

function checkQueryString(node: JsxElement, file: VFile): void {
  const attribute = (name: string) => node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  const query = attribute('queryString');
  if (!query || attributeLiteral(query) !== true || attribute('groupId') || node.attributes.some((a) => a.type === 'mdxJsxExpressionAttribute')) return;
  report(file, node, {
    severity: 'error',
    code: 'markdown/tabs-query-string',
    message: '<Tabs queryString> takes the name of its URL parameter from groupId, and these tabs have none.',
    hint: 'Name the URL parameter (queryString="os"), or give the tabs a groupId.',
  });
}

function checkChild(child: RootContent, tabItems: Set<string>, file: VFile): void {
  if (child.type === 'text' && child.value.trim() === '') return;
  // An expression may make the TabItems ({items.map(…)}) or be a comment: the component checks what it gives.
  if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') return;
  // TabItems written on one line are in a paragraph, with any text beside them: that text is reported once.
  if (child.type === 'paragraph') {
    const stray = child.children.filter((c) => !c.type.startsWith('mdx') && toString(c).trim() !== '');
    if (stray.length > 0) reportStray(stray[0] as RootContent, textExcerpt(stray.map((c) => toString(c)).join('')), file);
    for (const inner of child.children) if (inner.type.startsWith('mdx')) checkChild(inner as RootContent, tabItems, file);
    return;
  }
  if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
    const spread = child.attributes.some((a) => a.type === 'mdxJsxExpressionAttribute');
    const value = child.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'value');
    if (spread || (value && attributeLiteral(value) !== '')) return;
    if (tabItems.has(child.name ?? '')) {
      report(file, child, {
        severity: 'error',
        code: 'mdx/tabs-items',
        message: `This <${child.name}> has no value.`,
        hint: 'Give each TabItem a value="…": it is what a tab group remembers and what the address holds.',
      });
      return;
    }
  }
  reportStray(child, describe(child), file);
}

function reportStray(node: RootContent, what: string, file: VFile): void {
  report(file, node, {
    severity: 'error',
    code: 'mdx/tabs-items',
    message: `${what} is inside <Tabs> but in no <TabItem>: Tabs takes only TabItems.`,
    hint: 'Put it inside a <TabItem value="…" label="…">, or move it out of the <Tabs>.',
  });
}

function textExcerpt(text: string): string {
  const line = text.trim().replace(/\s+/g, ' ');
  return `The text "${line.length > 40 ? `${line.slice(0, 40)}…` : line}"`;
}

function describe(node: RootContent): string {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return node.name ? `<${node.name}>` : 'A fragment';
  if (node.type === 'paragraph') return textExcerpt(toString(node));
  const kinds: Record<string, string> = { heading: 'A heading', code: 'A code block', list: 'A list', blockquote: 'A quote', table: 'A table' };
  return kinds[node.type] ?? 'Content';
}
