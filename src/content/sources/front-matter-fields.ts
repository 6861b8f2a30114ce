import { escapeRegExp } from '../../core/escape-regexp.js';
import type { ContentLink, Route } from '../../core/types.js';
import type { CompiledMarkdown } from '../../markdown/types.js';

export function frontMatterString(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  return undefined;
}

export function frontMatterStrings(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return undefined;
}

const MAX_DESCRIPTION = 200;

/** The `description` front matter, or the first paragraph cut at a word boundary. */
export function describePage(fm: Record<string, unknown>, md: CompiledMarkdown): string | undefined {
  const explicit = frontMatterString(fm.description);
  if (explicit) return explicit;
  const text = md.firstParagraph;
  if (!text) return undefined;
  if (text.length <= MAX_DESCRIPTION) return text;
  return text.slice(0, text.lastIndexOf(' ', MAX_DESCRIPTION)) + '…';
}

/** The links and images of a compiled page, located in its source file. */
export function contentLinksOf(md: CompiledMarkdown, file: string): ContentLink[] {
  return md.refs.map((r) => ({
    kind: r.kind,
    href: r.raw,
    target: r.target,
    ...(r.alternatives ? { alternatives: r.alternatives } : {}),
    at: { file, line: r.line, column: r.column },
  }));
}

/**
 * What a route says of the code an MDX page runs, located in its source file: its links made by code
 * (`codeLinks`) and, for a `.md` file read as MDX, where it first uses MDX (`markdownAsMdx`). None for a Markdown page.
 */
export function pageCodeOf(md: CompiledMarkdown, file: string): Pick<Route, 'codeLinks' | 'markdownAsMdx'> {
  return {
    ...(md.codeLinks ? { codeLinks: md.codeLinks.map((at) => ({ file, ...at })) } : {}),
    ...(md.markdownAsMdx ? { markdownAsMdx: { file, ...md.markdownAsMdx } } : {}),
  };
}

/** The 1-based line of a front matter key in a Markdown file, and of a value under it. */
export function frontMatterLine(source: string, key: string, value?: string): number | undefined {
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return undefined;
  // A key is any text YAML allows (`l[ast_update` included): it is matched as text, never as a pattern.
  const keyPattern = new RegExp(`^${escapeRegExp(key)}\\s*:`);
  const keyAt = lines.findIndex((l, i) => i > 0 && keyPattern.test(l));
  if (keyAt < 0) return undefined;
  if (value === undefined) return keyAt + 1;
  const token = new RegExp(`(^|[^\\w-])${escapeRegExp(value)}($|[^\\w-])`);
  for (let i = keyAt; i < lines.length && lines[i]!.trim() !== '---'; i++) {
    if (i > keyAt && /^\S/.test(lines[i]!)) break;
    const text = i === keyAt ? lines[i]!.slice(lines[i]!.indexOf(':') + 1) : lines[i]!;
    if (token.test(text)) return i + 1;
  }
  return keyAt + 1;
}
