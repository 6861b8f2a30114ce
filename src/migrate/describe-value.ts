/**
 * Turns the value a Docusaurus config evaluated to into plain data
 * (plain-value.ts): functions are named with the module that exports them,
 * stand-ins of missing packages with the package, and what is not data
 * (a RegExp, a class instance, a cycle) says what it is.
 */
import type { MigrateRuntime } from './migrate-runtime.js';
import type { Origin, Plain, PlainObject } from './plain-value.js';

/** Deeper than any config; guards against values built to be endless. */
const MAX_DEPTH = 64;

export interface DescribeInput {
  runtime: MigrateRuntime;
  /** Functions of installed packages, by identity. */
  packageOrigins: Map<unknown, Origin>;
  /** The missing packages a local module needs. */
  missingUnder(module: string): string[];
}

export function describeValue(value: unknown, { runtime, packageOrigins, missingUnder }: DescribeInput): Plain {
  const stack = new Set<unknown>();
  const describe = (v: unknown, depth: number): Plain => {
    const missing = runtime.missingPackageOf(v);
    if (missing) return { __mysite: 'missing', package: missing };
    if (v === null || v === undefined) return null;
    switch (typeof v) {
      case 'string': {
        const inText = runtime.missingPackageIn(v);
        return inText ? { __mysite: 'missing', package: inText } : v;
      }
      case 'boolean':
        return v;
      case 'number':
        return Number.isFinite(v) ? v : { __mysite: 'other', what: String(v) };
      case 'function': {
        const local = runtime.localOrigin(v);
        const needs = local ? missingUnder(local.module) : [];
        const origin = local ? { ...local, ...(needs.length ? { needs } : {}) } : packageOrigins.get(v);
        return { __mysite: 'function', name: v.name || 'anonymous', ...(origin ? { origin } : {}) };
      }
      case 'object':
        break;
      default:
        return { __mysite: 'other', what: `a ${typeof v}` };
    }
    if (depth > MAX_DEPTH) return { __mysite: 'other', what: 'a value nested too deeply' };
    if (stack.has(v)) return { __mysite: 'other', what: 'a circular reference' };
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? { __mysite: 'other', what: 'an invalid date' } : v.toISOString();
    const proto = Object.getPrototypeOf(v);
    if (!Array.isArray(v) && proto !== Object.prototype && proto !== null) {
      return { __mysite: 'other', what: `a ${(v as object).constructor?.name ?? 'class'} object` };
    }
    stack.add(v);
    try {
      if (Array.isArray(v)) return v.map((item) => describe(item, depth + 1));
      const out: PlainObject = {};
      for (const key of Object.keys(v)) {
        let item: unknown;
        try {
          item = (v as Record<string, unknown>)[key];
        } catch {
          out[key] = { __mysite: 'other', what: 'a getter that throws' };
          continue;
        }
        if (item !== undefined) out[key] = describe(item, depth + 1);
      }
      return out;
    } finally {
      stack.delete(v);
    }
  };
  return describe(value, 0);
}
