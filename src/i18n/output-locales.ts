/**
 * Which locales a built output holds. A translated site's build writes
 * `_mysite/locales.json` at the top of the output: every locale of the site,
 * its base URL, and whether this build built it (`mysite build --locale fr`
 * builds one). `mysite check-links` reads it, so that it checks every locale
 * the output holds and leaves alone the links into those it does not (the
 * locale menu's), which lead to another build's pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputFile } from '../core/types.js';
import type { SiteLocale } from './site-locales.js';

export const OUTPUT_LOCALES_FILE = '_mysite/locales.json';

export interface OutputLocale {
  name: string;
  baseUrl: string;
  built: boolean;
}

export function outputLocalesFile(locales: SiteLocale[], built: ReadonlySet<string>): OutputFile {
  const list: OutputLocale[] = locales.map((l) => ({ name: l.name, baseUrl: l.baseUrl, built: built.has(l.name) }));
  return { path: OUTPUT_LOCALES_FILE, contents: `${JSON.stringify({ locales: list }, null, 2)}\n` };
}

/** The locales of the output in `dir`; undefined for a one-locale site's (or an older mysite's) output. */
export function readOutputLocales(dir: string): OutputLocale[] | undefined {
  const file = join(dir, OUTPUT_LOCALES_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const { locales } = JSON.parse(readFileSync(file, 'utf8')) as { locales?: unknown };
    return Array.isArray(locales) && locales.every(isOutputLocale) ? locales : undefined;
  } catch {
    // Unreadable: the output is checked as a whole, as before the file existed.
    return undefined;
  }
}

function isOutputLocale(value: unknown): value is OutputLocale {
  const l = value as OutputLocale;
  return typeof l === 'object' && l !== null && typeof l.name === 'string' && typeof l.baseUrl === 'string' && typeof l.built === 'boolean';
}
