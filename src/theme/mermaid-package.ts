/**
 * Diagrams are drawn by the `mermaid` package, which mysite does not install
 * itself (an optional peer dependency, as Docusaurus keeps it in a package of
 * its own): most sites never draw one, and it is large (about 80 MB
 * installed). A site whose pages have a diagram without it is told where the
 * first one is and what to install, before the theme is bundled.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requireFromEngine } from '../core/engine-package.js';
import { MysiteError } from '../core/errors.js';
import { hasDiagram } from '../core/mermaid-markup.js';
import type { Route, SourcePosition } from '../core/types.js';

export const MERMAID_PACKAGE = 'mermaid';

/** Finds an installed module (a path) or throws; the engine's own lookup by default, as esbuild bundles it from the engine's folder. */
export type Resolve = (request: string) => string;

/** Throws `markdown/mermaid-package` when a page has a diagram and mermaid cannot be found. */
export function checkMermaidInstalled(routes: readonly Route[], siteDir: string, resolve: Resolve = requireFromEngine.resolve): void {
  try {
    resolve(MERMAID_PACKAGE);
    return;
  } catch {
    // Not installed: say where the site needs it.
  }
  const route = routes.find((r) => hasDiagram((r.data as { html?: unknown }).html));
  if (!route) return;
  throw MysiteError.of({
    code: 'markdown/mermaid-package',
    message: `${route.path} has a Mermaid diagram, but the mermaid package is not installed: mysite leaves it out unless a site draws diagrams.`,
    ...(route.source ? { at: firstDiagram(route.source, siteDir) } : {}),
  });
}

/** Where in its file the page's first diagram is written: a ```mermaid fence or a <Mermaid> element. */
export function firstDiagram(source: SourcePosition, siteDir: string): SourcePosition {
  let text: string;
  try {
    text = readFileSync(join(siteDir, source.file), 'utf8');
  } catch {
    return source;
  }
  const lines = text.split(/\r?\n/);
  const index = lines.findIndex((line) => /^\s*(?:>\s*)*(?:`{3,}|~{3,})\s*mermaid\b/.test(line) || /<Mermaid\b/.test(line));
  if (index < 0) return source;
  const column = lines[index]!.search(/[`~<]/) + 1;
  return { file: source.file, line: index + 1, column };
}
