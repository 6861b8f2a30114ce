/**
 * What a migration collects while it maps a Docusaurus config: the mysite
 * config being built (plain data and functions with their origin), the
 * options that were not mapped and why, and the ones mapped with a
 * difference worth knowing.
 */
import { isFunctionValue, isMissing, isPlainObject, isSpecial, type Plain, type PlainObject } from './plain-value.js';

/** Why an option is not in the written config; the report groups them by this. */
export type SkipKind = 'not-needed' | 'not-yet' | 'no-equivalent' | 'missing-package' | 'not-literal' | 'refused';

export interface Skipped {
  /** The option's key path in the Docusaurus config: `themeConfig.algolia`, `plugins[2] (docusaurus-plugin-sass)`. */
  path: string;
  kind: SkipKind;
  reason: string;
}

export interface Adjusted {
  path: string;
  /** How the mapped value differs from what Docusaurus does. */
  text: string;
}

export type TargetPath = (string | number)[];

export class Migration {
  readonly config: PlainObject = {};
  readonly skipped: Skipped[] = [];
  readonly adjusted: Adjusted[] = [];
  /** mysite key path (`navbar.items.2`) → the Docusaurus key path it was mapped from. */
  readonly sources = new Map<string, string>();
  /** Docusaurus options mapped. */
  mapped = 0;
  /** Packages the migrated site needs installed for mysite (name → what needs it), which its package.json lacks. */
  readonly packages = new Map<string, string>();

  set(target: TargetPath, value: Plain, from: string): void {
    let parent: PlainObject | Plain[] = this.config;
    for (const key of target.slice(0, -1)) {
      const next: Plain | undefined = (parent as Record<string | number, Plain>)[key as never];
      if (typeof next !== 'object' || next === null) (parent as Record<string | number, Plain>)[key as never] = {};
      parent = (parent as Record<string | number, Plain>)[key as never] as PlainObject;
    }
    (parent as Record<string | number, Plain>)[target.at(-1) as never] = value;
    this.sources.set(target.join('.'), from);
    this.mapped++;
  }

  /** Appends to the array at `target` (made when missing). */
  push(target: TargetPath, value: Plain, from: string): void {
    const list = this.get(target);
    const items = Array.isArray(list) ? list : [];
    if (!Array.isArray(list)) this.set(target, items, from);
    else this.mapped++;
    items.push(value);
    this.sources.set([...target, items.length - 1].join('.'), from);
  }

  get(target: TargetPath): Plain | undefined {
    let at: Plain | undefined = this.config;
    for (const key of target) {
      if (typeof at !== 'object' || at === null) return undefined;
      at = (at as Record<string | number, Plain>)[key as never];
    }
    return at;
  }

  skip(path: string, kind: SkipKind, reason: string): void {
    this.skipped.push({ path, kind, reason });
  }

  adjust(path: string, text: string): void {
    this.adjusted.push({ path, text });
  }

  /**
   * The value when `accept` takes it; otherwise the option is recorded as
   * skipped with the reason (a missing package, a function, or the wrong kind
   * of value) and undefined is returned.
   */
  take<T>(path: string, value: Plain | undefined, accept: Accept<T>): T | undefined {
    if (value === undefined || value === null) return undefined;
    if (isMissing(value)) {
      this.skip(path, 'missing-package', missingPackageReason(value.package));
      return undefined;
    }
    if (accept.test(value)) return value as T;
    const what = isFunctionValue(value) ? 'a function' : isSpecial(value) ? (value.__mysite === 'other' ? value.what : 'a value') : describeKind(value);
    this.skip(path, 'no-equivalent', `is ${what}; mysite needs ${accept.what}`);
    return undefined;
  }
}

export interface Accept<T> {
  test: (value: Plain) => boolean;
  what: string;
  /** Only for typing. */
  _type?: T;
}

export const STRING: Accept<string> = { test: (v) => typeof v === 'string', what: 'a string' };
export const BOOLEAN: Accept<boolean> = { test: (v) => typeof v === 'boolean', what: 'true or false' };
export const NUMBER: Accept<number> = { test: (v) => typeof v === 'number', what: 'a number' };
export const OBJECT: Accept<PlainObject> = { test: (v) => isPlainObject(v), what: 'an object' };
export const LIST: Accept<Plain[]> = { test: (v) => Array.isArray(v), what: 'a list' };
export const STRINGS: Accept<string[]> = { test: (v) => Array.isArray(v) && v.every((s) => typeof s === 'string'), what: 'a list of strings' };
export function oneOf<T extends string>(...values: T[]): Accept<T> {
  return { test: (v) => values.includes(v as T), what: values.map((x) => `'${x}'`).join(', ') };
}

export function missingPackageReason(name: string): string {
  return `needs the package "${name}", which is not installed (npm install, then run mysite migrate --force again)`;
}

function describeKind(value: Plain): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return String(value);
}

/** `a.b` + `c` → `a.b.c`; `a` + 2 → `a[2]`. */
export function keyPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  const safe = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  return base ? (safe === key ? `${base}.${key}` : `${base}[${safe}]`) : safe;
}
