/**
 * Runs the link check on a build before it is published, and reports what
 * it finds with the severities from the config (`onBrokenLinks`,
 * `onBrokenAnchors`). Links written in Markdown are reported at their
 * Markdown line; a broken link in the theme, which shows on every page, is
 * reported once with the number of pages.
 */
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostics } from '../core/diagnostics.js';
import type { Route } from '../core/types.js';
import { checkLinks, type CheckedPage, type LinkProblem, type LinkingFile } from '../links/check.js';
import { markdownSources } from '../links/link-sources.js';
import type { PageRecord } from './page-records.js';

export interface BuiltLinksInput {
  routes: Route[];
  pages: (PageRecord & { route: Route })[];
  linkingFiles: LinkingFile[];
  config: SiteConfig;
  /** Every file of the output besides the pages (relative paths). */
  files: Set<string>;
  /** Shown in messages for links that come from the theme, e.g. `dist`. */
  outDirName: string;
  diagnostics: Diagnostics;
}

const MARKDOWN_LINK = /^(?![a-z][a-z0-9+.-]*:|\/)[^#?]*\.mdx?(?:[#?]|$)/i;

export function checkBuiltLinks(input: BuiltLinksInput): void {
  const { config, diagnostics } = input;
  const pages: CheckedPage[] = input.pages.map((p) => ({
    path: p.route.path,
    file: `${input.outDirName}/${p.file}`,
    ...p.scan,
    markdownSources: markdownSources(p.route, config.baseUrl),
  }));
  const result = checkLinks({ pages, linkingFiles: input.linkingFiles, files: input.files, baseUrl: config.baseUrl, origin: config.url });
  for (const { problem, count } of groupRepeated(result.problems, input.outDirName)) {
    // A relative link to a .md file is a Markdown link that did not resolve: already reported under onBrokenMarkdownLinks.
    if (MARKDOWN_LINK.test(problem.href)) continue;
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

/** Problems found in built files (not Markdown) that are the same link are merged. */
export function groupRepeated(problems: LinkProblem[], outDirName: string): { problem: LinkProblem; count: number }[] {
  const grouped = new Map<string, { problem: LinkProblem; count: number }>();
  for (const problem of problems) {
    const built = problem.at.file.startsWith(outDirName + '/');
    const key = built ? `${problem.kind}|${problem.href}|${problem.reason}` : `${problem.at.file}:${problem.at.line}:${problem.at.column}|${problem.href}`;
    const entry = grouped.get(key);
    if (entry) entry.count++;
    else grouped.set(key, { problem, count: 1 });
  }
  return [...grouped.values()];
}
