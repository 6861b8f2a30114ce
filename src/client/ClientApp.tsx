/** The browser's app: the same tree as on the server, driven by the router. */
import { useLayoutEffect, useSyncExternalStore } from 'react';
import site from 'mysite:site';
import theme from 'mysite:theme';
import { App } from './App.js';
import type { Router } from './router.js';

export function ClientApp({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  useLayoutEffect(() => router.rendered(state), [router, state]);
  return <App site={site} theme={theme} page={state.page} Layout={state.Layout} />;
}
