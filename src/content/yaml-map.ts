/**
 * A YAML file of named entries (`authors.yml`, `tags.yml`): key → fields,
 * with where each key and each field is written, so an error about an entry
 * points at its line and column. A locale's translation of the file replaces
 * the entries it names.
 */
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { ErrorCode } from '../core/error-catalogue.js';
import { MysiteError } from '../core/errors.js';
import { quoted } from '../core/quoted.js';
import { outsideReasonText, SiteBoundary } from '../core/site-boundary.js';
import type { SourcePosition } from '../core/types.js';
import { readTextFile } from './read-text.js';

export interface YamlEntry {
  value: Record<string, unknown>;
  line: number;
  /** Where the entry is written when it is not `YamlMap.file` (a locale's translation of it). */
  file?: string;
  /** Where each of its fields is written (its key). */
  fields?: Map<string, { line: number; column: number }>;
}

/** A YAML map read from `authors.yml` / `tags.yml`: key → fields, with the line of each key. */
export interface YamlMap {
  file: string;
  entries: Map<string, YamlEntry>;
}

/** Where field `field` of an entry is written, else the entry itself. */
export function fieldPosition(map: YamlMap, entry: YamlEntry, field?: string): SourcePosition {
  const at = field === undefined ? undefined : entry.fields?.get(field);
  return { file: entry.file ?? map.file, line: at?.line ?? entry.line, ...(at ? { column: at.column } : {}) };
}

/**
 * `name` in the folder `dir` as a locale reads it: the locale's translation
 * of the file (found by `locate`) replaces the entries it names, whole; the
 * entries it does not name are the default locale's, and the keys only it
 * has are added.
 */
export async function readLocalizedYamlMap(
  siteDir: string,
  locate: (relativePath: string) => string,
  dir: string,
  name: string,
  code: ErrorCode,
): Promise<YamlMap | undefined> {
  const file = posix.join(dir, name);
  const located = locate(file);
  const base = await readYamlMap(siteDir, dir, name, code);
  if (located === file) return base;
  const translated = await readYamlMap(siteDir, posix.dirname(located), posix.basename(located), code);
  if (!translated) return base;
  if (!base) return translated;
  const entries: YamlMap['entries'] = new Map(base.entries);
  for (const [key, entry] of translated.entries) entries.set(key, { ...entry, file: translated.file });
  return { file: base.file, entries };
}

/** `dir/name`, or undefined when there is no such file; `code` is the error a file that is not a map of entries gets. */
export async function readYamlMap(siteDir: string, dir: string, name: string, code: ErrorCode): Promise<YamlMap | undefined> {
  const file = posix.join(dir, name);
  const abs = join(siteDir, file);
  // A name from the config (`docs.tags: '../../x.yml'`) or a symbolic link must not read the machine's files.
  const refused = SiteBoundary.of(siteDir, [join(siteDir, dir)]).check(abs);
  if (refused) {
    throw MysiteError.of({
      code: 'content/outside-site',
      message: `The file ${quoted(name)} of ${dir}/ may not be read: ${outsideReasonText(refused, quoted(posix.normalize(file)))}.`,
      at: { file: posix.normalize(file) },
      hint: `Keep the file in the site or its content folder (${dir}/), not hidden, as a file of its own rather than a symbolic link out of it.`,
    });
  }
  if (!existsSync(abs)) return undefined;
  const text = await readTextFile(abs, file);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { keepSourceTokens: false, lineCounter });
  if (doc.errors.length > 0) {
    const err = doc.errors[0]!;
    throw MysiteError.of({
      code,
      message: `Invalid YAML: ${err.message.split('\n')[0]}`,
      at: { file, line: err.linePos?.[0].line, column: err.linePos?.[0].col },
    });
  }
  const data = doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw MysiteError.of({ code, message: `${name} must be a map of "key:" entries.`, at: { file, line: 1 } });
  }
  const positionOf = (offset: number | undefined) => {
    const at = offset === undefined ? undefined : lineCounter.linePos(offset);
    return { line: at?.line ?? 1, column: at?.col ?? 1 };
  };
  const entries: YamlMap['entries'] = new Map();
  const items = isMap(doc.contents) ? doc.contents.items : [];
  for (const item of items) {
    const key = isScalar(item.key) ? String(item.key.value) : String(item.key);
    const line = positionOf(isScalar(item.key) ? item.key.range?.[0] : undefined).line;
    const value = (data as Record<string, unknown>)[key];
    if (value !== null && value !== undefined && (typeof value !== 'object' || Array.isArray(value))) {
      throw MysiteError.of({
        code,
        message: `Entry "${key}" in ${name} must be a map of fields.`,
        at: { file, line },
        hint: name === 'authors.yml' ? 'e.g. key: { name: Jane, title: Maintainer }' : 'e.g. key: { label: News, permalink: /news }',
      });
    }
    const fields = new Map<string, { line: number; column: number }>();
    if (isMap(item.value)) {
      for (const field of item.value.items) {
        if (isScalar(field.key)) fields.set(String(field.key.value), positionOf(field.key.range?.[0]));
      }
    }
    entries.set(key, { value: (value ?? {}) as Record<string, unknown>, line, fields });
  }
  return { file, entries };
}
