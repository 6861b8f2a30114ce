/**
 * `mysite migrate --compare <docusaurus build>`: the site's mysite build
 * (its `outDir`) against the folder Docusaurus built, with screenshots when
 * Chromium is there, written as an HTML report; the summary for the
 * terminal, or the whole comparison as JSON for CI.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { loadConfig } from '../../config/load.js';
import { MysiteError } from '../../core/errors.js';
import { OUTPUT_MARK } from '../../builder/output/output-mark.js';
import { compareSites, type SiteComparison } from './compare-sites.js';
import { reportHtml } from './report-html.js';
import { type ShotFiles, takeScreenshots } from './screenshots.js';
import { formatSummary } from './summary-text.js';

export interface RunCompareOptions {
  siteDir: string;
  docusaurusDir: string;
  /** The report's folder (default: `migrate-compare/` in the site folder). */
  reportDir?: string;
  /** Fail (exit 1) when a page's main text is less similar than this. */
  minSimilarity?: number;
  /** The Chromium to take screenshots with; undefined: none. */
  chromium?: string;
  /** At most this many pages get screenshots, the least similar first (default: all). */
  screenshotLimit?: number;
  onProgress?: (text: string) => void;
}

export interface CompareOutcome {
  comparison: SiteComparison;
  summary: string;
  reportFile: string;
  /** Pages below `minSimilarity`. */
  failing: string[];
}

/** The Chromium to use: CHROMIUM_PATH, else Debian's, else none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((path): path is string => !!path && existsSync(path));
}

export async function runCompare(options: RunCompareOptions): Promise<CompareOutcome> {
  const { config } = await loadConfig(options.siteDir);
  const mysiteDir = resolve(options.siteDir, config.outDir);
  if (!existsSync(join(mysiteDir, OUTPUT_MARK))) {
    throw MysiteError.of({
      code: 'migrate/compare-no-build',
      message: `There is no mysite build in ${relative(process.cwd(), mysiteDir) || '.'} to compare.`,
      hint: 'Run `mysite build` first, then `mysite migrate --compare <the folder Docusaurus built>`.',
    });
  }
  const docusaurusDir = resolve(options.docusaurusDir);
  if (!existsSync(join(docusaurusDir, 'index.html')) && !existsSync(join(docusaurusDir, '404.html'))) {
    throw MysiteError.of({
      code: 'migrate/compare-no-build',
      message: `${options.docusaurusDir} holds no built site (no index.html or 404.html).`,
      hint: 'Give the folder `docusaurus build` wrote, usually build/.',
    });
  }
  const comparison = compareSites({ docusaurusDir, mysiteDir, baseUrl: config.baseUrl });
  const reportDir = resolve(options.siteDir, options.reportDir ?? 'migrate-compare');
  mkdirSync(reportDir, { recursive: true });
  let shots: ShotFiles | undefined;
  let screenshotNote = 'Screenshots: none, Chromium was not found (set CHROMIUM_PATH); the comparison is of text alone.';
  if (options.chromium) {
    const pages = comparison.pages.slice(0, options.screenshotLimit ?? comparison.pages.length);
    shots = await takeScreenshots(pages, {
      chromium: options.chromium,
      docusaurusDir,
      mysiteDir,
      baseUrl: config.baseUrl,
      reportDir,
      onProgress: (done, total) => options.onProgress?.(`Screenshots: ${done} of ${total} pages`),
    });
    const scored = pages.filter((p) => p.screenshots);
    const mean = (kind: 'desktop' | 'mobile') => scored.reduce((sum, p) => sum + p.screenshots![kind], 0) / Math.max(1, scored.length);
    screenshotNote = `Screenshots: ${scored.length} pages at 1280 and 375 px; on average ${(mean('desktop') * 100).toFixed(1)}% and ${(mean('mobile') * 100).toFixed(1)}% of pixels differ.`;
  }
  const reportFile = join(reportDir, 'index.html');
  const summary = formatSummary(comparison, { reportFile: relative(process.cwd(), reportFile), screenshots: screenshotNote });
  writeFileSync(reportFile, reportHtml(comparison, summary, shots));
  const failing = options.minSimilarity === undefined ? [] : comparison.pages.filter((p) => p.similarity < options.minSimilarity!).map((p) => p.route);
  return { comparison, summary, reportFile, failing };
}
