/**
 * Runs the link check on a build before it is swapped in, and reports what
 * it finds with the severities from the config (`onBrokenLinks`,
 * `onBrokenAnchors`). Links written in Markdown are reported at their
 * Markdown line.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostics } from '../core/diagnostics.js';
import type { Route, SourcePosition } from '../core/types.js';
import { checkLinks, type CheckedPage } from '../links/check.js';
import { scanHtml } from '../links/scan-html.js';
import type { RenderedPage } from './render-routes.js';

export interface BuiltLinksInput {
  routes: Route[];
  rendered: RenderedPage[];
  config: SiteConfig;
  /** The folder the build was written to. */
  outDir: string;
  diagnostics: Diagnostics;
}

export function checkBuiltLinks(input: BuiltLinksInput): void {
  const { config, diagnostics } = input;
  const outName = config.outDir;
  const pages: CheckedPage[] = input.rendered.map((p) => ({
    path: p.route.path,
    file: `${outName}/${p.file}`,
    ...scanHtml(p.html),
    markdownSources: markdownSources(p.route, config.baseUrl),
  }));
  const files = new Set(
    readdirSync(input.outDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(input.outDir, join(e.parentPath, e.name)).split('\\').join('/')),
  );
  const result = checkLinks({ pages, files, baseUrl: config.baseUrl });
  for (const problem of result.problems) {
    const rule = problem.kind === 'anchor' ? config.onBrokenAnchors : config.onBrokenLinks;
    if (rule === 'ignore') continue;
    diagnostics.report({
      severity: rule === 'throw' ? 'error' : 'warning',
      code: problem.kind === 'anchor' ? 'links/broken-anchor' : 'links/broken-link',
      message: `Broken ${problem.kind}: ${problem.href} (${problem.reason})`,
      at: problem.at,
    });
  }
}

/** Maps each Markdown link, as it appears in the built page, to where it was written. */
function markdownSources(route: Route, baseUrl: string): Map<string, SourcePosition> {
  const map = new Map<string, SourcePosition>();
  for (const link of route.contentLinks ?? []) {
    if (link.kind !== 'link') continue;
    const inPage = link.href.startsWith('/') && !link.href.startsWith('//') ? baseUrl + link.href.slice(1) : link.href;
    if (!map.has(inPage)) map.set(inPage, link.at);
  }
  return map;
}
