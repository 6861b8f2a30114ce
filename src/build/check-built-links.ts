/**
 * Runs the link check on a build before it is published, and reports what
 * it finds with the severities from the config (`onBrokenLinks`,
 * `onBrokenAnchors`). Links written in Markdown are reported at their
 * Markdown line.
 */
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostics } from '../core/diagnostics.js';
import type { Route, SourcePosition } from '../core/types.js';
import { checkLinks, type CheckedPage } from '../links/check.js';
import type { ScannedPage } from '../links/scan-html.js';
import type { RenderedPage } from './render-routes.js';

export interface BuiltLinksInput {
  routes: Route[];
  pages: (RenderedPage & { scan: ScannedPage })[];
  config: SiteConfig;
  /** Every file of the output besides the pages (relative paths). */
  files: Set<string>;
  /** Shown in messages for links that come from the theme, e.g. `dist`. */
  outDirName: string;
  diagnostics: Diagnostics;
}

export function checkBuiltLinks(input: BuiltLinksInput): void {
  const { config, diagnostics } = input;
  const pages: CheckedPage[] = input.pages.map((p) => ({
    path: p.route.path,
    file: `${input.outDirName}/${p.file}`,
    ...p.scan,
    markdownSources: markdownSources(p.route, config.baseUrl),
  }));
  const result = checkLinks({ pages, files: input.files, baseUrl: config.baseUrl });
  // A broken link in the theme shows on every page: report it once, with the count.
  const grouped = new Map<string, { problem: (typeof result.problems)[number]; count: number }>();
  for (const problem of result.problems) {
    const fromTheme = problem.at.file.startsWith(input.outDirName + '/');
    const key = fromTheme ? `${problem.kind}|${problem.href}|${problem.reason}` : `${problem.at.file}:${problem.at.line}:${problem.at.column}|${problem.href}`;
    const entry = grouped.get(key);
    if (entry) entry.count++;
    else grouped.set(key, { problem, count: 1 });
  }
  for (const { problem, count } of grouped.values()) {
    const rule = problem.kind === 'anchor' ? config.onBrokenAnchors : config.onBrokenLinks;
    if (rule === 'ignore') continue;
    diagnostics.report({
      severity: rule === 'throw' ? 'error' : 'warning',
      code: problem.kind === 'anchor' ? 'links/broken-anchor' : 'links/broken-link',
      message: `Broken ${problem.kind}: ${problem.href} (${problem.reason})${count > 1 ? `; on ${count} pages` : ''}`,
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
