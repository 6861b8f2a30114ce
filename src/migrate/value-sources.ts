/**
 * Where a Docusaurus config's values come from, so that `mysite migrate`
 * does not copy a secret into site.config.ts (a file meant to be committed).
 * Installed on the migrate thread before the config runs:
 *
 * - `process.env` becomes a proxy that records each variable read and its
 *   value;
 * - the data files the config reads (a JSON or text file it imports or
 *   requires, bundle-config.ts; a file it reads with `fs`) are recorded
 *   with what they hold.
 *
 * With `substitute`, the config runs a second time with each recorded
 * variable and each data file's text replaced by a marker naming it: the
 * values that then carry a marker are the ones that came from there
 * (sourced-values.ts compares the two runs).
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { extname, isAbsolute, resolve } from 'node:path';

/** Where a piece of text came from: a variable, a string of a JSON file (by its key path), or a text file. */
export type SourceRef = { env: string } | { json: string; path: (string | number)[] } | { text: string; trim?: boolean };

export interface RecordedReads {
  /** Variables read that were set, with their values. */
  env: Record<string, string>;
  /** Data files read (absolute path) with their text. */
  files: Record<string, string>;
}

export interface Substitute {
  /** The variables to give as markers. */
  env: string[];
}

const MARK_START = '\u0000mysite-src:';
const MARK_END = '\u0000';
export const MARKER = /\u0000mysite-src:([^\u0000]*)\u0000/g;

export function marker(ref: SourceRef): string {
  return `${MARK_START}${JSON.stringify(ref)}${MARK_END}`;
}

const CODE = /\.(c|m)?(j|t)sx?$/;

export interface SourceRecorder {
  readonly reads: RecordedReads;
  /** What a data file the bundle imports evaluates to (its JSON value, or its text), marked when substituting. */
  dataFile(file: string, text: string): unknown;
  /** Stops recording (the config has given its value). */
  stop(): void;
}

export function recordSources(siteDir: string, substitute?: Substitute): SourceRecorder {
  const reads: RecordedReads = { env: {}, files: {} };
  let on = true;
  const markedEnv = new Set(substitute?.env);
  const original = process.env;
  process.env = new Proxy(original, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (!on || typeof key !== 'string' || typeof value !== 'string') return value;
      reads.env[key] = value;
      return markedEnv.has(key) ? marker({ env: key }) : value;
    },
  });

  /** A data file's text as the config gets it: itself, or with every string marked. */
  const fileText = (file: string, text: string): string => {
    reads.files[file] = text;
    if (!substitute) return text;
    if (extname(file) === '.json') {
      try {
        return JSON.stringify(markStrings(JSON.parse(text), file, []));
      } catch {
        // Not JSON after all: the config gets it as it is, and its parse fails as it would.
        return text;
      }
    }
    return marker({ text: file });
  };

  const readFileSync = fs.readFileSync;
  const readFile = fs.promises.readFile;
  const isDataFile = (path: unknown): path is string | URL =>
    (typeof path === 'string' || path instanceof URL) && !CODE.test(String(path)) && !/[\\/]node_modules[\\/]/.test(String(path));
  const absolute = (path: string | URL) => (path instanceof URL ? path.pathname : isAbsolute(path) ? path : resolve(siteDir, path));
  const asRead = (path: string | URL, result: string | Buffer): string | Buffer => {
    const text = fileText(absolute(path), typeof result === 'string' ? result : result.toString('utf8'));
    return typeof result === 'string' ? text : Buffer.from(text);
  };
  fs.readFileSync = ((path: unknown, options?: unknown) => {
    const result = readFileSync(path as string, options as never) as string | Buffer;
    return on && isDataFile(path) ? asRead(path, result) : result;
  }) as typeof fs.readFileSync;
  fs.promises.readFile = (async (path: unknown, options?: unknown) => {
    const result = (await readFile(path as string, options as never)) as string | Buffer;
    return on && isDataFile(path) ? asRead(path, result) : result;
  }) as typeof fs.promises.readFile;
  syncBuiltinESMExports();

  return {
    reads,
    dataFile(file, text) {
      const given = on ? fileText(file, text) : text;
      return extname(file) === '.json' ? JSON.parse(given) : given;
    },
    stop() {
      on = false;
    },
  };
}

/** A JSON value with each string replaced by the marker of its key path. */
function markStrings(value: unknown, file: string, path: (string | number)[]): unknown {
  if (typeof value === 'string') return marker({ json: file, path });
  if (Array.isArray(value)) return value.map((item, i) => markStrings(item, file, [...path, i]));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, markStrings(item, file, [...path, key])]));
  }
  return value;
}
