/** The comparison's summary for the terminal: routes, similarity, the worst pages and what they differ in. */
import { differenceSummary } from './compare-pages.js';
import type { SiteComparison } from './compare-sites.js';

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const score = (value: number) => value.toFixed(3);

export function formatSummary(comparison: SiteComparison, options: { reportFile?: string; screenshots: string }): string {
  const { routes, summary, pages } = comparison;
  const redirected = routes.onlyDocusaurus.filter((r) => r.redirectsTo !== undefined);
  const missing = routes.onlyDocusaurus.filter((r) => r.redirectsTo === undefined);
  const redirectsMissing = routes.docusaurusRedirects.filter((r) => r.mysite === 'missing');
  const lines = [
    `Routes: ${percent(summary.routeParity)} of Docusaurus's served or redirected by mysite`,
    `  ${routes.both} pages in both · ${missing.length} only in Docusaurus · ${redirected.length} redirected by mysite · ${routes.onlyMysite.length} only in mysite`,
  ];
  if (routes.docusaurusRedirects.length)
    lines.push(`  ${routes.docusaurusRedirects.length} Docusaurus redirects, ${redirectsMissing.length} of them missing in mysite`);
  for (const r of missing.slice(0, 10)) lines.push(`  only in Docusaurus: ${r.route}`);
  if (missing.length > 10) lines.push(`  … and ${missing.length - 10} more (see the report)`);
  for (const r of redirectsMissing.slice(0, 10)) lines.push(`  Docusaurus redirect not in mysite: ${r.route} → ${r.to}`);
  lines.push(
    `Main text similarity: median ${score(summary.medianSimilarity)}, worst ${score(summary.worstSimilarity)}; ${percent(summary.atThreshold.share)} of pages at ${summary.atThreshold.threshold} or more`,
  );
  const worst = pages.filter((p) => p.similarity < 1 || differenceSummary(p).length > 0).slice(0, 10);
  if (worst.length) {
    lines.push('Pages that differ most:');
    for (const page of worst)
      lines.push(`  ${score(page.similarity)}  ${page.route}${differenceSummary(page).length ? `  (${differenceSummary(page).join(', ')})` : ''}`);
  }
  lines.push(options.screenshots);
  if (options.reportFile) lines.push(`Report: ${options.reportFile}`);
  return `${lines.join('\n')}\n`;
}
