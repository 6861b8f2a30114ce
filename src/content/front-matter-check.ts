/**
 * Front matter is checked against the keys Docusaurus defines for docs and
 * blog posts. A known key whose value has the wrong type is an error at its
 * line (it would otherwise be dropped, or shown as "[object Object]"); a URL
 * must be safe (core/safe-url.ts); an unknown key that looks like a misspelt
 * known one gets a warning with "did you mean". Other unknown keys are the
 * author's own data and pass.
 */
import type { Diagnostic, Diagnostics } from '../core/diagnostics.js';
import { SAFE_URL_HINT, unsafeUrlReason } from '../core/safe-url.js';
import { closest } from '../core/suggest.js';
import { frontMatterLine } from './sources/front-matter-fields.js';

type Kind =
  | 'text'
  | 'number'
  | 'boolean'
  | 'text-list'
  | 'url'
  | 'image-url'
  | 'url-or-null'
  | 'text-or-null'
  | 'date'
  | 'authors'
  | 'tags'
  | 'last-update'
  | 'any';

const COMMON: Record<string, Kind> = {
  title: 'text',
  description: 'text',
  slug: 'text',
  keywords: 'text-list',
  image: 'image-url',
  tags: 'tags',
  draft: 'boolean',
  unlisted: 'boolean',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  last_update: 'last-update',
  sidebar_label: 'text',
  custom_edit_url: 'url-or-null',
};

/** Docusaurus' doc front matter. */
export const DOC_FRONT_MATTER: Record<string, Kind> = {
  ...COMMON,
  id: 'text',
  sidebar_position: 'number',
  sidebar_class_name: 'text',
  sidebar_key: 'text',
  sidebar_custom_props: 'any',
  displayed_sidebar: 'text-or-null',
  hide_title: 'boolean',
  pagination_label: 'text',
  pagination_next: 'text-or-null',
  pagination_prev: 'text-or-null',
  parse_number_prefixes: 'boolean',
};

/** Docusaurus' blog post front matter (with the legacy single-author keys). */
export const POST_FRONT_MATTER: Record<string, Kind> = {
  ...COMMON,
  title_meta: 'text',
  date: 'date',
  authors: 'authors',
  author: 'text',
  author_title: 'text',
  author_url: 'url',
  author_image_url: 'url',
  authorTitle: 'text',
  authorURL: 'url',
  authorImageURL: 'url',
};

export interface FrontMatterInput {
  data: Record<string, unknown>;
  /** Site-relative path, and the file's text for the line numbers. */
  file: string;
  source: string;
  known: Record<string, Kind>;
}

export function checkFrontMatter({ data, file, source, known }: FrontMatterInput): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [key, value] of Object.entries(data)) {
    // Found only for a key that is reported: every page's front matter is checked on every run.
    const at = () => ({ file, line: frontMatterLine(source, key) });
    const kind = known[key];
    if (!kind) {
      const suggestion = closest(key, Object.keys(known));
      if (suggestion && !(suggestion in data)) {
        out.push({
          severity: 'warning',
          code: 'front-matter/unknown-key',
          message: `Unknown front matter key "${key}".`,
          at: at(),
          hint: `Did you mean "${suggestion}"?`,
        });
      }
      continue;
    }
    const problem = value === null && kind !== 'any' ? undefined : wrongValue(kind, value);
    if (problem)
      out.push({
        severity: 'error',
        code: 'front-matter/invalid-value',
        message: `Front matter "${key}" ${problem}.`,
        at: at(),
        hint: kind === 'image-url' ? IMAGE_HINT : kind.startsWith('url') ? SAFE_URL_HINT : undefined,
      });
  }
  return out;
}

/** Reports the warnings of `checkFrontMatter` and returns its errors (the page is then left out). */
export function frontMatterErrors(input: FrontMatterInput, diagnostics: Diagnostics): Diagnostic[] {
  const found = checkFrontMatter(input);
  for (const d of found) if (d.severity === 'warning') diagnostics.report(d);
  return found.filter((d) => d.severity === 'error');
}

