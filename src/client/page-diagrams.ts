/**
 * Draws the Mermaid diagrams of the page just shown (core/mermaid-markup.ts).
 * Mermaid is large (diagrams.ts says how much), so it is a chunk of its own,
 * loaded only by a page that has a diagram; a page without pays one query,
 * and a site without diagrams not even that: its bundle gets an empty
 * function instead (client/page-islands.ts, theme/site-features.ts).
 */
import { DIAGRAM_CLASS, DIAGRAM_SOURCE_CLASS } from '../core/mermaid-markup.js';

export function drawPageDiagrams(): void {
  const waiting = document.querySelectorAll<HTMLElement>(`.${DIAGRAM_CLASS}:not([data-drawn])`);
  if (waiting.length === 0) return;
  // Names and elements are handed over: diagrams.ts imports nothing the entry does, so the shared chunks stay as they are.
  import('./diagrams.js').then(
    (m) => m.drawDiagrams(waiting, { diagram: DIAGRAM_CLASS, source: DIAGRAM_SOURCE_CLASS }),
    (error: unknown) => console.error('mysite: the diagrams of this page could not load', error),
  );
}
