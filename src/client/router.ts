/**
 * Client-side navigation on top of the static pages. A click on an internal
 * link loads the next route's chunk and layout (usually prefetched already),
 * then swaps the page in place. If the chunk cannot be loaded, the browser
 * loads the URL itself (a full page load), as the spec asks.
 */
import site from 'mysite:site';
import { forgetPages, loadPage, loadPageChange, type LoadedPage, type PageChangeModule } from './chunks.js';
import { applyStoredTabs } from './enhance.js';
import { internalRoute, isPlainClick } from './links.js';
import { routeOfUrlPath, withBase } from '../core/urls.js';
import { spellRoute } from '../core/trailing-slash.js';
import { HYDRATED_ATTRIBUTE } from '../core/client-contract.js';
import { drawPageDiagrams, hydratePageIslands } from './page-islands.js';
import { observeLinks } from './prefetch.js';
import { finishProgress, startProgress } from './progress-bar.js';
import { pushEntry, switchEntry, trackScroll } from './scroll.js';
import type { PageChange } from './page-change.js';

export interface RouterState extends LoadedPage, PageChange {
  /** Increases with every navigation; 0 for the first (hydrated) page. */
  navigation: number;
}

export interface Router {
  subscribe(listener: () => void): () => void;
  getState(): RouterState;
  /** Starts listening to link clicks and history moves. */
  install(): void;
  /**
   * Re-renders the current page from freshly loaded data, keeping the scroll
   * position: how `serve --watch` shows an edit without a page reload.
   */
  refresh(): Promise<void>;
  /** Called once React has committed a page (see ClientApp). */
  rendered(state: RouterState): void;
}

/** A closure rather than a class: its local names minify, a class's property names would not. */
export function createRouter(first: LoadedPage): Router {
  let state: RouterState = { ...first, navigation: 0, hash: location.hash };
  const listeners = new Set<() => void>();
  let pending = 0;
  /** Loaded before the first page change is shown, so `rendered` can use it at once. */
  let pageChange: PageChangeModule | undefined;

  const show = (change: PageChangeModule, next: RouterState) => {
    pageChange = change;
    state = next;
    for (const listener of listeners) listener();
  };

  async function navigate(route: string, url: URL, options: { push: boolean; restoreScroll?: number }): Promise<void> {
    const target = withBase(site.baseUrl, spellRoute(route, site.trailingSlash)) + url.search + url.hash;
    if (route === state.page.path) {
      // Same page: only the fragment changes.
      if (options.push) pushEntry(target);
      // Without the page-change code the browser goes to the fragment itself (the URL is the same page's).
      loadPageChange().then(
        (change) => change.applyScroll(url.hash, options.restoreScroll),
        () => window.location.assign(url.href),
      );
      return;
    }
    history.scrollRestoration = 'manual';
    const id = ++pending;
    startProgress();
    let loaded: [LoadedPage, PageChangeModule];
    try {
      loaded = await Promise.all([loadPage(route), loadPageChange()]);
    } catch {
      // A navigation that a newer one replaced has nothing left to do, failed or not.
      if (id !== pending) return;
      finishProgress();
      window.location.assign(url.href);
      return;
    }
    if (id !== pending) return;
    if (options.push) pushEntry(target);
    show(loaded[1], { ...loaded[0], navigation: state.navigation + 1, hash: url.hash, restoreScroll: options.restoreScroll });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    install() {
      document.addEventListener('click', (e) => {
        const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
        if (!a || !isPlainClick(e)) return;
        const route = internalRoute(a, site.baseUrl);
        if (!route) return;
        e.preventDefault();
        void navigate(route, new URL(a.href), { push: true });
      });
      window.addEventListener('popstate', (e) => {
        const url = new URL(location.href);
        const route = routeOfUrlPath(url.pathname, site.baseUrl);
        if (!route) return location.reload();
        void navigate(route, url, { push: false, restoreScroll: switchEntry(e.state) });
      });
      trackScroll();
    },
    async refresh() {
      forgetPages();
      const [loaded, change] = await Promise.all([loadPage(state.page.path), loadPageChange()]);
      show(change, { ...loaded, navigation: state.navigation + 1, hash: '', restoreScroll: window.scrollY, refresh: true });
    },
    rendered(shown) {
      applyStoredTabs();
      hydratePageIslands();
      drawPageDiagrams();
      observeLinks(shown.navigation);
      if (shown.navigation === 0) {
        document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
        return;
      }
      pageChange!.showPage(shown, site);
      finishProgress();
    },
  };
}
