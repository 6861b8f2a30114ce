/**
 * The page records of a translated site, keyed by locale and route. One
 * `mysite build` records every locale's pages in the output's generation:
 * the default locale's under their routes (`/docs/a`), another locale's
 * under its folder and the route (`fr//docs/a`, which no route of the site
 * can be), with their files' paths in the output. Each locale's builder
 * starts from its own part, so its unchanged pages carry over and keep
 * their link check, whichever locale an edit was in.
 */
import type { Generation, PageRecord } from './generation.js';

/** A locale's folder in the output, ending in "/" (`fr/`); '' for the default locale, at the root. */
export type LocalePrefix = string;

/** The key of a page's record in the output's generation: its locale's folder and its route. */
export function recordKeyOf(prefix: LocalePrefix, route: string): string {
  return prefix + route;
}

/** The records of one locale's pages, as its builder knows them: by route, with files relative to its folder. */
export function localePart(generation: Generation | undefined, prefix: LocalePrefix): Generation | undefined {
  if (!generation) return undefined;
  const own = prefix === '' ? (route: string) => route.startsWith('/') : (route: string) => route.startsWith(prefix) && route[prefix.length] === '/';
  if (prefix === '' && [...generation.pages.keys()].every(own)) return generation;
  const pages = new Map<string, PageRecord>();
  for (const [key, record] of generation.pages) {
    if (!own(key)) continue;
    pages.set(key.slice(prefix.length), prefix === '' ? record : withFile(record, record.file.slice(prefix.length)));
  }
  const filesKey = prefix === '' ? generation.filesKey : (generation.localeFilesKeys?.[prefix] ?? '');
  return { ...generation, pages, filesKey };
}

/**
 * The record with another file path. Its properties are copied as they are
 * defined, so what is read from disk on demand stays so (a spread would read it).
 */
export function withFile(record: PageRecord, file: string): PageRecord {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(record)) as PageRecord;
  copy.file = file;
  return copy;
}
