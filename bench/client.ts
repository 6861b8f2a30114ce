/**
 * The reader-side budget of the built site: Lighthouse scores (mobile) for
 * performance, accessibility, best practices and SEO on the pages the budget
 * names, and the time a click on a prefetched link takes to show the next
 * page. Uses Debian's Chromium; the site is served by mysite's own server.
 *
 *   npm run build && npm run bench:client
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createStaticServer } from '../src/server/static-server.js';
import { folderSource } from '../src/server/file-source.js';
import { listen } from '../src/server/listen.js';
import { launchBrowser } from '../test/support/browser.js';
import { prefetchedNavigation } from './navigation.js';
import { stat } from './stat.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const PAGES = ['/', '/docs', '/blog', '/api/get-jwt'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function main(): Promise<void> {
  const dist = join(ROOT, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('Build the site first: npm run build');
  const server = createStaticServer({ files: folderSource(dist), baseUrl: '/' });
  const url = await listen(server, 0, '127.0.0.1');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows: Record<string, Record<string, number>> = {};
  try {
    for (const page of PAGES) {
      const result = await lighthouse(url + page, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        formFactor: 'mobile',
      });
      const lhr = result!.lhr;
      rows[page] = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      const failed = Object.values(lhr.audits).filter(
        (a) =>
          a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual',
      );
      console.log(
        `${page.padEnd(16)} ${CATEGORIES.map((c) => `${c} ${rows[page]![c]}`).join('  ')}  FCP ${lhr.audits['first-contentful-paint']?.displayValue}  LCP ${lhr.audits['largest-contentful-paint']?.displayValue}  TBT ${lhr.audits['total-blocking-time']?.displayValue}  CLS ${lhr.audits['cumulative-layout-shift']?.displayValue}`,
      );
      if (failed.length) console.log(`  below 100: ${failed.map((a) => a.id).join(', ')}`);
    }
  } finally {
    await chrome.kill();
    server.closeAllConnections();
    server.close();
  }
  const browser = await launchBrowser();
  const server2 = createStaticServer({ files: folderSource(dist), baseUrl: '/' });
  const url2 = await listen(server2, 0, '127.0.0.1');
  let navigation: ReturnType<typeof stat>;
  try {
    navigation = stat(await prefetchedNavigation(browser, url2, '/docs/authentication', '.doc-page-sidebar a[href="/docs/refresh-token"]'));
  } finally {
    await browser.close();
    server2.closeAllConnections();
    server2.close();
  }
  console.log(`prefetched navigation: median ${navigation.median.toFixed(1)} ms (${navigation.min.toFixed(1)}–${navigation.max.toFixed(1)} ms)`);
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench-results/client.json'),
    JSON.stringify({ date: new Date().toISOString(), lighthouse: rows, prefetchedNavigationMs: navigation }, null, 2),
  );
}

await main();
