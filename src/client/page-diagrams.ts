/**
 * Draws the Mermaid diagrams of the page just shown (core/mermaid-markup.ts).
 * Mermaid is large (diagrams.ts says how much), so it is a bundle of its own,
 * loaded only by a page that has a diagram; a page without pays one query,
 * and a site without diagrams not even that: its bundle gets an empty
 * function instead (client/page-islands.ts, theme/site-features.ts).
 */
import site from 'mysite:site';
import { DIAGRAM_CLASS, DIAGRAM_SOURCE_CLASS, DIAGRAMS_SCRIPT } from '../core/mermaid-markup.js';
import { withBase } from '../core/urls.js';
import { retryImport } from './retry-import.js';

// A build of its own (theme/bundle-diagrams.ts): names and elements are handed over, it imports nothing of the entry's.
// Tried again on the next page shown, under a new URL (retry-import.ts).
const loadDiagrams = retryImport(
  (query = '') => import(/* runtime URL */ withBase(site.baseUrl, `/${DIAGRAMS_SCRIPT}`) + query) as Promise<typeof import('./diagrams.js')>,
);

export function drawPageDiagrams(): void {
  const waiting = document.querySelectorAll<HTMLElement>(`.${DIAGRAM_CLASS}:not([data-drawn])`);
  if (waiting.length === 0) return;
  loadDiagrams().then(
    (m) => m.drawDiagrams(waiting, { diagram: DIAGRAM_CLASS, source: DIAGRAM_SOURCE_CLASS }),
    (error: unknown) => console.error('mysite: the diagrams of this page could not load', error),
  );
}
