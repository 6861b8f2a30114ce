/**
 * Loads what a route needs: its data file (URL derived from the path, no
 * manifest), with the HTML the data file leaves out (from the page itself
 * on first load, else from the route's HTML document) and the sidebar copy
 * it shares with other pages (`sidebarFile`), and its layout's
 * code; and, for any page but the first, the code that shows a page in place
 * of another (page-change.ts). Each file is fetched once and kept, so a
 * prefetched page renders without waiting, and a page whose data file was
 * prefetched needs only its HTML document, if that.
 */
import theme from 'mysite:theme';
import site from 'mysite:site';
import { fileUrl, routeDataUrl, withBase } from '../core/urls.js';
import { spellRoute } from '../core/trailing-slash.js';
import { ISLAND_ATTRIBUTE, restoreIslands } from '../core/html-islands.js';
import { codedError } from '../core/coded-error.js';
import type { PageSidebarItem } from '../core/types.js';
import type { PageChunk, PageLayout } from './types.js';
import { retryImport } from './retry-import.js';

export interface LoadedPage {
  page: PageChunk;
  Layout: PageLayout;
}

export type PageChangeModule = typeof import('./page-change.js');

/** Data files as fetched (their islands left out) with their sidebars, and pages complete. */
const dataFiles = new Map<string, Promise<PageChunk>>();
/** Sidebar copies by file; a file's name changes with its contents, so the browser's cache may serve it. */
const sidebarFiles = new Map<string, Promise<PageSidebarItem[]>>();
/** The sidebar copy each loaded data file names (for the prefetch budget, prefetch.ts). */
const sidebarFileOfRoute = new Map<string, string>();

export function sidebarFileOf(route: string): string | undefined {
  return sidebarFileOfRoute.get(route);
}
const pages = new Map<string, Promise<PageChunk>>();
const layouts = new Map<string, Promise<PageLayout>>();

export function chunkUrl(route: string): string {
  return fileUrl(site.baseUrl, routeDataUrl(route));
}

/** Forgets loaded page data (watch mode: the site was rebuilt). */
export function forgetPages(): void {
  dataFiles.clear();
  sidebarFiles.clear();
  sidebarFileOfRoute.clear();
  pages.clear();
  openedPage = undefined;
}

/** URL of a route's HTML document. */
export function documentUrl(route: string): string {
  return withBase(site.baseUrl, spellRoute(route, site.trailingSlash));
}

/** The page the browser opened: it holds its own islands, once (after a rebuild, they are fetched again). */
let openedPage: { route: string; doc: Document } | undefined =
  typeof document === 'undefined' ? undefined : { route: document.getElementById('__mysite')?.dataset.route ?? '', doc: document };

async function fetchDocument(route: string): Promise<Document> {
  const r = await fetch(documentUrl(route), { cache: 'no-cache' });
  if (!r.ok) throw new Error(`Page ${route}: HTTP ${r.status}`);
  return new DOMParser().parseFromString(await r.text(), 'text/html');
}

/**
 * The promise kept under `key`, started by `load` on first use. A failure is
 * not kept: the next attempt (Retry, a later visit or navigation) loads again.
 */
function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let p = cache.get(key);
  if (!p) {
    p = load();
    p.catch(() => cache.delete(key));
    cache.set(key, p);
  }
  return p;
}

function loadDataFile(route: string): Promise<PageChunk> {
  return once(dataFiles, route, async () => {
    const r = await fetch(chunkUrl(route), { cache: 'no-cache' });
    if (!r.ok) throw new Error(`Page data for ${route}: HTTP ${r.status}`);
    const chunk = (await r.json()) as PageChunk;
    if (!chunk.sidebarFile || chunk.sidebar) return chunk;
    sidebarFileOfRoute.set(route, chunk.sidebarFile);
    return { ...chunk, sidebar: await loadSidebarFile(chunk.sidebarFile) };
  });
}

function loadSidebarFile(file: string): Promise<PageSidebarItem[]> {
  return once(sidebarFiles, file, () =>
    fetch(fileUrl(site.baseUrl, file)).then((r) => {
      if (!r.ok) throw new Error(`Sidebar ${file}: HTTP ${r.status}`);
      return r.json() as Promise<PageSidebarItem[]>;
    }),
  );
}

/** A route's data with the HTML strings its data file leaves out, taken from the page's HTML (core/html-islands.ts). */
function loadChunk(route: string): Promise<PageChunk> {
  return once(pages, route, async () => {
    const opened = openedPage?.route === route ? openedPage.doc : undefined;
    if (opened) openedPage = undefined;
    const chunk = await loadDataFile(route);
    if (!chunk.islands) return chunk;
    const doc = opened ?? (await fetchDocument(route));
    return { ...chunk, data: restoreIslands(chunk.data, (n) => doc.querySelector(`[${ISLAND_ATTRIBUTE}="${n}"]`)?.innerHTML) };
  });
}

/** The layouts' loaders, each tried again under a new URL after a failure (retry-import.ts). */
const layoutLoaders = new Map(
  Object.entries(theme.layouts).flatMap(([name, loader]) => (loader ? [[name, retryImport<{ default: unknown }>(loader)] as const] : [])),
);

/** A layout's component, loaded once (on the server too, see server-entry.tsx). */
export function loadLayout(name: string): Promise<PageLayout> {
  return once(layouts, name, () => {
    const loader = layoutLoaders.get(name);
    return loader
      ? loader().then((m) => m.default as PageLayout)
      : Promise.reject(codedError('theme/missing-layout', `The theme has no layout "${name}" (it has ${Object.keys(theme.layouts).join(', ')}).`));
  });
}

/** The code that shows another page in place of this one (page-change.ts), loaded once, tried again after a failure. */
export const loadPageChange: () => Promise<PageChangeModule> = retryImport(() => import('./page-change.js'));

/** Data and layout together; `layoutHint` starts the layout download before the data arrives. */
export async function loadPage(route: string, layoutHint?: string): Promise<LoadedPage> {
  const early = layoutHint ? loadLayout(layoutHint) : undefined;
  early?.catch(() => {});
  const page = await loadChunk(route);
  const Layout = await (page.layout === layoutHint && early ? early : loadLayout(page.layout));
  return { page, Layout };
}

/**
 * Warms the caches for a route; errors are ignored (navigation will retry).
 * `complete`: the page's HTML document too, if its data file leaves HTML to
 * it, so that showing the page needs no request at all; else only the data
 * file and the layout's code, a tenth of the bytes.
 */
export function prefetchPage(route: string, complete: boolean): Promise<void> {
  loadPageChange().catch(() => {});
  return (complete ? loadChunk(route) : loadDataFile(route))
    .then((page) => loadLayout(page.layout))
    .then(
      () => {},
      () => {},
    );
}
