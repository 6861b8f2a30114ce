/**
 * Where the Markdown links of each page were written. `mysite build` saves
 * it next to the cache (not in dist/), so `mysite check-links` can report a
 * broken link at its line in the Markdown file rather than in the HTML. A
 * translated site's locales are all in it, each page by its path in the
 * output folder (`/fr/docs/intro`), at the file it was made from: the
 * locale's translation, or the default locale's file it shows untranslated.
 */
import { existsSync, readFileSync } from 'node:fs';
import { saveFileAtomically } from '../core/save-file.js';
import type { Route, SourcePosition } from '../core/types.js';
import { routeOfHtmlFile, routeOutputFile, withAuthorBase } from '../core/urls.js';

interface Saved {
  /** The output's `_mysite/build-id`: the map describes that build only. */
  buildId: string;
  /** By the page's path in the output folder, as check-links reads it (read-output.ts). */
  pages: Record<string, [url: string, at: SourcePosition][]>;
  /** The pages that run code, by the same paths: where their links made by code are written (`Route.codeLinks`). */
  codePages?: Record<string, SourcePosition[]>;
}

/** What check-links knows of where the output's links came from, by the page's path in the output folder. */
export interface LinkSources {
  written: Map<string, Map<string, SourcePosition>>;
  code: Map<string, SourcePosition[]>;
}

/** One site of the output: the default locale's (`prefix` ''), or a locale's under its folder (`fr/`). */
export interface LinkSourceSite {
  prefix: string;
  routes: Route[];
  /** The site's base URL, which its pages' links carry (`/fr/`). */
  baseUrl: string;
}

/** URL as it appears in the built page → where the author wrote it. */
export function markdownSources(route: Route, baseUrl: string): Map<string, SourcePosition> {
  const map = new Map<string, SourcePosition>();
  for (const link of route.contentLinks ?? []) {
    if (link.kind !== 'link') continue;
    const inPage = withAuthorBase(baseUrl, link.href);
    if (!map.has(inPage)) map.set(inPage, link.at);
  }
  return map;
}

export function saveLinkSources(file: string, buildId: string, sites: LinkSourceSite[]): void {
  const pages: Saved['pages'] = {};
  const codePages: NonNullable<Saved['codePages']> = {};
  for (const { prefix, routes, baseUrl } of sites) {
    for (const route of routes) {
      const path = prefix ? routeOfHtmlFile(prefix + routeOutputFile(route.path)) : route.path;
      const entries = [...markdownSources(route, baseUrl)];
      if (entries.length) pages[path] = entries;
      if (route.codeLinks) codePages[path] = route.codeLinks;
    }
  }
  saveFileAtomically(file, JSON.stringify({ buildId, pages, codePages } satisfies Saved));
}

/** The saved sources, if they were saved for that build (the output folder's `_mysite/build-id`). */
export function loadLinkSources(file: string, buildId: string | undefined): LinkSources {
  const result: LinkSources = { written: new Map(), code: new Map() };
  if (!existsSync(file)) return result;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Saved;
    if (saved.buildId !== buildId) return result;
    for (const [path, entries] of Object.entries(saved.pages)) result.written.set(path, new Map(entries));
    for (const [path, places] of Object.entries(saved.codePages ?? {})) result.code.set(path, places);
  } catch {
    // An unreadable map only means HTML positions instead of Markdown ones.
  }
  return result;
}
