/**
 * Loads what a route needs: its data chunk (URL derived from the path, no
 * manifest) and its layout's code. Results are cached, so a prefetched page
 * renders without waiting.
 */
import theme from 'mysite:theme';
import site from 'mysite:site';
import { fileUrl, routeDataUrl } from '../core/urls.js';
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
}

function loadChunk(route: string): Promise<PageChunk> {
  let p = pages.get(route);
  if (!p) {
    p = fetch(chunkUrl(route), { cache: 'no-cache' }).then((r) => {
      if (!r.ok) throw new Error(`Page data for ${route}: HTTP ${r.status}`);
      return r.json() as Promise<PageChunk>;
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
