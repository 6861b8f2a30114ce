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
import { waitForHydration } from '../support/page-watch.js';
import { serveSharedBuild, servedSiteWithBrowser } from '../support/served-site.js';

const PAGE = '/docs/authentication';
const TITLE = 'Authentication | Simple-JWT-Login';
/** What a page's code is: its data file (`_mysite/data/…`) and its layout's chunk. */
const BLOCKED = { data: /\/_mysite\/data\/docs\/authentication\.json$/, layout: /\/assets\/js\/chunks\/DocLayout\.\w+\.js$/ };

describe('a first load whose code partly fails', () => {
  const served = servedSiteWithBrowser(() => serveSharedBuild());

  async function open(blocked: RegExp, options: { width?: number; withoutContent?: boolean } = {}) {
    const context = await served.browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
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
    await page.goto(served.site.url + PAGE);
    return { page, context, errors, refused: () => refused };
  }

  for (const [what, blocked] of Object.entries(BLOCKED))
    for (const width of [375, 1280])
      it(`keeps the server-rendered page, readable and titled, when its ${what} does not load (${width} px)`, async () => {
        const { page, context, errors, refused } = await open(blocked, { width });
        await page.waitForFunction(() => document.readyState === 'complete');
        await page.waitForTimeout(300);
        assert.ok(refused() > 0, `the ${what} was asked for and refused`);
        assert.equal(await page.locator('.error-page').count(), 0, 'no "Page Error" over the page');
        assert.equal(await page.locator('main h1').first().textContent(), 'Authentication');
        assert.ok(await page.locator('main article').first().isVisible());
        assert.equal(await page.title(), TITLE);
        assert.deepEqual(errors, []);
        const folder = process.env.SCREENSHOTS;
        if (folder) {
          mkdirSync(folder, { recursive: true });
          await page.screenshot({ path: join(folder, `first-load-failure-${what}-${width}.png`) });
        }
        if (width === 1280) {
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

  for (const width of [375, 1280])
    it(`keeps the page when the search dialog's code does not load, offers the web search, and tries again (${width} px)`, async () => {
      const dialogChunk = /\/assets\/js\/chunks\/SearchDialog\.\w+\.js$/;
      const { page, context, errors, refused } = await open(dialogChunk, { width });
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
      const folder = process.env.SCREENSHOTS;
      if (folder) {
        mkdirSync(folder, { recursive: true });
        await page.screenshot({ path: join(folder, `search-load-failure-${width}.png`) });
      }
      await context.unroute(dialogChunk);
      await page.keyboard.press('Control+K');
      await page.locator('dialog input').first().waitFor();
      assert.equal(await page.locator('button.search-button').count(), 1, 'the button is back');
      await context.close();
    });
});
