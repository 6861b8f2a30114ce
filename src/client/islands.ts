/**
 * Components of MDX pages that need the browser come as islands
 * (`<mysite-island>`, see mdx/runtime/island-server.tsx). A page that has
 * any loads this module, then the islands' runtime, which hydrates each with
 * its props; a page without pays one query (page-islands.ts), and a site
 * without islands not even that. The runtime takes
 * React from this page's own, so an island adds only its own code.
 *
 * page-islands.ts loads this module lazily. It imports through `mysite-ssg/client`,
 * as page-change.ts does, so it reaches what every lazy chunk reaches (React
 * among it) and the shared chunks stay as they are; react-dom, which only the
 * entry reaches, is handed over by page-islands.ts (imported here, or with
 * nothing imported at all, the chunks split: one more file on every page).
 */
import { retryImport, withBase } from 'mysite-ssg/client';
import * as React from 'react';
// By name: a namespace import would make the shared chunk build the jsx-runtime module's namespace object.
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

declare global {
  // The islands bundle's `react`, `react-dom` and `react/jsx-runtime` (mdx/imports/shared-react.ts).
  var __mysiteReact: ReactModules | undefined;
}

interface ReactModules {
  React: unknown;
  ReactDOM: unknown;
  ReactDOMClient: unknown;
  JsxRuntime: unknown;
}

/** Where the islands' runtime is published (mdx/bundle-islands.ts). */
export const ISLANDS_RUNTIME = '_mysite/islands.js';

interface IslandsRuntime {
  hydrate(root: ParentNode): Promise<void>;
}

/** Made on first use (the base URL comes with it); tried again on the next page shown, under a new URL (retry-import.ts). */
let loadRuntime: (() => Promise<IslandsRuntime>) | undefined;

export function hydrateIslands(baseUrl: string, ReactDOM: unknown, ReactDOMClient: unknown): void {
  globalThis.__mysiteReact ??= { React, ReactDOM, ReactDOMClient, JsxRuntime: { jsx, jsxs, Fragment } };
  loadRuntime ??= retryImport((query = '') => import(/* runtime URL */ withBase(baseUrl, `/${ISLANDS_RUNTIME}`) + query) as Promise<IslandsRuntime>);
  loadRuntime().then(
    (runtime) => runtime.hydrate(document),
    (error: unknown) => console.error('mysite: the islands of this page could not load', error),
  );
}
