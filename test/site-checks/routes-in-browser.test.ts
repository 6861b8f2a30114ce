/**
 * The real site in a real browser: every route loads and hydrates without a
 * console error or CSP violation, and reflows at 320 px with and without
 * JavaScript. (axe-core runs on each page type, in both colour modes and at
 * two widths, in reader-axe.test.ts.)
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { serveSharedBuild, type ServedSite } from '../support/served-site.js';
import { trackRequests, waitForHydration, watchProblems } from '../support/page-watch.js';
import { routeOfHtmlFile } from '../../src/core/urls.js';

let site: ServedSite;
let browser: Browser;
let routes: string[];

before(async () => {
  site = await serveSharedBuild();
  browser = await launchBrowser();
  const { readdirSync } = await import('node:fs');
  routes = readdirSync(site.outDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html') && e.name !== '404.html')
    .map((e) => routeOfHtmlFile(`${e.parentPath}/${e.name}`.slice(site.outDir.length + 1)))
    .sort();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

/** Records CSP violations from the very start of the page. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const list: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener('securitypolicyviolation', (e) => list.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });
}

describe('every route of the site', () => {
  it('has the spec’s 83 routes, and the API pages of the four route/method pairs the spec left out', () => {
    // POST /auth/validate, POST /register, GET and POST /oauth/token (issue 13).
    assert.equal(routes.length, 87, routes.join('\n'));
  });

  // One load per route and mode, at 320 px: a phone is where a page can scroll sideways, and the
  // console and CSP are watched in the same load (each load costs about a second of CPU in CI).
  it('loads and hydrates with no console error and no CSP violation, and reflows at 320 px: no page scrolls sideways (WCAG 1.4.10)', async () => {
    const failures: string[] = [];
    // No request routing: a route turns Chromium's cache off (Playwright), so every load fetched and compiled the
    // site's code again. The browser is offline (launchBrowser): a third-party request fails, and the console says so.
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await recordViolations(page);
    const problems = watchProblems(page);
    const requests = trackRequests(page);
    for (const route of [...routes, '/404']) {
      problems.length = 0;
      await page.goto(site.url + route);
      await waitForHydration(page);
      await requests.quiet();
      const csp = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
      // The 404 page is answered with its status, which the console reports as a failed load.
      for (const p of route === '/404' ? csp : [...problems, ...csp]) failures.push(`${route}: ${p}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) failures.push(`${route}: ${width} px wide`);
    }
    await context.close();
    assert.deepEqual(failures, []);
  });

  it('reflows at 320 px without JavaScript too', async () => {
    const wide: string[] = [];
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of [...routes, '/404']) {
      await page.goto(site.url + route);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${route} (no JavaScript): ${width} px`);
    }
    await context.close();
    assert.deepEqual(wide, []);
  });
});
