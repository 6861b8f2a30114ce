/**
 * Client-side navigation on top of the static pages. A click on an internal
 * link loads the next route's chunk and layout (usually prefetched already),
 * then swaps the page in place. If the chunk cannot be loaded, the browser
 * loads the URL itself (a full page load), as the spec asks.
 */
import site from 'mysite:site';
import { announce } from './announcer.js';
import { forgetPages, loadPage, type LoadedPage } from './chunks.js';
import { applyStoredTabs } from './enhance.js';
import { updateHead } from './head.js';
import { internalRoute, isPlainClick } from './links.js';
import { routeOfUrlPath, withBase } from '../core/urls.js';
import { HYDRATED_ATTRIBUTE, MAIN_CONTENT_ID } from '../core/client-contract.js';
import { observeLinks } from './prefetch.js';
import { finishProgress, startProgress } from './progress-bar.js';
import { applyScroll, saveScroll, savedScroll } from './scroll.js';

export interface RouterState extends LoadedPage {
  /** Increases with every navigation; 0 for the first (hydrated) page. */
  navigation: number;
  hash: string;
  restoreScroll?: number;
  /** The same page again with new data (watch mode): no scrolling, focus or announcement. */
  refresh?: boolean;
}

type Listener = () => void;

export class Router {
  private state: RouterState;
  private readonly listeners = new Set<Listener>();
  private pending = 0;

  constructor(first: LoadedPage) {
    this.state = { ...first, navigation: 0, hash: location.hash };
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): RouterState => this.state;

  /** Starts listening to link clicks and history moves. */
  install(): void {
    document.addEventListener('click', (e) => {
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || !isPlainClick(e)) return;
      const route = internalRoute(a, site.baseUrl);
      if (!route) return;
      e.preventDefault();
      void this.navigate(route, new URL(a.href), { push: true });
    });
    window.addEventListener('popstate', (e) => {
      const url = new URL(location.href);
      const route = routeOfUrlPath(url.pathname, site.baseUrl);
      if (!route) return location.reload();
      void this.navigate(route, url, { push: false, restoreScroll: savedScroll(e.state) });
    });
    window.addEventListener('pagehide', saveScroll);
  }

  async navigate(route: string, url: URL, options: { push: boolean; restoreScroll?: number }): Promise<void> {
    const target = withBase(site.baseUrl, route) + url.search + url.hash;
    if (route === this.state.page.path) {
      // Same page: only the fragment changes.
      if (options.push) {
        saveScroll();
        history.pushState({ mysite: true, scrollY: 0 }, '', target);
      }
      applyScroll(url.hash, options.restoreScroll);
      return;
    }
    history.scrollRestoration = 'manual';
    const id = ++this.pending;
    startProgress();
    if (options.push) saveScroll();
    let loaded: LoadedPage;
    try {
      loaded = await loadPage(route);
    } catch {
      // A navigation that a newer one replaced has nothing left to do, failed or not.
      if (id !== this.pending) return;
      finishProgress();
      window.location.assign(url.href);
      return;
    }
    if (id !== this.pending) return;
    if (options.push) history.pushState({ mysite: true, scrollY: 0 }, '', target);
    this.state = { ...loaded, navigation: this.state.navigation + 1, hash: url.hash, restoreScroll: options.restoreScroll };
    for (const listener of this.listeners) listener();
  }

  /**
   * Re-renders the current page from freshly loaded data, keeping the scroll
   * position: how `serve --watch` shows an edit without a page reload.
   */
  async refresh(): Promise<void> {
    forgetPages();
    const loaded = await loadPage(this.state.page.path);
    this.state = { ...loaded, navigation: this.state.navigation + 1, hash: '', restoreScroll: window.scrollY, refresh: true };
    for (const listener of this.listeners) listener();
  }

  /** Called once React has committed a page (see ClientApp). */
  rendered(state: RouterState): void {
    applyStoredTabs();
    observeLinks(state.navigation);
    if (state.navigation === 0) {
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
      return;
    }
    if (state.refresh) {
      updateHead(state.page);
      window.scrollTo(0, state.restoreScroll ?? 0);
      return;
    }
    const title = updateHead(state.page);
    applyScroll(state.hash, state.restoreScroll);
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus({ preventScroll: true });
    announce(`Navigated to ${title}`);
    finishProgress();
  }
}
