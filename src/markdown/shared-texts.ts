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
 * would escape (`canFill`), and when the texts went into the HTML only: a
 * page whose texts reach its plain text (an admonition's default title is
 * counted in its words) is compiled per locale (`mayShareTexts`, `filled`).
 */
import { MARKDOWN_MESSAGES, markdownText, type MarkdownTexts } from './texts.js';
import type { CompiledMarkdown, MarkdownInput } from './types.js';

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
/** The texts that go into the HTML only (a code block's button, a heading's "#" link), not into what a page's text is measured from. */
const HTML_ONLY = new Set(['theme.CodeBlock.copy', 'theme.CodeBlock.copyButtonAriaLabel', 'theme.common.headingLinkTitle']);

/** Each text's marker, with its English text's placeholders in it (a heading's text lands there). */
export const TEXT_MARKERS: MarkdownTexts = Object.fromEntries(
  IDS.map((id, i) => {
    const names = [...MARKDOWN_MESSAGES[id]!.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    return [id, START + String.fromCharCode(ID_BASE + i) + names.map((name) => `${SEP}{${name}}`).join('') + END];
  }),
);

/** Whether a page may be compiled once with markers: Markdown without the site's plugins, no admonition or details block, no private-use character. */
export function mayShareTexts(input: MarkdownInput): boolean {
  return input.format !== 'mdx' && !input.plugins && !input.source.includes(':::') && !PRIVATE_USE.test(input.source);
}

/** Whether a locale's texts fill markers exactly: none holds a character the serialiser would escape. */
export function canFill(texts: MarkdownTexts | undefined): boolean {
  return IDS.every((id) => {
    const text = texts?.[id] ?? MARKDOWN_MESSAGES[id]!;
    return !ESCAPED.test(text) && !PRIVATE_USE.test(text);
  });
}

/** Whether a page compiled with markers has them in its HTML only, of texts that go there only (else it is compiled per locale). */
export function fillable(result: CompiledMarkdown): boolean {
  if (result.mdx) return false;
  const { html, excerptHtml, ...rest } = result;
  if (PRIVATE_USE.test(JSON.stringify(rest))) return false;
  for (const part of [html, excerptHtml ?? '']) {
    for (const m of part.matchAll(MARKER)) if (!HTML_ONLY.has(IDS[m[1]!.charCodeAt(0) - ID_BASE]!)) return false;
  }
  return true;
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
  const filled: CompiledMarkdown = { ...result, html: fill(result.html) };
  if (result.excerptHtml !== undefined) filled.excerptHtml = fill(result.excerptHtml);
  return filled;
}
