/**
 * One compiled page for every locale of a translated site. The texts the
 * pipeline writes into a Markdown page (texts.ts) are the only part of its
 * compiled form that depends on the locale (links are still markers then,
 * resolved per locale later: resolve-refs.ts). So a page is compiled once
 * with a marker in place of each text, and each locale fills in its own.
 *
 * A marker is private-use characters, which the HTML serialiser writes as
 * they are and the word count does not count: START, the text's id as one
 * character, SEP and each placeholder's value (a heading's text), END.
 * Filling is exact when a locale's texts hold no character the serialiser
 * would escape (`canFill`). An admonition's default title and a details
 * block's summary are also in the page's text, whose words are counted:
 * there the markers are holes, and the words are counted again once each
 * locale fills them (word-parts.ts). A page whose markers reach anything
 * else is compiled per locale (`fillable`).
 */
import { MARKDOWN_MESSAGES, markdownText, type MarkdownTexts } from './texts.js';
import type { CompiledMarkdown, MarkdownInput } from './types.js';
import { summarise, type WordParts, wordsWith } from './word-parts.js';

const START = '\uE000';
const SEP = '\uE002';
const END = '\uE001';
/** The first id character; the ids follow in MARKDOWN_MESSAGES's order. */
const ID_BASE = 0xe100;
const IDS = Object.keys(MARKDOWN_MESSAGES);
const PLACEHOLDER = /\{(\w+)\}/g;
const MARKER = /\uE000([\uE100-\uE1FF])((?:\uE002[^\uE000-\uE002]*)*)\uE001/g;
/** What a page's source or a locale's text must not hold for the markers to be found again exactly. */
const PRIVATE_USE = /[\uE000-\uF8FF]/;
/** Characters the HTML serialiser may write as references (in text or in an attribute), and control characters. */
const ESCAPED = /[&<>"'`=\u0000-\u001F\u007F-\u009F]/;

/** Each text's marker, with its English text's placeholders in it (a heading's text lands there). */
export const TEXT_MARKERS: MarkdownTexts = Object.fromEntries(
  IDS.map((id, i) => {
    const names = [...MARKDOWN_MESSAGES[id]!.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    return [id, START + String.fromCharCode(ID_BASE + i) + names.map((name) => `${SEP}{${name}}`).join('') + END];
  }),
);

/** Whether a page may be compiled once with markers: Markdown without the site's plugins, no private-use character. */
export function mayShareTexts(input: MarkdownInput): boolean {
  return input.format !== 'mdx' && !input.plugins && !PRIVATE_USE.test(input.source);
}

/** The page's text with markers in it as holes for the word count, by text index; undefined without markers. */
export function markedWords(text: string): WordParts | undefined {
  if (!text.includes(START)) return undefined;
  const parts: string[] = [];
  const holes: number[] = [];
  let from = 0;
  for (const m of text.matchAll(MARKER)) {
    parts.push(text.slice(from, m.index));
    holes.push(m[1]!.charCodeAt(0) - ID_BASE);
    from = m.index + m[0].length;
  }
  parts.push(text.slice(from));
  return { parts: parts.map(summarise), holes };
}

/** Whether a locale's texts fill markers exactly: none holds a character the serialiser would escape. */
export function canFill(texts: MarkdownTexts | undefined): boolean {
  return IDS.every((id) => {
    const text = texts?.[id] ?? MARKDOWN_MESSAGES[id]!;
    return !ESCAPED.test(text) && !PRIVATE_USE.test(text);
  });
}

/** Whether a page compiled with markers has them only in its HTML and its word count's holes (else it is compiled per locale). */
export function fillable(result: CompiledMarkdown): boolean {
  const { html: _html, excerptHtml: _excerpt, ...rest } = result;
  // A hole is filled with a whole text: one with a placeholder (a heading's "#" link) belongs in the HTML only.
  const holesWhole = result.wordParts?.holes.every((i) => !MARKDOWN_MESSAGES[IDS[i]!]!.includes('{')) ?? true;
  return !result.mdx && holesWhole && !PRIVATE_USE.test(JSON.stringify(rest));
}

/** The page in a locale: its markers replaced by the locale's texts. */
export function fillTexts(result: CompiledMarkdown, texts: MarkdownTexts | undefined): CompiledMarkdown {
  const fill = (html: string) =>
    html.replace(MARKER, (_, code: string, values: string) => {
      const id = IDS[code.charCodeAt(0) - ID_BASE]!;
      const names = [...MARKDOWN_MESSAGES[id]!.matchAll(PLACEHOLDER)].map((m) => m[1]!);
      // Each value is as the serialiser wrote it (escaped), and the text around it needs no escaping (canFill).
      const given = values.split(SEP).slice(1);
      return markdownText(texts, id, names.length > 0 ? Object.fromEntries(names.map((name, i) => [name, given[i] ?? ''])) : undefined);
    });
  const { wordParts, ...page } = result;
  const filled: CompiledMarkdown = { ...page, html: fill(result.html) };
  if (result.excerptHtml !== undefined) filled.excerptHtml = fill(result.excerptHtml);
  if (wordParts) filled.words = wordsWith(wordParts, (i) => markdownText(texts, IDS[i]!));
  return filled;
}
