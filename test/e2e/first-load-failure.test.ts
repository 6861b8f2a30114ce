/**
 * A first load whose code partly fails, on this site's build: with the
 * page's data file or layout chunk refused (Playwright's route
 * interception, as a network error would), the server-rendered page stays
 * as it is, readable, with its own title, and a link still leads to the next
 * page, loaded whole. Only a page without content of its own shows "Page
 * Error", under that title, and its Retry shows the page under the page's.
 * SCREENSHOTS=<folder> saves the page at 375 and 1280 px, for a person to look at.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
});
