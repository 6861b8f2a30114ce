/**
 * Runs the link check on a build before it is published, and reports what
 * it finds with the severities from the config (`onBrokenLinks`,
 * `onBrokenAnchors`). Links written in Markdown are reported at their
 * Markdown line; a broken link in the theme, which shows on every page, is
 * reported once with the number of pages.
 *
 * A page keeps its last result when it did not change, the pages it links
 * to kept their ids, and the set of files is the same: a one-page edit
 * re-checks that page, and the pages linking to it only if its ids changed.
 */
import { docsOptionsOf } from '../../config/sections.js';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_FILE } from '../../config/evaluate.js';
import { configLinkSources } from '../../links/config-link-sources.js';
import { pageFileSources, REACT_PAGE } from '../../links/page-file-sources.js';
import { withBase } from '../../core/urls.js';
import type { SiteConfig } from '../../config/schema.js';
import type { Diagnostics } from '../../core/diagnostics.js';
import type { Route, SourcePosition } from '../../core/types.js';
import { checkLinks, type CheckedPage, type LinkingFile, type PageLinkResult } from '../../links/check.js';
import { markdownSources } from '../../links/link-sources.js';
import { linkDiagnostics, type LinkOrigin } from '../../links/report.js';
import type { PageRecord } from '../output/generation.js';

export interface BuiltLinksInput {
  routes: Route[];
  pages: Map<string, PageRecord & { route: Route }>;
  /** The records of the last build, with their link results. */
  previous: Map<string, PageRecord>;
  /** The file set of the last build is the same as this one's. */
  sameFiles: boolean;
  linkingFiles: LinkingFile[];
  /** The results of the last build's linking files (feeds, sitemap), by their scanned links. */
  previousFiles: LinkingFileResults;
  config: SiteConfig;
  /** Every file of the output besides the pages (relative paths). */
  files: Set<string>;
  /** Shown in messages for links that come from the theme, e.g. `dist`. */
  outDirName: string;
  /** The site folder: React pages and the config are read there to place their links. */
  siteDir: string;
  diagnostics: Diagnostics;
  /** Whether the host's own redirect files redirect a URL path (see CheckInput). */
  redirected?: (pathname: string) => boolean;
  /** The base URLs of the site's other locales, whose links are checked across locales (see CheckInput). */
  otherBases?: string[];
}

/** The result of each linking file, by its scanned links (the same text keeps the same scanned links). */
export type LinkingFileResults = WeakMap<LinkingFile['links'], PageLinkResult>;

/** What the check found out of its last results: the linking files' (for the next build), and how many pages it checked again. */
export interface BuiltLinksResult {
  fileResults: LinkingFileResults;
  /** Pages whose links were checked again (the others kept their last result). */
  recheckedPages: number;
}

/**
 * Checks the links; stores each page's result in its record (`linkCheck`)
 * and returns the linking files' results, for the next build to keep when
 * this one succeeds.
 */
