/**
 * Fenced code blocks: highlighted at build time (light + dark colours in one
 * pass), with the Docusaurus meta syntax:
 *
 *   ```php title="register.php" {2,4-5} showLineNumbers
 *
 * and its highlight magic comments (magic-comments.ts).
 * An unknown language is rendered as plain text with a warning.
 */
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { Element } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { codeBlockElement } from '../code-block.js';
import type { MarkdownTexts } from '../texts.js';
import { highlightToHast, prepareHighlighter, resolveLanguage } from '../highlighter.js';
import { report } from './mdast-helpers.js';
import { applyMagicComments } from './magic-comments.js';
import { parseCodeMeta } from '../code-meta.js';
import { UNKNOWN_LANGUAGE_HINT, unknownLanguageMessage } from '../unknown-languages.js';

export { type CodeMeta, parseCodeMeta } from '../code-meta.js';

export function remarkCodeBlocks(texts?: MarkdownTexts) {
  return async (tree: Root, file: VFile) => {
    const blocks: { node: Code; index: number; parent: Parent }[] = [];
    visit(tree, 'code', (node, index, parent) => {
      if (parent && index !== undefined) blocks.push({ node, index, parent });
    });
    if (blocks.length === 0) return;
    const grammar = new Map<string, string | null>();
    for (const { node } of blocks) {
      const lang = (node.lang ?? '').trim();
      if (grammar.has(lang)) continue;
      const resolved = await resolveLanguage(lang);
      if (resolved === undefined) {
        report(file, node, {
          severity: 'warning',
          code: 'markdown/unknown-language',
          message: unknownLanguageMessage(lang),
          hint: UNKNOWN_LANGUAGE_HINT,
        });
      }
      grammar.set(lang, resolved ?? null);
    }
    await prepareHighlighter([...grammar.values()].filter((g): g is string => g !== null));
    for (const { node, index, parent } of blocks) {
      const lang = (node.lang ?? '').trim();
      const meta = parseCodeMeta(node.meta);
      const code = applyMagicComments(node.value, meta.highlightLines);
      const pre = highlightToHast(code, grammar.get(lang) ?? null, { highlightLines: meta.highlightLines, lineNumbers: meta.showLineNumbers });
      markHighlighted(pre);
      if (meta.showLineNumbers) addClass(pre, 'line-numbers');
      const block = codeBlockElement(pre, { language: lang || undefined, title: meta.title, languageLabel: lang, texts });
      // Replaced by an element node: hName on a `code` node would land inside a <pre>.
      parent.children[index] = {
        type: 'mysiteElement',
        position: node.position,
        children: [],
        data: { hName: block.tagName, hProperties: block.properties, hChildren: block.children },
      } as unknown as RootContent;
    }
  };
}

/**
 * Highlighted code is hundreds of token spans with no heading, link, image
 * or id among them: later tree walks skip it (on a code-heavy page, much of
 * their time). The mark lives in `data`, which is never rendered.
 */
function markHighlighted(pre: Element): void {
  pre.data = { ...pre.data, highlighted: true } as Element['data'];
}

export function isHighlightedCode(node: Element): boolean {
  return (node.data as { highlighted?: boolean } | undefined)?.highlighted === true;
}

function addClass(el: Element, name: string): void {
  const current = el.properties.className ?? el.properties.class;
  const list = Array.isArray(current) ? current.map(String) : typeof current === 'string' ? current.split(' ') : [];
  delete el.properties.class;
  el.properties.className = [...list, name];
}
