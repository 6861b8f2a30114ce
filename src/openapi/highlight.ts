/**
 * Code blocks for the API pages, highlighted at build time with the site's
 * highlighter and wrapped like Markdown code blocks (`.code-block`, with a
 * copy button the client runtime wires up), so they look and work the same.
 */
import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { highlightToHast, prepareHighlighter, resolveLanguage } from '../markdown/highlighter.js';

/** Languages the API pages use. */
export const SAMPLE_LANGUAGES = ['bash', 'php', 'javascript', 'python', 'json', 'xml', 'yaml'] as const;

let ready: Promise<Map<string, string | null>> | undefined;
let grammars = new Map<string, string | null>();
/** Specs repeat examples (the same error body under every operation): each is highlighted once per build. */
const memo = new Map<string, string>();

/** Loads the grammars; call (and await) before `codeBlockHtml`. */
export async function prepareCodeBlocks(): Promise<void> {
  ready ??= (async () => {
    const map = new Map<string, string | null>();
    for (const lang of SAMPLE_LANGUAGES) map.set(lang, (await resolveLanguage(lang)) ?? null);
    await prepareHighlighter([...map.values()].filter((g): g is string => g !== null));
    return map;
  })();
  grammars = await ready;
  memo.clear();
}

/** The language to highlight a media type's example with. */
export function languageOfMediaType(type: string): string {
  if (/json/i.test(type)) return 'json';
  if (/xml/i.test(type)) return 'xml';
  if (/yaml/i.test(type)) return 'yaml';
  return 'text';
}

export function codeBlockHtml(code: string, lang: string, label?: string): string {
  const key = `${lang}\0${label ?? ''}\0${code}`;
  let html = memo.get(key);
  if (html === undefined) memo.set(key, (html = blockHtml(code, lang, label)));
  return html;
}

function blockHtml(code: string, lang: string, label?: string): string {
  const grammar = grammars.get(lang) ?? null;
  const pre = highlightToHast(code, grammar, { highlightLines: new Set() });
  const children: ElementContent[] = [];
  if (label) children.push(h('div', { className: ['code-block-header'] }, [h('span', { className: ['code-block-lang'] }, [{ type: 'text', value: label }])]));
  children.push(
    h('div', { className: ['code-block-body'] }, [
      pre,
      h('button', { type: 'button', className: ['copy-button'], ariaLabel: 'Copy code to clipboard' }, [{ type: 'text', value: 'Copy' }]),
    ]),
  );
  return toHtml(h('div', { className: ['code-block'], dataLanguage: lang }, children));
}

function h(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}
