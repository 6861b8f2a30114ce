/**
 * Components of MDX pages that need the browser come as islands
 * (`<mysite-island>`, see mdx/runtime/island-server.tsx). A page that has
 * any loads the islands' runtime, which hydrates each with its props; a
 * page without pays one query (router.ts, for `mysite-island:not([data-hydrated])`). The runtime takes React from
 * this page's own, so an island adds only its own code.
 *
 * This module comes with the lazy page-change code (page-change.ts), not in
 * the entry script: react-dom is the entry's alone, so the entry hands its
 * two namespaces over rather than this module importing them (which would
 * move react-dom into a chunk of its own).
 */
import * as React from 'react';
// By name: a namespace import would make the shared chunk build the jsx-runtime module's namespace object on every page.
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

declare global {
  // The islands bundle's `react`, `react-dom` and `react/jsx-runtime` (mdx/site-imports.ts).
  var __mysiteReact: { React: unknown; ReactDOM: unknown; ReactDOMClient: unknown; JsxRuntime: unknown } | undefined;
}

/** Where the islands' runtime is published (mdx/bundle-islands.ts). */
export const ISLANDS_RUNTIME = '_mysite/islands.js';

export function hydrateIslands(baseUrl: string, ReactDOM: unknown, ReactDOMClient: unknown): void {
  globalThis.__mysiteReact ??= { React, ReactDOM, ReactDOMClient, JsxRuntime: { jsx, jsxs, Fragment } };
  import(/* runtime URL */ `${baseUrl}${ISLANDS_RUNTIME}`).then(
    (runtime: { hydrate(root: ParentNode): Promise<void> }) => runtime.hydrate(document),
    (error: unknown) => console.error('mysite: the islands of this page could not load', error),
  );
}
