/**
 * A first load whose code partly fails, on this site's build: with the
 * page's data file or layout chunk refused (Playwright's route
 * interception, as a network error would), the server-rendered page stays
 * as it is, readable, with its own title, and a link still leads to the next
 * page, loaded whole. Only a page without content of its own shows "Page
 * Error", under that title, and its Retry shows the page under the page's.
 * A lazily loaded part whose chunk fails (the search dialog's) leaves the
 * page as it is: the search button gives way to the web search link, as
 * without JavaScript, and the shortcut tries the dialog again.
 * SCREENSHOTS=<folder> saves the page at 375 and 1280 px, for a person to look at.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { codeGivenUp, waitForHydration } from '../support/page-watch.js';
import { serveSharedBuild, servedSiteWithBrowser } from '../support/served-site.js';

const MODES = [375, 1280].flatMap((width) => [false, true].map((dark) => ({ width, dark })));
const PAGE = '/docs/authentication';
const TITLE = 'Authentication | Simple-JWT-Login';
/** What a page's code is: its data file (`_mysite/data/…`) and its layout's chunk. */
const BLOCKED = { data: /\/_mysite\/data\/docs\/authentication\.json$/, layout: /\/assets\/js\/chunks\/DocLayout\.\w+\.js(\?|$)/ };

describe('a first load whose code partly fails', () => {
  const served = servedSiteWithBrowser(() => serveSharedBuild());

  async function open(blocked: RegExp, options: { width?: number; dark?: boolean; withoutContent?: boolean } = {}) {
    const context = await served.browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
    if (options.dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    let refused = 0;
    await context.route(blocked, (route) => {
      refused++;
      return route.abort('internetdisconnected');
    });
    // A page whose content is gone by the time its code runs (module scripts run once the document is parsed).
    if (options.withoutContent)
      await context.addInitScript(() =>
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') document.getElementById('__mysite')?.replaceChildren();
        }),
      );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const gaveUp = codeGivenUp(page);
    await page.goto(served.site.url + PAGE);
    return { page, context, errors, refused: () => refused, gaveUp };
  }

  for (const [what, blocked] of Object.entries(BLOCKED))
    for (const { width, dark } of MODES)
      it(`keeps the server-rendered page, readable and titled, when its ${what} does not load (${width} px, ${dark ? 'dark' : 'light'})`, async () => {
        const { page, context, errors, refused, gaveUp } = await open(blocked, { width, dark });
        await gaveUp;
        assert.ok(refused() > 0, `the ${what} was asked for and refused`);
        assert.equal(await page.locator('.error-page').count(), 0, 'no "Page Error" over the page');
        assert.equal(await page.locator('main h1').first().textContent(), 'Authentication');
        assert.ok(await page.locator('main article').first().isVisible());
        assert.equal(await page.title(), TITLE);
        assert.deepEqual(errors, []);
        if (dark) assert.equal(await page.getAttribute('html', 'data-theme'), 'dark', 'the stored mode holds without the page’s code');
        await screenshot(page, `first-load-failure-${what}-${width}-${dark ? 'dark' : 'light'}`);
        if (width === 1280 && !dark) {
          // The router is not installed: a link loads its page whole, readable under its own title.
          await page.locator('main a[href="/docs/refresh-token"]').first().click();
          await page.waitForURL(/\/docs\/refresh-token$/);
          await page.waitForFunction(() => document.readyState === 'complete');
          assert.match(await page.title(), /^Refresh token/i);
          assert.equal(await page.locator('.error-page').count(), 0);
        }
        await context.close();
      });

  it('shows "Page Error" under its own title on a page without content, and Retry shows the page under its title', async () => {
    const { page, context } = await open(BLOCKED.data, { withoutContent: true });
    await page.locator('.error-page h1').waitFor();
    assert.equal(await page.locator('.error-page h1').textContent(), 'Page Error');
    assert.equal(await page.title(), 'Page Error | Simple-JWT-Login');
    await context.unroute(BLOCKED.data);
    await page.click('.error-page button');
    await page.locator('main h1:text("Authentication")').waitFor();
    assert.equal(await page.title(), TITLE);
    await context.close();
  });

  for (const { width, dark } of MODES)
    it(`keeps the page when the search dialog's code does not load, offers the web search, and tries again (${width} px, ${dark ? 'dark' : 'light'})`, async () => {
      const dialogChunk = /\/assets\/js\/chunks\/SearchDialog\.\w+\.js(\?|$)/;
      const { page, context, errors, refused } = await open(dialogChunk, { width, dark });
      await waitForHydration(page);
      await page.locator('button.search-button').click();
      const fallback = page.locator('a.search-fallback');
      await fallback.waitFor({ state: 'visible' });
      assert.ok(refused() > 0, "the dialog's chunk was asked for and refused");
      assert.equal(await page.locator('button.search-button').count(), 0, 'the link stands in for the button');
      assert.ok(await fallback.evaluate((a) => a === document.activeElement), 'and has the focus');
      assert.match((await fallback.getAttribute('href')) ?? '', /^https:\/\/duckduckgo\.com\/\?q=site%3A/);
      assert.equal(await page.locator('main h1').first().textContent(), 'Authentication');
      assert.equal(await page.locator('.error-page, dialog').count(), 0, 'no error screen, no half-open dialog');
      assert.deepEqual(errors, [], 'no error reaches the page');
      await screenshot(page, `search-load-failure-${width}-${dark ? 'dark' : 'light'}`);
      await context.unroute(dialogChunk);
      await page.keyboard.press('Control+K');
      await page.locator('dialog input').first().waitFor();
      assert.equal(await page.locator('button.search-button').count(), 1, 'the button is back');
      await context.close();
    });

  // The side menu's docs sidebar is a chunk of its own, asked for when the menu first opens (the doc layout has the sidebar's code, not that chunk).
  for (const dark of [false, true])
    it(`keeps the page and the menu when the side menu's sidebar does not load, and Retry loads it (375 px, ${dark ? 'dark' : 'light'})`, async () => {
      const sidebarChunk = /\/assets\/js\/chunks\/DocSidebar\.\w+\.js(\?|$)/;
      const { page, context, errors, refused } = await open(sidebarChunk, { width: 375, dark });
      await waitForHydration(page);
      assert.equal(refused(), 0, 'the chunk is not part of the first load');
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      const failed = page.locator('.side-menu-sidebar .lazy-part-failed');
      await failed.waitFor({ state: 'visible' });
      assert.ok(refused() > 0, "the sidebar's chunk was asked for and refused");
      assert.match((await failed.textContent()) ?? '', /could not be loaded/);
      assert.ok(await page.locator('.side-menu-list a').first().isVisible(), "the menu's links stay");
      assert.equal(await page.locator('main h1').first().textContent(), 'Authentication');
      assert.equal(await page.locator('.error-page').count(), 0);
      assert.deepEqual(errors, []);
      await screenshot(page, `side-menu-load-failure-375-${dark ? 'dark' : 'light'}`);
      await context.unroute(sidebarChunk);
      await failed.getByRole('button', { name: 'Retry' }).click();
      await page.locator('.side-menu-sidebar nav a[aria-current="page"]').waitFor();
      assert.equal(await failed.count(), 0);
      await context.close();
    });
});

async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`) });
}
