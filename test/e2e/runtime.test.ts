/**
 * The client runtime in a real browser: hydration, client-side navigation,
 * prefetching, the progress bar, scrolling, and the error states.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { FIXTURES } from '../support/paths.js';
import { serveSharedBuild, servedSiteWithBrowser } from '../support/served-site.js';
import { waitForHydration, watchProblems } from '../support/page-watch.js';
import { keptTabs } from '../support/kept-tabs.js';

const fixture = servedSiteWithBrowser(() => serveSharedBuild(join(FIXTURES, 'e2e-site')));

async function open(path: string, setup?: (context: BrowserContext) => Promise<unknown>, width = 1280): Promise<{ page: Page; problems: string[] }> {
  const context = await fixture.browser.newContext({ viewport: { width, height: 800 } });
  await setup?.(context);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(fixture.site.url + path);
  await waitForHydration(page);
  return { page, problems };
}

// The tests that only load and navigate share a tab (kept-tabs.ts), each open reset as a fresh context would be;
// those that set the context up first, or go back and forward (history, scroll restoration), get one of their own.
const tabs = keptTabs(fixture);

async function openKept(path: string): Promise<{ page: Page; problems: string[] }> {
  const opened = await tabs(path);
  await waitForHydration(opened.page);
  return opened;
}

/** Save-Data stops prefetching, so a test sees exactly the requests navigation makes. */
function noPrefetch(context: BrowserContext): Promise<unknown> {
  return context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
}

