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
import { loadPage, type LoadedPage } from './chunks.js';
import { installContentBehaviour } from './enhance.js';
import { PageError } from './error-states.js';
import { prefetchOnIntent } from './prefetch.js';
import { createRouter } from './router.js';
import type { PageChunk } from './types.js';
import { REFRESH_HOOK } from '../core/client-contract.js';
import { setSiteMessages } from './translate.js';

setSiteMessages(site.messages);

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
    showPageError(container, route, error);
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

/** First-load failure: the spec's "Page Error" screen, whose Retry tries again. */
function showPageError(container: HTMLElement, route: string, error: unknown, root?: Root): void {
  const page: PageChunk = { path: route, layout: 'pageError', head: { title: 'Page Error' }, data: {} };
  const target = root ?? createRoot(container);
  const retry = () => {
    loadPage(route, container.dataset.layout).then(
      (loaded) => {
        const router = createRouter(loaded);
        router.install();
        target.render(<ClientApp router={router} />);
      },
      (again) => showPageError(container, route, again, target),
    );
  };
  target.render(<App site={site} theme={theme} page={page} Layout={() => <PageError retry={retry} error={error} />} />);
}

void start();
