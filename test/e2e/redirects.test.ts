/**
 * A redirect in a browser: opening an old address, with JavaScript and
 * without, lands on the page it moved to; so does clicking a link to the old
 * address, which the client router must hand to the browser.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { minimalConfig } from '../support/fixture-site.js';
import { fixtureSiteWithBrowser } from '../support/served-site.js';
import { waitForHydration } from '../support/page-watch.js';

describe('redirects in a browser', () => {
  const state = fixtureSiteWithBrowser(() => ({
    'site.config.ts': minimalConfig(`redirects: [{ from: '/docs/old-guide', to: '/docs/guide' }],`),
    'content/docs/index.md': '# Start\n\nThe [old guide](/docs/old-guide).\n',
    'content/docs/guide.md': '# Guide\n\nSteps.\n',
  }));

  for (const javaScriptEnabled of [true, false]) {
    it(`lands on the new page from the old address, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      const context = await state.browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${state.site.url}/docs/old-guide`);
      await page.waitForURL(`${state.site.url}/docs/guide`);
      assert.equal(await page.textContent('h1'), 'Guide');
      await context.close();
    });
  }

  it('lands on the new page from a link to the old address, after the page hydrated', async () => {
    const context = await state.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${state.site.url}/docs`);
    await waitForHydration(page);
    await page.click('.markdown a[href="/docs/old-guide"]');
    await page.waitForURL(`${state.site.url}/docs/guide`);
    await page.waitForSelector('h1:text("Guide")');
    await context.close();
  });
});