const IMAGE_HINT =
  "Use an https:// URL, a path of the site's static folder such as /img/card.png (static/img/card.png), or a file beside the page such as ./card.png.";

/** A front matter `image` written relative to its page's file (`./card.png`, `../img/card.png`). */
export function isBesideThePage(image: string): boolean {
  return /^\.\.?\//.test(image);
}

const isText = (v: unknown) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
const isMap = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (isMap(value)) return `a map (${JSON.stringify(value).slice(0, 40)})`;
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)}`;
  return String(value);
}

/** What is wrong with a value of a known key, as the end of a sentence, or undefined. */
function wrongValue(kind: Kind, value: unknown): string | undefined {
  switch (kind) {
    case 'text':
    case 'text-or-null':
      return isText(value) ? undefined : `must be text; got ${describe(value)} (quote it if it is meant as text)`;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : `must be a number; got ${describe(value)}`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `must be true or false; got ${describe(value)}`;
    case 'text-list':
      return isText(value) || (Array.isArray(value) && value.every(isText)) ? undefined : `must be a list of words; got ${describe(value)}`;
    case 'date':
      return typeof value === 'string' || value instanceof Date ? undefined : `must be a date (YYYY-MM-DD); got ${describe(value)}`;
    case 'tags':
      return typeof value === 'string' || (Array.isArray(value) && value.every((t) => isText(t) || isMap(t)))
        ? undefined
        : `must be a list of tags, e.g. [news, release]; got ${describe(value)}`;
    case 'authors':
      return typeof value === 'string' || isMap(value) || (Array.isArray(value) && value.every((a) => typeof a === 'string' || isMap(a)))
        ? undefined
        : `must be an author key, a list of them, or author fields; got ${describe(value)}`;
    case 'url':
    case 'url-or-null': {
      if (typeof value !== 'string') return `must be a URL; got ${describe(value)}`;
      const unsafe = unsafeUrlReason(value);
      return unsafe ? `is not a safe URL (${unsafe}): ${JSON.stringify(value)}` : undefined;
    }
    case 'image-url': {
      const unsafe = wrongValue('url', value);
      if (unsafe) return unsafe;
      // A file beside the page (`./card.png`), as Docusaurus takes it: resolved and published with the page's images.
      if (isBesideThePage(value as string)) return undefined;
      // Any other path is of the site (served from the static folder), as in Docusaurus: "../" has nothing to lead out of.
      const path = /^[a-z][a-z0-9+.-]*:/i.test(value as string) ? undefined : (value as string).split(/[?#]/)[0]!;
      return path?.split(/[/\\]/).some((part) => part === '..' || part === '.')
        ? `must be a URL or a path of the site without "." or ".." segments: ${JSON.stringify(value)}`
        : undefined;
    }
    case 'last-update':
      return lastUpdateProblem(value);
    case 'any':
      return undefined;
  }
}

/** `last_update` is `{date?, author?}`, the date one that parses (YYYY-MM-DD, or a full date and time). */
function lastUpdateProblem(value: unknown): string | undefined {
  const expected = 'must be a map of date and author, e.g. {date: 2024-05-01, author: Ana}';
  if (!isMap(value)) return `${expected}; got ${describe(value)}`;
  const { date, author, ...rest } = value as Record<string, unknown>;
  const extra = Object.keys(rest)[0];
  if (extra) return `${expected}; "${extra}" is not one of them`;
  if (author !== undefined && !isText(author)) return `author must be text; got ${describe(author)}`;
  if (date === undefined) return undefined;
  const parsed = date instanceof Date ? date : typeof date === 'string' ? new Date(date) : undefined;
  return parsed && !Number.isNaN(parsed.getTime()) ? undefined : `date must be a date (YYYY-MM-DD); got ${describe(date)}`;
}
