/**
 * The comparison as one HTML file to open in a browser: the summary, the
 * routes only one build has, then every page that differs, worst first,
 * with its differences and the blocks of text each side has alone, and the
 * two screenshots side by side when they were taken.
 */
import { escapeHtml } from '../../core/escape.js';
import { differenceSummary, type PageDifferences } from './compare-pages.js';
import type { SiteComparison } from './compare-sites.js';

const list = (items: string[]) => (items.length ? `<ul>${items.map((i) => `<li><code>${escapeHtml(i)}</code></li>`).join('')}</ul>` : '');

function pageSection(page: PageDifferences, shots: Map<string, { docusaurus: string; mysite: string }[]>): string {
  const parts: string[] = [];
  const side = (label: string, d: string, m: string) =>
    parts.push(`<tr><th>${label}</th><td class="d">${escapeHtml(d)}</td><td class="m">${escapeHtml(m)}</td></tr>`);
  if (page.title) side('Title', page.title.docusaurus, page.title.mysite);
  if (page.description) side('Description', page.description.docusaurus, page.description.mysite);
  for (const h of page.headings.missing) side(`Heading h${h.level}`, `${h.text} #${h.id}`, '(missing)');
  for (const h of page.headings.added) side(`Heading h${h.level}`, '(missing)', `${h.text} #${h.id}`);
  for (const h of page.headings.idChanged) side('Heading id', `${h.text} #${h.docusaurus}`, `#${h.mysite}`);
  if (page.links.onlyDocusaurus.length || page.links.onlyMysite.length)
    side('Links only here', page.links.onlyDocusaurus.join('\n'), page.links.onlyMysite.join('\n'));
  if (page.images.onlyDocusaurus.length || page.images.onlyMysite.length)
    side('Images only here', page.images.onlyDocusaurus.join('\n'), page.images.onlyMysite.join('\n'));
  if (page.images.broken.length) side('Broken images', '', page.images.broken.join('\n'));
  if (page.codeBlocks)
    side(
      'Code blocks',
      String(page.codeBlocks.docusaurus),
      `${page.codeBlocks.mysite}${page.codeBlocks.differing ? ` (${page.codeBlocks.differing} differ)` : ''}`,
    );
  if (page.tables) side('Tables', page.tables.docusaurus.join(', '), page.tables.mysite.join(', '));
  if (page.admonitions) side('Admonitions', page.admonitions.docusaurus.join(', '), page.admonitions.mysite.join(', '));
  const blocks = page.blocks
    .map(
      (b) => `<p class="${b.kind === 'only-docusaurus' ? 'del' : 'ins'}">${b.kind === 'only-docusaurus' ? '− ' : '+ '}${escapeHtml(b.text.slice(0, 600))}</p>`,
    )
    .join('');
  const images = (shots.get(page.route) ?? [])
    .map(
      (pair) =>
        `<div class="shots"><img src="${escapeHtml(pair.docusaurus)}" alt="Docusaurus" loading="lazy"><img src="${escapeHtml(pair.mysite)}" alt="mysite" loading="lazy"></div>`,
    )
    .join('');
  const pixels = page.screenshots
    ? ` · pixels differ: ${(page.screenshots.desktop * 100).toFixed(1)}% at 1280 px, ${(page.screenshots.mobile * 100).toFixed(1)}% at 375 px`
    : '';
  return `<section><h2><code>${escapeHtml(page.route)}</code> <span class="score">${page.similarity.toFixed(3)}</span></h2>
<p class="notes">${escapeHtml(differenceSummary(page).join(' · ') || 'same text')}${pixels}</p>
${parts.length ? `<table><tr><th></th><th>Docusaurus</th><th>mysite</th></tr>${parts.join('')}</table>` : ''}${blocks ? `<div class="blocks">${blocks}</div>` : ''}${images}</section>`;
}

export function reportHtml(comparison: SiteComparison, summaryText: string, shots = new Map<string, { docusaurus: string; mysite: string }[]>()): string {
  const { routes } = comparison;
  const differing = comparison.pages.filter((p) => p.similarity < 1 || differenceSummary(p).length > 0 || p.screenshots);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Docusaurus and mysite compared</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:80rem;padding:0 1rem;color:#1c1e21}
pre.summary{background:#f4f5f7;padding:1rem;white-space:pre-wrap}
section{border-top:1px solid #ddd;padding:1rem 0}
h2{font-size:1.1rem}.score{font-weight:normal;color:#555}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top;white-space:pre-wrap}
.del{background:#ffebe9;margin:.2rem 0;padding:.2rem .4rem}.ins{background:#e6ffec;margin:.2rem 0;padding:.2rem .4rem}
.shots{display:grid;grid-template-columns:1fr 1fr;gap:.5rem;margin:.5rem 0}.shots img{width:100%;border:1px solid #ddd}
</style></head><body>
<h1>Docusaurus and mysite compared</h1>
<p>Docusaurus build: <code>${escapeHtml(comparison.docusaurusDir)}</code> · mysite build: <code>${escapeHtml(comparison.mysiteDir)}</code></p>
<pre class="summary">${escapeHtml(summaryText)}</pre>
${routes.onlyDocusaurus.length ? `<h2>Only in Docusaurus</h2>${list(routes.onlyDocusaurus.map((r) => (r.redirectsTo ? `${r.route} → ${r.redirectsTo} (redirected by mysite)` : r.route)))}` : ''}
${routes.docusaurusRedirects.length ? `<h2>Docusaurus redirects</h2>${list(routes.docusaurusRedirects.map((r) => `${r.route} → ${r.to}: ${r.mysite === 'missing' ? 'missing in mysite' : `mysite has a ${r.mysite}`}`))}` : ''}
${routes.onlyMysite.length ? `<h2>Only in mysite</h2>${list(routes.onlyMysite)}` : ''}
<h2>Pages that differ, worst first (${differing.length} of ${comparison.pages.length})</h2>
${differing.map((page) => pageSection(page, shots)).join('\n')}
</body></html>
`;
}
