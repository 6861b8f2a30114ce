/**
 * The reader's cost of search, measured in Chromium on a built site:
 * - transfer: bytes (gzip, as a server sends them) from opening the dialog
 *   to the first results of a query, in a fresh browser (nothing cached):
 *   the dialog's code, the manifest, the shards and the texts of the
 *   results shown;
 * - latency: from a keystroke to its results on screen, once the dialog is
 *   open, typing each query a letter at a time (shards a new word needs
 *   are loaded within that time).
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../test/support/browser.js';
import { createStaticServer } from '../src/server/static-server.js';
import { folderSource } from '../src/server/file-source.js';
import { listen } from '../src/server/listen.js';

export interface SearchCost {
  /** Per query: bytes (gzip) from opening the dialog to its first results, and the number of files. */
  transfer: { query: string; bytes: number; files: number }[];
  /** Milliseconds from each keystroke to its results. */
  keystrokes: number[];
}

export async function searchCost(distDir: string, route: string, queries: string[]): Promise<SearchCost> {
  const server = createStaticServer({ files: folderSource(distDir), baseUrl: '/' });
  const url = await listen(server, 0, '127.0.0.1');
  const browser = await launchBrowser();
  try {
    const transfer = [];
    for (const query of queries) transfer.push({ query, ...(await firstResults(browser, url + route, query)) });
    return { transfer, keystrokes: await keystrokeLatency(browser, url + route, queries) };
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
  }
}

async function openPage(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => Object.keys(document.getElementById('__mysite') ?? {}).some((k) => k.startsWith('__reactContainer')));
  await page.waitForLoadState('networkidle');
  return { context, page };
}

async function firstResults(browser: Browser, url: string, query: string): Promise<{ bytes: number; files: number }> {
  const { context, page } = await openPage(browser, url);
  const bodies: Promise<number>[] = [];
  // Search's own files: its code and index. Page data the router prefetches meanwhile is not search's cost
  // (a script it prefetches would be counted: the figure errs on the high side). A 304 sends no body.
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.status() === 200 && /^\/(_mysite\/search|assets\/js)\//.test(path))
      bodies.push(
        r.body().then(
          (b) => gzipSync(b).length,
          () => 0,
        ),
      );
  });
  // Opened from the keyboard: a pointer resting on the results would prefetch their pages, which is not search's cost.
  await page.keyboard.press('Control+k');
  await page.waitForFunction(() => document.activeElement?.classList.contains('search-input'));
  await page.fill('.search-input', query);
  await page.waitForSelector(`[data-results-for="${query.replace(/"/g, '\\"')}"]`);
  const sizes = await Promise.all(bodies);
  await context.close();
  return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
}

async function keystrokeLatency(browser: Browser, url: string, queries: string[]): Promise<number[]> {
  const { context, page } = await openPage(browser, url);
  await page.keyboard.press('Control+k');
  await page.waitForFunction(() => document.activeElement?.classList.contains('search-input'));
  const times: number[] = [];
  for (const query of queries) {
    await page.fill('.search-input', '');
    for (const key of query) {
      if (key === ' ') {
        // A space starts a word: it asks nothing new (the results of the text so far stay), so it is not timed.
        await page.keyboard.press('Space');
        continue;
      }
      // The clock starts in the page at the keystroke, and stops at the first frame after the
      // results of the new text are in the document. It is armed (and that awaited) before the key is sent.
      await page.evaluate(() => {
        const w = window as unknown as { latency: Promise<number> };
        w.latency = new Promise<number>((resolve) => {
          let started = 0;
          window.addEventListener('keydown', () => (started = performance.now()), { once: true, capture: true });
          const input = document.querySelector<HTMLInputElement>('.search-input')!;
          const observer = new MutationObserver(() => {
            const shown = document.querySelector('[role="listbox"]')?.getAttribute('data-results-for');
            if (!started || shown !== input.value.trim()) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - started));
          });
          observer.observe(document.querySelector('.search-dialog')!, { attributes: true, childList: true, subtree: true, characterData: true });
        });
      });
      await page.keyboard.press(key);
      times.push(await page.evaluate(() => (window as unknown as { latency: Promise<number> }).latency));
    }
  }
  await context.close();
  return times;
}
