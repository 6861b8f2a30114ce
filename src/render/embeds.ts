/**
 * What a content file or a stylesheet loads from other origins, with where
 * it is written, found in its text: the elements that embed a URL (in raw
 * HTML, MDX or JSX) and Markdown images in content, `@import` and `url()` in
 * CSS. It feeds the build's warning when the policy would block one; a file
 * without "://" loads nothing from elsewhere and costs one `includes`.
 */
import { lineLocator } from '../links/scan-html.js';
import { FENCED_CODE } from '../markdown/pipeline.js';

export interface Embed {
  /** What loads it, for the message: `<iframe>`, `@import`, `url()`… */
  what: string;
  url: string;
  /** The directive that governs it. */
  directive: string;
  line: number;
  column: number;
}

const ELEMENT_DIRECTIVE: Record<string, string> = {
  iframe: 'frame-src',
  frame: 'frame-src',
  script: 'script-src',
  img: 'img-src',
  video: 'media-src',
  audio: 'media-src',
  source: 'media-src',
  track: 'media-src',
  embed: 'object-src',
  object: 'object-src',
};

/** An element with a `src` (or `data`, for `<object>`) in double or single quotes. */
const ELEMENT = /<(iframe|frame|script|img|video|audio|source|track|embed|object)\b[^>]*?\s(?:src|data)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
/** An inline code span on one line. */
const CODE_SPAN = /(`+)[^`\n][^\n]*?\1/g;
const blank = (code: string) => code.replace(/[^\n]/g, ' ');

/** `![alt](https://…)`. */
const MARKDOWN_IMAGE = /!\[[^\]\n]*\]\(\s*<?((?:https?:)?\/\/[^\s)>]+)/g;

export function contentEmbeds(source: string): Embed[] {
  if (!source.includes('//')) return [];
  // Code shows markup, it does not load it. Blanked, not removed, so lines and columns stay.
  const text = source.replace(FENCED_CODE, blank).replace(CODE_SPAN, blank);
  const lineOf = lineLocator(text);
  const found: Embed[] = [];
  const add = (what: string, url: string, directive: string, offset: number) => {
    if (!/^(https?:)?\/\//i.test(url)) return;
    const line = lineOf(offset);
    found.push({ what, url, directive, line, column: offset - text.lastIndexOf('\n', offset - 1) });
  };
  for (const m of text.matchAll(ELEMENT)) {
    const tag = m[1]!.toLowerCase();
    // <source> inside <picture> is an image; inside <video>/<audio> media. Media is the stricter guess.
    add(`<${tag}>`, m[2] ?? m[3] ?? '', ELEMENT_DIRECTIVE[tag]!, m.index);
  }
  for (const m of text.matchAll(MARKDOWN_IMAGE)) add('image', m[1]!, 'img-src', m.index);
  return found.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** `@import url(…)` / `@import "…"`, and `url(…)` (a font inside `@font-face`, else an image). */
const CSS_IMPORT = /@import\s+(?:url\(\s*)?["']?([^"')\s;]+)/gi;
const CSS_URL = /url\(\s*["']?([^"')\s]+)/gi;
const FONT_FACE = /@font-face\s*\{[^}]*\}/gi;

export function cssEmbeds(text: string): Embed[] {
  if (!text.includes('//')) return [];
  const lineOf = lineLocator(text);
  const found: Embed[] = [];
  const add = (what: string, url: string, directive: string, offset: number) => {
    if (!/^(https?:)?\/\//i.test(url)) return;
    found.push({ what, url, directive, line: lineOf(offset), column: offset - text.lastIndexOf('\n', offset - 1) });
  };
  const imports = new Set<number>();
  for (const m of text.matchAll(CSS_IMPORT)) {
    add('@import', m[1]!, 'style-src', m.index);
    imports.add(m.index + m[0].length);
  }
  const fontFaces = [...text.matchAll(FONT_FACE)].map((m) => [m.index, m.index + m[0].length] as const);
  for (const m of text.matchAll(CSS_URL)) {
    // The url() of an @import was reported as the import.
    if (imports.has(m.index + m[0].length)) continue;
    const inFontFace = fontFaces.some(([start, end]) => m.index > start && m.index < end);
    add('url()', m[1]!, inFontFace ? 'font-src' : 'img-src', m.index);
  }
  return found;
}
