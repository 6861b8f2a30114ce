/**
 * Code blocks for the API pages, highlighted at build time with the site's
 * highlighter and wrapped as Markdown code blocks are (markdown/code-block.ts).
 */
import { toHtml } from 'hast-util-to-html';
import { codeBlockElement } from '../markdown/code-block.js';
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

/** An example as a code block without a header bar (the tab or heading above it names it). */
export function codeBlockHtml(code: string, lang: string): string {
  const key = `${lang}\0${code}`;
  let html = memo.get(key);
  if (html === undefined) {
    const pre = highlightToHast(code, grammars.get(lang) ?? null, { highlightLines: new Set() });
    memo.set(key, (html = toHtml(codeBlockElement(pre, { language: lang }))));
  }
  return html;
}
