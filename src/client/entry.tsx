/**
 * The browser entry. The page is already complete HTML; this loads its
 * data chunk and layout (in parallel, both preloaded by the <head>),
 * hydrates, and from then on navigates on the client.
 */
/*! mysite runtime and theme | Copyright (c) 2026 the mysite authors | MIT licence */
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import site from 'mysite:site';
import theme from 'mysite:theme';
// After the theme (its CSS first): the config's colours and fonts, then the site's own CSS.
import 'mysite:styles';
import { App } from './App.js';
import { ClientApp } from './ClientApp.js';
import { loadPage, loadPageChange, type LoadedPage } from './chunks.js';
import { installContentBehaviour } from './enhance.js';
import { PageError } from './error-states.js';
import { prefetchOnIntent } from './prefetch.js';
import { createRouter } from './router.js';
import type { PageChunk } from './types.js';
import { REFRESH_HOOK } from '../core/client-contract.js';
import { setSiteMessages, translate } from './translate.js';

setSiteMessages(site.messages, site.direction);

async function start(): Promise<void> {
  const container = document.getElementById('__mysite');
  const route = container?.dataset.route;
  if (!container || !route) return;
  installContentBehaviour();
  prefetchOnIntent();
  let loaded: LoadedPage;
  try {
    loaded = await loadPage(route, container.dataset.layout);
  } catch (error) {
    // The page is complete HTML: it stays readable as the server wrote it, its links plain ones
    // (each loads its page whole). Only a page without its content has nothing better to show.
    if (container.hasChildNodes()) console.error('mysite: this page could not load its code, so it stays as it is', error);
    else showPageError(container, route, error);
    return;
  }
  const router = createRouter(loaded);
  router.install();
  // For serve --watch: the live-reload script swaps in new page data without reloading.
  window[REFRESH_HOOK] = () => router.refresh();
  hydrateRoot(container, <ClientApp router={router} />, {
    onRecoverableError: (error) => console.error('mysite: hydration mismatch', error),
  });
}

/** First-load failure of a page without content: the spec's "Page Error" screen, with its own title, whose Retry tries again. */
function showPageError(container: HTMLElement, route: string, error: unknown, root?: Root): void {
  const title = translate('theme.error.title', 'Page Error');
  const page: PageChunk = { path: route, layout: 'pageError', head: { title }, data: {} };
  setTitle(title);
  const target = root ?? createRoot(container);
  const retry = () => {
    loadPage(route, container.dataset.layout).then(
      (loaded) => {
        setTitle(loaded.page.head.title);
        const router = createRouter(loaded);
        router.install();
        target.render(<ClientApp router={router} />);
      },
      (again) => showPageError(container, route, again, target),
    );
  };
  target.render(<App site={site} theme={theme} page={page} Layout={() => <PageError retry={retry} error={error} />} />);
}

/** The page's title, as the theme writes it (page-change.ts holds the rule); the page's own alone while that code is away. */
function setTitle(title: string): void {
  document.title = title;
  loadPageChange().then(
    (m) => {
      document.title = m.pageTitle(title, site.title);
    },
    () => {},
  );
}

void start();