/** A value on window survives client-side navigation but not a full page load. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
}
async function windowMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 42);
}

describe('hydration and navigation', () => {
  it('hydrates every page type without console errors', async () => {
    for (const path of ['/', '/docs', '/docs/guides/setup', '/crash', '/no-such-page']) {
      const { problems } = await openKept(path);
      // The not-found page is served with status 404, which the console reports.
      const unexpected = problems.filter((p) => !(path === '/no-such-page' && /status of 404/.test(p)));
      assert.deepEqual(unexpected, [], `${path}: ${unexpected.join('\n')}`);
    }
  });

  it('navigates on the client: URL, title, content and announcement change, no reload', async () => {
    const { page, problems } = await openKept('/docs');
    await markWindow(page);
    await page.click('.markdown a[href="/docs/guides/setup"]');
    await page.waitForURL(fixture.site.url + '/docs/guides/setup');
    await page.waitForSelector('h1:text("Setup")');
    // The body is not in the data file: it came from the page's HTML document.
    await page.waitForSelector('.markdown p:text("Set things up.")');
    assert.equal(await page.title(), 'Setup | E2E');
    assert.ok(await windowMarked(page), 'the page was fully reloaded');
    await page.waitForFunction(() => document.querySelector('.route-announcer')?.textContent === 'Navigated to Setup | E2E');
    assert.equal(await page.getAttribute('link[rel="canonical"]', 'href'), 'https://e2e.example.com/docs/guides/setup');
    assert.deepEqual(problems, []);
  });

  it('treats /x.html links as /x', async () => {
    const { page } = await openKept('/docs');
    await markWindow(page);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/guides/usage.html';
      a.id = 'html-link';
      a.textContent = 'usage';
      document.querySelector('.markdown')!.appendChild(a);
    });
    await page.click('#html-link');
    await page.waitForURL(fixture.site.url + '/docs/guides/usage');
    await page.waitForSelector('h1:text("Usage")');
    assert.ok(await windowMarked(page));
  });

  it('scrolls to the #anchor, and back/forward restore the scroll position', async () => {
    const { page } = await open('/docs');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.click('.markdown a[href="/docs/reference/long#section-20"]');
    await page.waitForURL(/long#section-20$/);
    await page.waitForFunction(() => {
      const top = document.getElementById('section-20')?.getBoundingClientRect().top ?? 9999;
      return top >= 0 && top < 150;
    });
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY === 1500);
    // A plain click() would first scroll the link into view (changing what is saved).
    await page.evaluate(() => (document.querySelector('.pager-prev') as HTMLElement).click());
    await page.waitForFunction(() => window.scrollY === 0 && location.pathname !== '/docs/reference/long');
    await page.goBack();
    await page.waitForURL(/long#section-20$/);
    await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 5);
    await page.context().close();
  });

  for (const width of [375, 1280]) {
    it(`returns with Forward to where the page was left with Back (${width} px)`, async () => {
      const { page } = await open('/docs', undefined, width);
      await page.evaluate(() => (document.querySelector('.markdown a[href="/docs/reference/long#section-20"]') as HTMLElement).click());
      await page.waitForURL(/long#section-20$/);
      await page.evaluate(() => window.scrollTo(0, 1200));
      await page.waitForFunction(() => window.scrollY === 1200);
      await page.goBack();
      await page.waitForFunction(() => location.pathname === '/docs' && window.scrollY === 0);
      await page.goForward();
      await page.waitForURL(/long#section-20$/);
      await page.waitForFunction(() => Math.abs(window.scrollY - 1200) < 5, undefined, { timeout: 5000 });
      // And Back again returns to where /docs was, at the top.
      await page.goBack();
      await page.waitForFunction(() => location.pathname === '/docs' && window.scrollY === 0);
      await page.context().close();
    });
  }
});

describe('prefetching', () => {
  /**
   * Opens /docs and hovers the pager's next link; `wanted`, if given, is a
   * data file to wait for. Resolves with the data files requested (the
   * page's own left out), once any prefetch would have been seen: the
   * browser has been idle (visible links are prefetched then, hovered ones
   * at once) and a request the test makes after that has been seen.
   */
  async function dataRequests(setup?: (context: BrowserContext) => Promise<unknown>, wanted?: string): Promise<string[]> {
    const requested: string[] = [];
    let sawWanted!: () => void;
    const wantedSeen = new Promise<void>((resolve) => (sawWanted = resolve));
    const { page } = await open('/docs', async (context) => {
      context.on('request', (r) => {
        if (!r.url().includes('/_mysite/data/') || r.url().endsWith('/data/docs.json')) return;
        requested.push(r.url());
        if (wanted && r.url().endsWith(wanted)) sawWanted();
      });
      await setup?.(context);
    });
    await page.hover('.pager-next');
    if (wanted) await wantedSeen;
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await Promise.all([page.waitForRequest((r) => r.url().endsWith('/after-prefetch')), page.evaluate(() => fetch('/after-prefetch').catch(() => {}))]);
    await page.context().close();
    return requested;
  }

  const connection = (value: object) => async (context: BrowserContext) =>
    context.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }), value);

  it('prefetches visible and hovered links', async () => {
    const requests = await dataRequests(undefined, '/docs/guides/setup.json');
    assert.ok(
      requests.some((u) => u.endsWith('/docs/guides/setup.json')),
      requests.join('\n'),
    );
  });

  it('fetches the data file of a page in view, its HTML document only once the link is reached for, then nothing on the click', async () => {
    const LONG = '/docs/reference/long';
    const fetched: string[] = [];
    let sawData!: () => void;
    const dataSeen = new Promise<void>((resolve) => (sawData = resolve));
    const { page } = await open('/docs', (context) => {
      context.on('request', (r) => {
        if (r.resourceType() !== 'fetch') return;
        const path = new URL(r.url()).pathname;
        fetched.push(path);
        if (path === `/_mysite/data${LONG}.json`) sawData();
      });
      return Promise.resolve();
    });
    // In view: the long page's data file comes without any interaction (its body is in its HTML document).
    await dataSeen;
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await Promise.all([page.waitForRequest((r) => r.url().endsWith('/after-prefetch')), page.evaluate(() => fetch('/after-prefetch').catch(() => {}))]);
    assert.ok(!fetched.includes(LONG), `the HTML document is not fetched for a link merely in view: ${fetched.join(', ')}`);
    // Reached for: the document comes too.
    const link = page.locator(`.markdown a[href="${LONG}#section-20"]`);
    await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === LONG), link.hover()]);
    // The click then needs no request for the page.
    const before = fetched.length;
    await page.evaluate((href) => (document.querySelector(`.markdown a[href="${href}"]`) as HTMLElement).click(), `${LONG}#section-20`);
    await page.waitForURL(/long#section-20$/);
    await page.waitForSelector('h1:text("Long")');
    assert.deepEqual(
      fetched.slice(before).filter((p) => p === LONG || p === `/_mysite/data${LONG}.json`),
      [],
    );
    await page.context().close();
  });

  it('does not prefetch on 2g', async () => {
    assert.deepEqual(await dataRequests(connection({ effectiveType: '2g', saveData: false })), []);
  });

  it('does not prefetch with Save-Data on', async () => {
    assert.deepEqual(await dataRequests(connection({ effectiveType: '4g', saveData: true })), []);
  });
});

