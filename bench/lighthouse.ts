/**
 * Lighthouse scores (mobile) of the built site: performance, accessibility,
 * best practices and SEO, for the pages the budget names. Uses Debian's
 * Chromium through chrome-launcher; the site is served by mysite's own server.
 *
 *   npm run bench:lighthouse
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createStaticServer } from '../src/server/static-server.js';
import { folderSource } from '../src/server/file-source.js';
import { listen } from '../src/server/listen.js';

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
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows: Record<string, Record<string, number>> = {};
  try {
    for (const page of PAGES) {
      const result = await lighthouse(url + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], formFactor: 'mobile' });
      const lhr = result!.lhr;
      rows[page] = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual');
      console.log(`${page.padEnd(16)} ${CATEGORIES.map((c) => `${c} ${rows[page]![c]}`).join('  ')}  FCP ${lhr.audits['first-contentful-paint']?.displayValue}  LCP ${lhr.audits['largest-contentful-paint']?.displayValue}  TBT ${lhr.audits['total-blocking-time']?.displayValue}  CLS ${lhr.audits['cumulative-layout-shift']?.displayValue}`);
      if (failed.length) console.log(`  below 100: ${failed.map((a) => a.id).join(', ')}`);
    }
  } finally {
    await chrome.kill();
    server.closeAllConnections();
    server.close();
  }
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench-results/lighthouse.json'), JSON.stringify({ date: new Date().toISOString(), scores: rows }, null, 2));
}

await main();
