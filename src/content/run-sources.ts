/**
 * Joins what content sources returned. Every route must be a path that can
 * be written as a file inside the output folder, and two routes may not
 * land on the same file, also on disks and hosts that ignore letter case:
 * each problem is an error naming both files. Routes are sorted by path so
 * builds are reproducible whatever order sources finish in. Head links a
 * source asks every page to carry (a blog's feeds) are added here.
 */
import type { OutputFile, PageHead, Route, SidebarItem } from '../core/types.js';
import type { SourceResult } from './content-source.js';
import { fillPostContents } from './post-contents.js';
import type { DocsVersionMenu } from '../core/page-data/doc.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';
import { formatPosition } from '../core/diagnostics.js';
import { percentDecode, normaliseRoute, routeOutputFile } from '../core/urls.js';

export interface LoadedContent {
  routes: Route[];
  sidebars: Record<string, SidebarItem[]>;
  files: OutputFile[];
  /** For the navbar's version menus on pages outside the docs (see SourceResult): the default section's first. */
  docsVersions?: DocsVersionMenu[];
}

/** `generated`: routes of the engine's own (the not-found page), checked with the others and kept last. */
export function joinSourceResults(results: SourceResult[], generated: Route[] = []): LoadedContent {
  fillPostContents(results);
  const overriding = new Set(results.flatMap((r) => (r.overrides ? r.routes.map((route) => route.path) : [])));
  const routes = results.flatMap((r) => (r.overrides ? r.routes : r.routes.filter((route) => !overriding.has(route.path))));
  const sidebars: Record<string, SidebarItem[]> = {};
  for (const r of results) Object.assign(sidebars, r.sidebars);
  const files = results.flatMap((r) => r.files ?? []);
  checkRoutes([...routes, ...generated]);
  routes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const all = [...routes, ...generated];
  addSiteAlternates(
    all,
    results.flatMap((r) => r.siteAlternates ?? []),
  );
  const docsVersions = results
    .flatMap((r) => (r.docsVersions ? [r.docsVersions] : []))
    .sort((a, b) => Number(a.section !== undefined) - Number(b.section !== undefined));
  return { routes: all, sidebars, files, ...(docsVersions.length > 0 ? { docsVersions } : {}) };
}

/** Puts the head links every page carries first in each page's head (Docusaurus puts a blog's feeds on all pages). */
function addSiteAlternates(routes: Route[], alternates: NonNullable<PageHead['alternates']>): void {
  if (alternates.length === 0) return;
  for (const route of routes) {
    const own = route.head.alternates ?? [];
    route.head = { ...route.head, alternates: [...alternates, ...own.filter((a) => !alternates.some((s) => s.href === a.href))] };
  }
}

/** File names longer than this (in bytes, before `.html`) are refused by most file systems. */
const MAX_SEGMENT_BYTES = 200;

/** Why a route cannot be written as a file of its own, if it cannot. */
/** First segments of the engine's own output (scripts, styles, images, page data, the search index). */
const RESERVED_FOLDERS = ['_mysite', 'assets'];

export function routeProblem(path: string): string | undefined {
  if (normaliseRoute(path) !== path) return 'it is not a normalised path (empty, "." or ".." segments, or characters that must be encoded)';
  const first = percentDecode(path.split('/')[1] ?? '').toLowerCase();
  if (RESERVED_FOLDERS.includes(first)) return `/${first}/ holds mysite's own files (${RESERVED_FOLDERS.map((f) => `/${f}/`).join(', ')} are reserved)`;
  for (const segment of path.split('/').slice(1)) {
    const text = percentDecode(segment);
    if (/[/\\]/.test(text)) return `the segment "${segment}" holds an encoded slash or backslash`;
    if (/[\x00-\x1f\x7f]/.test(text)) return `the segment "${segment}" holds a control character`;
    if (Buffer.byteLength(text) > MAX_SEGMENT_BYTES) return `the segment "${segment.slice(0, 40)}…" is longer than ${MAX_SEGMENT_BYTES} bytes`;
  }
  return undefined;
}

/** Routes that are one file on a case-insensitive, normalisation-insensitive disk (macOS, Windows) share this key. */
function fileKey(path: string): string {
  return routeOutputFile(path).normalize('NFC').toLowerCase();
}

function checkRoutes(routes: Route[]): void {
  const seen = new Map<string, Route>();
  const problems: Diagnostic[] = [];
  const where = (route: Route) => formatPosition(route.source) || 'a generated page';
  for (const route of routes) {
    const unsafe = routeProblem(route.path);
    if (unsafe) {
      problems.push({
        severity: 'error',
        code: 'content/unsafe-route',
        message: `The route ${route.path} of ${where(route)} cannot be written as a page: ${unsafe}.`,
        at: route.source,
        hint: 'Change its `slug` (or the file name) to a plain path such as /docs/my-page.',
      });
      continue;
    }
    const key = fileKey(route.path);
    const first = seen.get(key);
    if (!first) {
      seen.set(key, route);
      continue;
    }
    const same = first.path === route.path;
    problems.push({
      severity: 'error',
      code: 'content/duplicate-route',
      message: same
        ? `Two pages have the route ${route.path}: ${where(first)} and ${where(route)}.`
        : `Two pages have routes that differ only in letter case: ${first.path} (${where(first)}) and ${route.path} (${where(route)}); on case-insensitive disks and hosts (macOS, Windows, many CDNs) they are one file.`,
      at: route.source,
      hint: 'Give one of them a different `slug` in its front matter, or rename the file.',
    });
  }
  if (problems.length > 0) throw new MysiteError(problems);
}