describe('progress bar', () => {
  // The browser's clock is paused, so "longer than 200 ms" is decided by the
  // test, not by how busy the machine is.
  async function navigate(loadTimeMs: number): Promise<boolean> {
    const { page } = await open('/docs', noPrefetch);
    // The category opens before the clock is paused: its animation ends on a timer.
    const sidebar = page.locator('.doc-page-sidebar');
    await sidebar.getByRole('button', { name: 'Guides' }).click();
    await page.waitForFunction(() => !document.querySelector('.doc-page-sidebar [data-animating]'));
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const dataFile = '**/_mysite/data/docs/guides/usage.json';
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(dataFile, async (route) => {
      await released;
      await route.continue();
    });
    await page.evaluate(() => {
      (window as unknown as { __barSeen: boolean }).__barSeen = false;
      new MutationObserver(() => {
        const bar = document.querySelector('.route-progress') as HTMLElement | null;
        if (bar && !bar.hidden) (window as unknown as { __barSeen: boolean }).__barSeen = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    // Fails after Playwright's timeout, naming the request, if the click does not navigate.
    const requested = page.waitForRequest((r) => r.url().endsWith('/_mysite/data/docs/guides/usage.json'));
    await sidebar.getByRole('link', { name: 'Usage' }).click();
    await requested;
    await page.clock.runFor(loadTimeMs);
    release();
    await page.waitForSelector('h1:text("Usage")');
    // Time going on after the page arrived must not show the bar either.
    await page.clock.runFor(1000);
    const seen = await page.evaluate(() => (window as unknown as { __barSeen: boolean }).__barSeen);
    await page.context().close();
    return seen;
  }

  it('appears when a route takes longer than 200 ms', async () => {
    assert.equal(await navigate(500), true);
  });

  it('does not appear for a fast route', async () => {
    assert.equal(await navigate(100), false);
  });
});

describe('error states', () => {
  it('does a full page load when the next route chunk fails', async () => {
    // The chunk fails once (during navigation); the full page load that follows gets it.
    let failures = 0;
    const { page } = await open('/docs', async (context) => {
      await noPrefetch(context);
      await context.route('**/_mysite/data/docs/guides/setup.json', (route) =>
        failures++ === 0 ? route.fulfill({ status: 404, body: 'missing' }) : route.continue(),
      );
    });
    await markWindow(page);
    await page.click('.markdown a[href="/docs/guides/setup"]');
    await page.waitForURL(fixture.site.url + '/docs/guides/setup');
    await page.waitForSelector('h1:text("Setup")');
    assert.equal(await windowMarked(page), false, 'expected a full page load');
    await page.context().close();
  });

  // Firefox, Safari and Chromium up to 150 keep a failed module fetch: importing the plain URL again would fail without a request.
  it("shows the page in place when its layout's code failed on a prefetch: the navigation loads it under a new URL", async () => {
    const layout = /\/assets\/js\/chunks\/DocLayout\.\w+\.js(\?|$)/;
    const asked: string[] = [];
    let offline = true;
    let refused!: (url: string) => void;
    const firstRefusal = new Promise<string>((resolve) => (refused = resolve));
    const { page } = await open('/', (context) =>
      context.route(layout, (route) => {
        asked.push(new URL(route.request().url()).search);
        if (!offline) return route.continue();
        refused(route.request().url());
        return route.abort('internetdisconnected');
      }),
    );
    await markWindow(page);
    const docs = page.locator('.navbar-items').getByRole('link', { name: 'Docs' });
    await docs.hover();
    // Once an import of the same URL has failed too, the prefetch's has: the page's loader knows of the failure.
    await page.evaluate((url) => import(url).catch(() => {}), await firstRefusal);
    offline = false;
    await docs.click();
    await page.waitForURL(`${fixture.site.url}/docs`);
    await page.locator('.doc-article h1').waitFor();
    assert.equal(await windowMarked(page), true, 'shown in place, not by a full page load');
    assert.equal(asked[0], '', 'the first attempt asks for the plain URL');
    assert.ok(asked.includes('?retry=1'), `the navigation asked for ?retry=1 (asked: ${JSON.stringify(asked)})`);
    await page.context().close();
  });

  it('shows the crash page when rendering throws, and Try again re-renders', async () => {
    const { page } = await open('/docs', (context) => context.addInitScript(() => localStorage.setItem('e2e.crash', 'yes')));
    await page.locator('.navbar-items').getByRole('link', { name: 'Crash' }).click();
    await page.waitForSelector('h1:text("This page crashed.")');
    await page.evaluate(() => localStorage.removeItem('e2e.crash'));
    await page.click('button:text("Try again")');
    await page.waitForSelector('h1:text("Crash test page")');
    await page.context().close();
  });
});
