/** Reading common front matter fields, shared by the docs and blog sources. */
import type { Diagnostic } from '../../core/diagnostics.js';
import type { ContentLink } from '../../core/types.js';
import { MysiteError } from '../../core/errors.js';
import type { CompiledMarkdown } from '../../markdown/types.js';

export function frontMatterString(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  return undefined;
}

export function frontMatterStrings(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') return value.split(',').map((s) => s.trim()).filter(Boolean);
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
  return md.refs.map((r) => ({ kind: r.kind, href: r.raw, target: r.target, at: { file, line: r.line, column: r.column } }));
}
