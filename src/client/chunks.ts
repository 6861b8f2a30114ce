/**
 * Loads what a route needs: its data chunk (URL derived from the path, no
 * manifest), with the HTML its data file leaves out (from the page itself
 * on first load, else from the route's HTML document), and its layout's
 * code. Results are cached, so a prefetched page renders without waiting.
 */
import theme from 'mysite:theme';
import site from 'mysite:site';
import { fileUrl, routeDataUrl, withBase } from '../core/urls.js';
import { ISLAND_ATTRIBUTE, restoreIslands } from '../core/html-islands.js';
import { codedError } from '../core/coded-error.js';
import type { PageChunk, PageLayout } from './types.js';

export interface LoadedPage {
  page: PageChunk;
  Layout: PageLayout;
}

const pages = new Map<string, Promise<PageChunk>>();
const layouts = new Map<string, Promise<PageLayout>>();

export function chunkUrl(route: string): string {
  return fileUrl(site.baseUrl, routeDataUrl(route));
}

/** Forgets loaded page data (watch mode: the site was rebuilt). */
export function forgetPages(): void {
  pages.clear();
  openedPage = undefined;
}

/** URL of a route's HTML document. */
export function documentUrl(route: string): string {
  return withBase(site.baseUrl, route);
}

/** The page the browser opened: it holds its own islands, once (after a rebuild, they are fetched again). */
let openedPage: { route: string; doc: Document } | undefined =
  typeof document === 'undefined' ? undefined : { route: document.getElementById('__mysite')?.dataset.route ?? '', doc: document };

async function fetchDocument(route: string): Promise<Document> {
  const r = await fetch(documentUrl(route), { cache: 'no-cache' });
  if (!r.ok) throw new Error(`Page ${route}: HTTP ${r.status}`);
  return new DOMParser().parseFromString(await r.text(), 'text/html');
}

/** The chunk with the HTML strings its data file leaves out, taken from the page's HTML (core/html-islands.ts). */
async function withIslands(route: string, chunk: PageChunk, opened: Document | undefined): Promise<PageChunk> {
  if (!chunk.islands) return chunk;
  const doc = opened ?? (await fetchDocument(route));
  return { ...chunk, data: restoreIslands(chunk.data, (n) => doc.querySelector(`[${ISLAND_ATTRIBUTE}="${n}"]`)?.innerHTML) };
}

function loadChunk(route: string): Promise<PageChunk> {
  let p = pages.get(route);
  if (!p) {
    const opened = openedPage?.route === route ? openedPage.doc : undefined;
    if (opened) openedPage = undefined;
    p = fetch(chunkUrl(route), { cache: 'no-cache' }).then(async (r) => {
      if (!r.ok) throw new Error(`Page data for ${route}: HTTP ${r.status}`);
      return withIslands(route, (await r.json()) as PageChunk, opened);
    });
    // A failure is not cached: the next attempt (Retry, or a later visit) fetches again.
    p.catch(() => pages.delete(route));
    pages.set(route, p);
  }
  return p;
}

/** A layout's component, loaded once (on the server too, see server-entry.tsx). */
export function loadLayout(name: string): Promise<PageLayout> {
  const cached = layouts.get(name);
  if (cached) return cached;
  const loader = theme.layouts[name];
  const p = loader
    ? loader().then((m) => m.default as PageLayout)
    : Promise.reject(codedError('theme/missing-layout', `The theme has no layout "${name}" (it has ${Object.keys(theme.layouts).join(', ')}).`));
  p.catch(() => layouts.delete(name));
  layouts.set(name, p);
  return p;
}

/** Data and layout together; `layoutHint` starts the layout download before the data arrives. */
export async function loadPage(route: string, layoutHint?: string): Promise<LoadedPage> {
  const early = layoutHint ? loadLayout(layoutHint) : undefined;
  early?.catch(() => {});
  const page = await loadChunk(route);
  const Layout = await (page.layout === layoutHint && early ? early : loadLayout(page.layout));
  return { page, Layout };
}

/** Warms the caches for a route; errors are ignored (navigation will retry). */
export function prefetchPage(route: string): Promise<void> {
  return loadChunk(route)
    .then((page) => loadLayout(page.layout))
    .then(
      () => {},
      () => {},
    );
}
