/**
 * Hydrates the islands of the page just shown (MDX components that need the
 * browser), once per page. The code that does it is a chunk of its own
 * (islands.ts says why); a site without islands gets this function empty
 * (theme/site-features.ts), so its pages carry none of it.
 */
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import site from 'mysite:site';
import { retryImport } from './retry-import.js';

// Tried again on the next page shown, under a new URL (retry-import.ts).
const loadIslands = retryImport(() => import('./islands.js'));

export function hydratePageIslands(): void {
  if (!document.querySelector('mysite-island:not([data-hydrated])')) return;
  loadIslands().then(
    (m) => m.hydrateIslands(site.baseUrl, ReactDOM, ReactDOMClient),
    (error: unknown) => console.error('mysite: the islands of this page could not load', error),
  );
}

/**
 * The diagrams' hook comes through this module, which only the router
 * imports, so a site without diagrams, given an empty function here
 * (theme/site-features.ts), bundles no module more: esbuild names a chunk
 * by the files in it too, and the entry keeps its name.
 */
export { drawPageDiagrams } from './page-diagrams.js';
