/**
 * Tags as Docusaurus has them for blog posts and docs alike: the `tags`
 * front matter (keys of `tags.yml`, inline labels or `{label, permalink}`
 * objects), the entries of `tags.yml` (`label`, `permalink`, `description`),
 * `onInlineTags` for a tag the file does not define, and the tags list
 * grouped by first letter. Each section gives its own route base and codes.
 */
import type { ErrorCode } from '../../core/error-catalogue.js';
import type { Diagnostic, Diagnostics } from '../../core/diagnostics.js';
import type { TagData, TagLetter } from '../../core/page-data/tags.js';
import type { SourcePosition } from '../../core/types.js';
import { joinRoute } from '../../core/urls.js';
import { closest } from '../../core/suggest.js';
import { checkInSection } from '../section-route.js';
import { fieldPosition, type YamlMap } from '../yaml-map.js';
import { frontMatterLine } from './front-matter-fields.js';

/** How a section's tags are made. */
export interface TagRules {
  /** The route of the section's list of tags (`/blog/tags`, `/docs/next/tags`); a tag's permalink is appended. */
  base: string;
  /** A front matter tag that `tags.yml` does not define, when the file exists. */
  onInlineTags: 'ignore' | 'log' | 'warn' | 'throw';
  /** The diagnostic such a tag gets. */
  unknownCode: ErrorCode;
}

/** What a page's `tags` are resolved in: the page's file and source (for lines), and its section's rules. */
export interface TagContext {
  file: string;
  source: string;
  diagnostics: Diagnostics;
  rules: TagRules;
}

/** Kebab-case route segment for a tag without a permalink. */
export function tagSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export function tagRoute(rules: Pick<TagRules, 'base'>, permalink: string): string {
  return joinRoute(rules.base, permalink);
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/** "Release" for the key "release" (a tags.yml entry without a label, as Docusaurus names it). */
function capitalized(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();
}

/** A tag from its fields; `at` is where they are written (a chosen permalink must stay among the tag pages). */
function tagFromFields(key: string, label: string, fields: Record<string, unknown>, rules: TagRules, at: SourcePosition): TagData {
  const chosen = str(fields.permalink);
  const href =
    chosen === undefined
      ? tagRoute(rules, `/${tagSlug(key)}`)
      : checkInSection({ route: tagRoute(rules, chosen), base: tagRoute(rules, '/'), what: `tag permalink "${chosen}"`, at });
  return { key, label, href, description: str(fields.description) };
}

/** The `tags` front matter: keys of `tags.yml`, or inline labels / `{label, permalink}` objects. */
export function resolveTags(fm: Record<string, unknown>, tagsMap: YamlMap | undefined, ctx: TagContext): TagData[] {
  const list = fm.tags === undefined || fm.tags === null ? [] : Array.isArray(fm.tags) ? fm.tags : [fm.tags];
  const out: TagData[] = [];
  for (const entry of list) {
    let tag: TagData;
    const known = typeof entry === 'object' ? undefined : tagsMap?.entries.get(String(entry).trim());
    if (known && tagsMap) {
      const key = String(entry).trim();
      tag = tagFromFields(key, str(known.value.label) ?? capitalized(key), known.value, ctx.rules, fieldPosition(tagsMap, known, 'permalink'));
    } else if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      const fields = entry as Record<string, unknown>;
      const label = str(fields.label) ?? 'tag';
      tag = tagFromFields(label, label, fields, ctx.rules, { file: ctx.file, line: frontMatterLine(ctx.source, 'tags') });
      reportInline(tag, tagsMap, ctx);
    } else {
      const key = String(entry).trim();
      tag = { key, label: key, href: tagRoute(ctx.rules, '/' + tagSlug(key)) };
      reportInline(tag, tagsMap, ctx);
    }
    if (!out.some((t) => t.href === tag.href)) out.push(tag);
  }
  return out;
}

/** A tag the page defines itself while the section has a `tags.yml`: `onInlineTags` says what it gets. */
function reportInline(tag: TagData, tagsMap: YamlMap | undefined, ctx: TagContext): void {
  const { onInlineTags } = ctx.rules;
  if (!tagsMap || onInlineTags === 'ignore') return;
  const keys = [...tagsMap.entries.keys()];
  const guess = closest(tag.key, keys);
  ctx.diagnostics.report({
    // mysite has no level below a warning: `log` is a warning too, and never fails the build.
    severity: onInlineTags === 'throw' ? 'error' : 'warning',
    code: ctx.rules.unknownCode,
    message: `Tag "${tag.key}" is not defined in ${tagsMap.file}; it gets the label "${tag.label}" and the route ${tag.href}.`,
    at: { file: ctx.file, line: frontMatterLine(ctx.source, 'tags', tag.key) },
    hint: `${guess ? `Did you mean "${guess}"? ` : ''}Known tags: ${keys.join(', ') || '(none)'}. Add "${tag.key}: { label: ..., permalink: /... }" to ${tagsMap.file}.`,
  });
}

const TAG_FIELDS = ['label', 'permalink', 'description'];

/** A `tags.yml` whose entries are not `{label?, permalink?, description?}` texts, or where two give one permalink. */
export function tagsFileErrors(map: YamlMap, code: ErrorCode): Diagnostic[] {
  const errors: Diagnostic[] = [];
  const permalinks = new Map<string, string>();
  for (const [key, entry] of map.entries) {
    for (const [field, value] of Object.entries(entry.value)) {
      const at = fieldPosition(map, entry, field);
      if (!TAG_FIELDS.includes(field)) {
        const guess = closest(field, TAG_FIELDS);
        errors.push({
          severity: 'error',
          code,
          message: `Tag "${key}" has an unknown field "${field}".`,
          at,
          hint: `${guess ? `Did you mean "${guess}"? ` : ''}A tag has only ${TAG_FIELDS.join(', ')}.`,
        });
      } else if (typeof value !== 'string' || value.trim() === '') {
        errors.push({
          severity: 'error',
          code,
          message: `The ${field} of tag "${key}" must be a text, not ${JSON.stringify(value)}.`,
          at,
          hint: `e.g. ${key}: { ${field}: ${field === 'permalink' ? `/${tagSlug(key) || 'tag'}` : 'Some text'} }`,
        });
      }
    }
    const permalink = str(entry.value.permalink) ?? `/${tagSlug(key)}`;
    const first = permalinks.get(permalink);
    if (first !== undefined) {
      errors.push({
        severity: 'error',
        code,
        message: `Tags "${first}" and "${key}" have the same permalink ${permalink}.`,
        at: fieldPosition(map, entry, 'permalink'),
        hint: 'Give each tag its own permalink: one page lists the pages of one tag.',
      });
    } else permalinks.set(permalink, key);
  }
  return errors;
}

/** Tags sorted by label in the site's language, grouped by first letter (the tags list page). */
export function tagLetters<T extends TagData>(tags: T[], locale: string): TagLetter<T>[] {
  const sorted = [...tags].sort((a, b) => a.label.localeCompare(b.label, locale, { sensitivity: 'base' }));
  const letters: TagLetter<T>[] = [];
  for (const tag of sorted) {
    const letter = tag.label.charAt(0).toLocaleUpperCase(locale);
    let group = letters.at(-1);
    if (group?.letter !== letter) letters.push((group = { letter, tags: [] }));
    group.tags.push(tag);
  }
  return letters;
}
