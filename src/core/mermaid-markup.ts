/**
 * How a Mermaid diagram is written into a page before the browser draws it:
 * its source in a `<pre>` (what a reader without JavaScript sees), inside a
 * wrapper the browser runtime finds (client/page-diagrams.ts) and draws the
 * SVG into. One markup for ```` ```mermaid ```` fences (markdown/plugins/mermaid.ts)
 * and `@theme/Mermaid` (compat/theme/Mermaid.tsx); the build looks for the
 * wrapper to know a site has diagrams (builder/phases/load-content.ts).
 */

/** The wrapper's class; the runtime marks it `data-drawn` once its SVG is in. */
export const DIAGRAM_CLASS = 'mermaid-diagram';
/** The `<pre>` holding the source, hidden once the diagram is drawn. */
export const DIAGRAM_SOURCE_CLASS = 'mermaid-source';

/** Where the diagrams' code is published (theme/bundle-diagrams.ts), loaded by pages that have a diagram (client/page-diagrams.ts). */
export const DIAGRAMS_SCRIPT = '_mysite/diagrams.js';

/**
 * The wrapper's classes before the diagram is drawn: also a code block's, so the source is styled as
 * code by any theme (the browser takes that class off once the SVG is in).
 */
export const DIAGRAM_CLASSES = [DIAGRAM_CLASS, 'code-block'];

/** The HTML a page with a diagram holds (as React and the Markdown pipeline write it); a literal, so the browser bundle drops it. */
export const DIAGRAM_MARK = `<div class="${DIAGRAM_CLASS} code-block">`;

/** Whether a page's HTML holds a diagram. */
export function hasDiagram(html: unknown): boolean {
  return typeof html === 'string' && html.includes(DIAGRAM_MARK);
}
