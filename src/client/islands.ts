/**
 * Components of MDX pages that need the browser come as islands
 * (`<mysite-island>`, see mdx/runtime/island-server.tsx). A page that has
 * any loads the islands' runtime, which hydrates each with its props; a
 * page without pays one query. The runtime takes React from this page's
 * own, so an island adds only its own code.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';

declare global {
  // The islands bundle's `react`, `react-dom` and `react/jsx-runtime` (mdx/site-imports.ts).
  var __mysiteReact: { React: unknown; ReactDOM: unknown; ReactDOMClient: unknown; JsxRuntime: unknown } | undefined;
}

/** Where the islands' runtime is published (mdx/bundle-islands.ts). */
export const ISLANDS_RUNTIME = '_mysite/islands.js';

export function hydrateIslands(baseUrl: string): void {
  if (!document.querySelector('mysite-island:not([data-hydrated])')) return;
  globalThis.__mysiteReact ??= { React, ReactDOM, ReactDOMClient, JsxRuntime };
  import(/* runtime URL */ `${baseUrl}${ISLANDS_RUNTIME}`).then(
    (runtime: { hydrate(root: ParentNode): Promise<void> }) => runtime.hydrate(document),
    (error: unknown) => console.error('mysite: the islands of this page could not load', error),
  );
}
