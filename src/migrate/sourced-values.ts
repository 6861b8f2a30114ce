/**
 * The values of the mapped config that came from the environment or from a
 * data file the Docusaurus config read (value-sources.ts). The config runs
 * a second time with those variables and files giving markers; a string of
 * the mapped config that then holds markers, and gives the first run's
 * string when they are replaced by what was read, came from them, and is
 * written as a read of them (write-config.ts), not as its value. When the
 * second run cannot say (it failed, or the mapping took the marked text
 * apart), a string equal to a value read is taken as coming from it.
 */
import { basename } from 'node:path';
import { isPlainObject, isSpecial, type Plain, type PlainObject } from './plain-value.js';
import { MARKER, type RecordedReads, type SourceRef, type Substitute } from './value-sources.js';
import type { TargetPath } from './migration.js';

export interface SourcedValue {
  /** Its key path in the mysite config. */
  target: TargetPath;
  /** The text, as literal parts and reads (one read alone: the value is the read). */
  pieces: (string | SourceRef)[];
}

/** Values read shorter than this are not matched without a marker: `1`, `en`, `true` are everywhere. */
const MIN_MATCH = 4;

/** `again` runs the config with markers and maps it; undefined when that run fails. */
export async function sourcedValues(
  config: PlainObject,
  reads: RecordedReads,
  again: (substitute: Substitute) => Promise<PlainObject | undefined>,
): Promise<SourcedValue[]> {
  const leaves = stringLeaves(config);
  const env = Object.keys(reads.env).filter((name) => reads.env[name] && leaves.some(([, text]) => text.includes(reads.env[name]!)));
  const files = Object.keys(reads.files);
  if (env.length === 0 && files.length === 0) return [];
  const marked = await again({ env });
  const found: SourcedValue[] = [];
  for (const [target, text] of leaves) {
    const other = marked ? valueAt(marked, target) : undefined;
    if (other === text) continue; // the same without what was read: written by the config itself
    const pieces = (typeof other === 'string' && piecesOf(other, text, reads)) || equalToRead(text, reads, env);
    if (pieces) found.push({ target, pieces });
  }
  return found;
}

/** The marked text split into literal parts and reads, when replacing the reads by their values gives `text`. */
function piecesOf(marked: string, text: string, reads: RecordedReads): (string | SourceRef)[] | undefined {
  const pieces: (string | SourceRef)[] = [];
  let last = 0;
  for (const match of marked.matchAll(MARKER)) {
    if (match.index > last) pieces.push(marked.slice(last, match.index));
    pieces.push(JSON.parse(match[1]!) as SourceRef);
    last = match.index + match[0].length;
  }
  if (last < marked.length) pieces.push(marked.slice(last));
  if (!pieces.some((p) => typeof p !== 'string')) return undefined;
  for (const trim of [false, true]) {
    const joined = pieces.map((p) => (typeof p === 'string' ? p : valueOf(p, reads, trim))).join('');
    if (joined === text) return trim ? pieces.map((p) => (typeof p !== 'string' && 'text' in p ? { ...p, trim: true } : p)) : pieces;
  }
  return undefined;
}

/** What a read gave: the variable, the JSON string, the file's text (trimmed, as configs often do). */
export function valueOf(ref: SourceRef, reads: RecordedReads, trim = false): string | undefined {
  if ('env' in ref) return reads.env[ref.env];
  const text = reads.files['json' in ref ? ref.json : ref.text];
  if (text === undefined) return undefined;
  if ('text' in ref) return trim || ref.trim ? text.trim() : text;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  for (const key of ref.path) value = (value as Record<string | number, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** A read whose value is exactly `text`: a variable, a string of a JSON file, a text file. */
function equalToRead(text: string, reads: RecordedReads, env: string[]): SourceRef[] | undefined {
  if (text.length < MIN_MATCH) return undefined;
  const name = env.find((n) => reads.env[n] === text);
  if (name) return [{ env: name }];
  for (const [file, content] of Object.entries(reads.files)) {
    if (content.trim() === text) return [{ text: file, trim: content !== text }];
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      continue;
    }
    const path = pathOf(json, text);
    if (path) return [{ json: file, path }];
  }
  return undefined;
}

function pathOf(value: unknown, text: string, at: (string | number)[] = []): (string | number)[] | undefined {
  if (value === text) return at;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = pathOf(item, text, [...at, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return undefined;
}

/** Every string of the config with its key path. */
export function stringLeaves(value: Plain | undefined, at: TargetPath = []): [TargetPath, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...at, i]));
  if (isPlainObject(value)) return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...at, key]));
  return [];
}

function valueAt(value: Plain | undefined, target: TargetPath): Plain | undefined {
  let at: Plain | undefined = value;
  for (const key of target) {
    if (typeof at !== 'object' || at === null || isSpecial(at)) return undefined;
    at = (at as Record<string | number, Plain>)[key as never];
  }
  return at;
}

/**
 * `text` (a reason an option was not mapped, a problem of the written config)
 * with every value the config read replaced by where it came from: those
 * texts go into site.config.ts and the summary, and must not carry them.
 */
export function withoutReadValues(text: string, reads: RecordedReads): string {
  const values: [string, string][] = Object.entries(reads.env).map(([name, value]) => [value, `<process.env.${name}>`]);
  for (const [file, content] of Object.entries(reads.files)) {
    values.push([content.trim(), `<${basename(file)}>`]);
    try {
      for (const [, value] of stringLeaves(JSON.parse(content) as Plain)) values.push([value, `<a value of ${basename(file)}>`]);
    } catch {
      // Text, not JSON: its whole text is above.
    }
  }
  // Longest first, so that a value holding another is replaced whole.
  values.sort((a, b) => b[0].length - a[0].length);
  let out = text;
  for (const [value, name] of values) if (value.length >= MIN_MATCH) out = out.split(value).join(name);
  return out;
}
