/**
 * retryImport (src/client/retry-import.ts) in Chromium, which, up to
 * version 150, keeps a failed module fetch in its module map as Firefox and
 * Safari do: a second `import()` of the URL fails without a request. A load
 * that failed loads on the next call, under `?retry=1`, and each attempt
 * after that under a URL of its own; the first attempt asks for the plain
 * URL, and a module once loaded is the one every later call gets, with no
 * request more. The module is served from memory (Playwright's routes), its
 * first requests refused as a network error would be.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { REPO_ROOT } from '../support/paths.js';

const ORIGIN = 'http://retry.test';
const RETRY_IMPORT = transformSync(readFileSync(join(REPO_ROOT, 'src/client/retry-import.ts'), 'utf8'), { loader: 'ts', format: 'esm' }).code;

declare global {
  // What the test page sets up: a retrying loader of /lazy.js, and a loader without retry, for comparison.
  var load: () => Promise<{ answer: number }>;
  var loadPlain: () => Promise<{ answer: number }>;
}

describe('retryImport in a browser that keeps failed module fetches', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  /** A page whose /lazy.js is refused `refusals` times; `requests` lists the module's URLs as asked for. */
  async function open(refusals: number): Promise<{ page: Page; context: BrowserContext; requests: string[] }> {
    const context = await browser.newContext();
    const requests: string[] = [];
    await context.route(`${ORIGIN}/**`, (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>retry</title>' });
      if (url.pathname === '/retry-import.js') return route.fulfill({ contentType: 'text/javascript', body: RETRY_IMPORT });
      if (url.pathname !== '/lazy.js') return route.fulfill({ status: 404 });
      requests.push(url.pathname + url.search);
      return requests.length <= refusals
        ? route.abort('internetdisconnected')
        : route.fulfill({ contentType: 'text/javascript', body: 'export const answer = 42;' });
    });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/`);
    await page.evaluate(async () => {
      const { retryImport } = await import('/retry-import.js' as string);
      globalThis.load = retryImport((query = '') => import(`/lazy.js${query}`));
      globalThis.loadPlain = () => import('/lazy.js' as string);
    });
    return { page, context, requests };
  }

  /** One call of the page's loader: the module's answer, or the failure. */
  const call = (page: Page, loader: 'load' | 'loadPlain' = 'load') =>
    page.evaluate(
      (name) =>
        globalThis[name]().then(
          (m) => ({ answer: m.answer }),
          (error: Error) => ({ failed: error.message }),
        ),
      loader,
    );

  it('loads a module that failed once on the next call, under ?retry=1, the first attempt asking for the plain URL', async () => {
    const { page, context, requests } = await open(1);
    assert.ok('failed' in (await call(page)), 'the first attempt fails');
    assert.deepEqual(await call(page), { answer: 42 });
    assert.deepEqual(requests, ['/lazy.js', '/lazy.js?retry=1']);
    await context.close();
  });

  it('gives each attempt a URL of its own while the module does not load', async () => {
    const { page, context, requests } = await open(3);
    for (let n = 0; n < 3; n++) assert.ok('failed' in (await call(page)), `attempt ${n + 1} fails`);
    assert.deepEqual(await call(page), { answer: 42 });
    assert.deepEqual(requests, ['/lazy.js', '/lazy.js?retry=1', '/lazy.js?retry=2', '/lazy.js?retry=3']);
    await context.close();
  });

  it('gives every later call the module loaded, with no request more, and calls at once share one attempt', async () => {
    const { page, context, requests } = await open(1);
    const [first, second] = await page.evaluate(() =>
      Promise.all(
        [globalThis.load(), globalThis.load()].map((p) =>
          p.then(
            () => 'loaded',
            () => 'failed',
          ),
        ),
      ),
    );
    assert.deepEqual([first, second], ['failed', 'failed']);
    const same = await page.evaluate(async () => {
      const loaded = await globalThis.load();
      return (await globalThis.load()) === loaded;
    });
    assert.ok(same, 'one module, not a copy per call');
    assert.deepEqual(requests, ['/lazy.js', '/lazy.js?retry=1']);
    await context.close();
  });

  it('loads the module where importing the plain URL again fails without a request', async (t) => {
    const { page, context, requests } = await open(1);
    assert.ok('failed' in (await call(page, 'loadPlain')));
    if (!('failed' in (await call(page, 'loadPlain')))) {
      await context.close();
      return t.skip(`Chromium ${browser.version()} no longer keeps a failed module fetch`);
    }
    assert.deepEqual(requests, ['/lazy.js'], 'the plain import failed again without a request');
    // The retrying loader's first attempt is the plain URL too, failing at once; its next loads.
    assert.ok('failed' in (await call(page)));
    assert.deepEqual(await call(page), { answer: 42 });
    await context.close();
  });
});