export function checkBuiltLinks(input: BuiltLinksInput): BuiltLinksResult {
  let recheckedPages = 0;
  const { config, diagnostics, previous } = input;
  // What a link to a page checks is that the page exists and has the linked id: pages
  // that came, went or changed their ids invalidate the results of pages linking to them.
  const changed = new Set<string>();
  const rescanned = new Set<string>();
  for (const [path, page] of input.pages) {
    const before = previous.get(path);
    if (before?.key === page.key) continue;
    rescanned.add(path);
    if (!before || !sameIds(before.scan.ids, page.scan.ids)) changed.add(path);
  }
  for (const path of previous.keys()) if (!input.pages.has(path)) changed.add(path);

  const sourcesKeys = new Map<string, string>();
  const pages: CheckedPage[] = [...input.pages.values()].map((p) => {
    let sources: Map<string, SourcePosition> | undefined;
    const page: CheckedPage = {
      path: p.route.path,
      file: `${input.outDirName}/${p.file}`,
      // Read when the page is checked, or linked to with an anchor: a record kept from the last build makes them on demand.
      get ids() {
        return p.scan.ids;
      },
      get links() {
        return p.scan.links;
      },
      // Where the page's Markdown (or React page) links were written: only needed when the page is checked.
      get markdownSources() {
        return (sources ??= writtenSources(p.route, input.siteDir, config.baseUrl));
      },
      codeLinks: p.route.codeLinks,
    };
    sourcesKeys.set(
      p.route.path,
      sourcesKey(p.route, () => page.markdownSources!),
    );
    return page;
  });
  const reuse = (page: CheckedPage): PageLinkResult | undefined => {
    const kept = lastResult(page);
    if (!kept) recheckedPages++;
    return kept;
  };
  const lastResult = (page: CheckedPage): PageLinkResult | undefined => {
    if (!input.sameFiles || rescanned.has(page.path)) return undefined;
    const last = previous.get(page.path)?.linkCheck;
    if (!last || last.sourcesKey !== sourcesKeys.get(page.path) || (changed.size > 0 && last.targets.some((t) => changed.has(t)))) return undefined;
    return { problems: last.problems, targets: last.targets, checked: last.checked, external: [] };
  };
  const reuseFile = (file: LinkingFile): PageLinkResult | undefined => {
    const last = input.previousFiles.get(file.links);
    return input.sameFiles && last && !last.targets.some((t) => changed.has(t)) ? last : undefined;
  };
  const fromConfig = configLinkSources(config, CONFIG_FILE, readText(join(input.siteDir, CONFIG_FILE)));
  const themeSources = new Map([...fromConfig].map(([url, source]) => [url, source.at]));
  const result = checkLinks({
    pages,
    linkingFiles: input.linkingFiles,
    files: input.files,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    origin: config.url,
    themeSources,
    reuse,
    reuseFile,
    redirected: input.redirected,
    otherBases: input.otherBases,
  });
  for (const [path, r] of result.pages) {
    const record = input.pages.get(path)!;
    record.linkCheck = { problems: r.problems, targets: r.targets, checked: r.checked, sourcesKey: sourcesKeys.get(path)! };
  }
  const fileResults: LinkingFileResults = new WeakMap();
  for (const file of input.linkingFiles) fileResults.set(file.links, result.files.get(file.path)!);

  // A broken Markdown link was already reported, under onBrokenMarkdownLinks, when links were resolved.
  const rules = { 'links/broken-link': config.onBrokenLinks, 'links/broken-anchor': config.onBrokenAnchors, 'links/broken-markdown-link': 'ignore' } as const;
  const severity = { throw: 'error', warn: 'warning', ignore: 'ignore' } as const;
  const docs = docsOptionsOf(config);
  const docsHome = docs && withBase(config.baseUrl, docs.routeBasePath);
  const originOf: LinkOrigin = (problem) => {
    const key = problem.at.file === CONFIG_FILE ? fromConfig.get(problem.href)?.key : undefined;
    if (key) return { setBy: key, hint: `Change ${key} in ${CONFIG_FILE} to a page of the site.` };
    if (docs && problem.kind === 'link' && problem.href === docsHome && problem.at.file.startsWith(`${input.outDirName}/`))
      return docsHomeOrigin(docs.routeBasePath);
    return undefined;
  };
  for (const d of linkDiagnostics(result.problems, input.outDirName, (code) => severity[rules[code]], originOf)) diagnostics.report(d);
  return { fileResults, recheckedPages };
}

/**
 * A site without a home page sends the navbar's brand and the breadcrumbs'
 * home icon to the docs' home: without a doc there, that link is broken on
 * every page, and the message says what leads there and what to add.
 */
function docsHomeOrigin(docsRoute: string): { setBy: string; hint: string } {
  return {
    setBy: `the theme: with no home page, the navbar's brand and the breadcrumbs' home link lead to the docs' home, ${docsRoute}`,
    hint: `Make one doc the docs' home with \`slug: /\` in its front matter (it is then served at ${docsRoute}), or add a home page (content/pages/index.tsx).`,
  };
}

/** Where the links of a page were written: its Markdown, or the strings of a React page's file. */
function writtenSources(route: Route, siteDir: string, baseUrl: string): Map<string, SourcePosition> {
  const sources = markdownSources(route, baseUrl);
  const file = route.source?.file;
  if (route.contentLinks?.length || !file || !REACT_PAGE.test(file)) return sources;
  for (const [url, at] of pageFileSources(file, readText(join(siteDir, file)), baseUrl)) if (!sources.has(url)) sources.set(url, at);
  return sources;
}

/** A file's text; a file that cannot be read (gone since it was built) places nothing. */
function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** A hash of where a route's Markdown links were written, computed once per route object. */
const sourcesKeyOf = new WeakMap<Route, string>();
function sourcesKey(route: Route, sources: () => Map<string, unknown>): string {
  let key = sourcesKeyOf.get(route);
  if (key === undefined) {
    const all = sources();
    key = all.size
      ? createHash('sha1')
          .update(JSON.stringify([...all]))
          .digest('base64url')
      : '';
    sourcesKeyOf.set(route, key);
  }
  return key;
}

function sameIds(a: Set<string>, b: Set<string>): boolean {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}
