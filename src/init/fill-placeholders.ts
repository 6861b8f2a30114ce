/**
 * Fills the placeholders of a template file (`__SITE_TITLE__`) with values
 * the user typed, escaped for where each placeholder stands, so that a title
 * such as `o'reilly-docs`, one holding `"`, a backtick, `${…}`, `</script>`,
 * a newline, `{}` or `*\/` is shown as it was typed, and can never become
 * code that runs at every build:
 *
 * - TypeScript / TSX: inside a string literal (`'…'`, `"…"`, `` `…` ``), or a
 *   JSX attribute (`title="…"`, whose text takes HTML entities, not
 *   backslashes);
 * - YAML and JSON: inside a double-quoted string;
 * - Markdown: in the text (a Markdown file's front matter is YAML).
 *
 * A placeholder anywhere else is a mistake in the template, reported as a
 * bug in mysite (test/init/templates.test.ts checks every template).
 */

/** A placeholder's name and value: `SITE_TITLE` for `__SITE_TITLE__`. */
export type PlaceholderValues = Record<string, string>;

type Escape = (value: string) => string;

const PLACEHOLDER = /__([A-Z][A-Z_]*[A-Z])__/g;

export function fillPlaceholders(text: string, file: string, values: PlaceholderValues): string {
  if (!PLACEHOLDER.test(text)) return text;
  const kind = kindOf(file);
  return text.replace(PLACEHOLDER, (whole: string, name: string, offset: number) => {
    const value = values[name];
    if (value === undefined) return whole;
    const escape = escapeAt(text, offset, kind);
    if (!escape) throw new Error(`The template ${file} has ${whole} where its value cannot be escaped (at offset ${offset}).`);
    return escape(value);
  });
}

type Kind = 'code' | 'yaml' | 'json' | 'markdown';

function kindOf(file: string): Kind | undefined {
  if (/\.(ts|tsx|js|mjs)$/.test(file)) return 'code';
  if (/\.ya?ml$/.test(file)) return 'yaml';
  if (/\.json$/.test(file)) return 'json';
  if (/\.mdx?$/.test(file)) return 'markdown';
  return undefined;
}

function escapeAt(text: string, offset: number, kind: Kind | undefined): Escape | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const before = text.slice(lineStart, offset);
  switch (kind) {
    case 'code': {
      const quote = openQuote(before);
      if (quote?.char === '"' && /[\w-]=$/.test(before.slice(0, quote.at))) return jsxAttribute;
      return quote && ((value) => jsString(value, quote.char));
    }
    case 'yaml':
    case 'json':
      return openQuote(before)?.char === '"' ? jsonString : undefined;
    case 'markdown':
      if (inFrontMatter(text, offset)) return openQuote(before)?.char === '"' ? jsonString : undefined;
      return markdownText;
    default:
      return undefined;
  }
}

/** The string literal a line is inside of at its end, if any: its quote and where it opened. */
function openQuote(line: string): { char: string; at: number } | undefined {
  let open: { char: string; at: number } | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (open) {
      if (c === '\\') i++;
      else if (c === open.char) open = undefined;
    } else if (c === "'" || c === '"' || c === '`') {
      open = { char: c, at: i };
    } else if (c === '#' || (c === '/' && line[i + 1] === '/')) {
      return undefined; // a comment: no placeholder belongs there
    }
  }
  return open;
}

function inFrontMatter(text: string, offset: number): boolean {
  if (!text.startsWith('---\n')) return false;
  const end = text.indexOf('\n---', 3);
  return end >= 0 && offset < end;
}

/** Characters that end or break a line for JavaScript (and YAML), or that the eye does not see. */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/g;
const unicodeEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** Inside a JavaScript string literal quoted with `quote`. */
export function jsString(value: string, quote: string): string {
  let out = value.replaceAll('\\', '\\\\').replaceAll(quote, `\\${quote}`);
  // In a template literal, `${` starts code.
  if (quote === '`') out = out.replaceAll('${', '\\${');
  return out.replace(INVISIBLE, unicodeEscape);
}

/** Inside a double-quoted JSON string, or YAML's double-quoted scalar (whose escapes are JSON's and more). */
export function jsonString(value: string): string {
  return JSON.stringify(value).slice(1, -1).replace(INVISIBLE, unicodeEscape);
}

/** Inside a JSX attribute's quotes: JSX reads HTML character references there, and no backslash escapes. */
export function jsxAttribute(value: string): string {
  return value.replace(/[&"<>{}\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** In Markdown text: every ASCII punctuation mark may be backslash-escaped; line breaks become references. */
export function markdownText(value: string): string {
  return value.replace(/[!-/:-@[-`{-~]/g, (c) => (c === '&' ? '&amp;' : `\\${c}`)).replace(/[\r\n\u2028\u2029]/g, (c) => `&#${c.charCodeAt(0)};`);
}
