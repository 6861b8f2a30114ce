/**
 * The JWT lifecycle diagram of this site's Authentication page in a real
 * browser: on a phone the drawing keeps its size and scrolls sideways inside
 * a named, focusable region that the keyboard scrolls, with a visible cue
 * (the sideways mark before the caption, the edge shadow); on a wide screen
 * it fits, without the mark. Light and dark, and axe finds nothing.
 * SCREENSHOTS=<folder> saves the diagram at each width and mode.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.js';
import { waitForHydration } from '../support/page-watch.js';
import { serveSharedBuild, servedSiteWithBrowser } from '../support/served-site.js';
import { openPageInTabs } from '../support/kept-tabs.js';

describe('the JWT lifecycle diagram', () => {
  const served = servedSiteWithBrowser(() => serveSharedBuild());
  // Tests share one tab, each open reset as a fresh context would be (kept-tabs.ts).
  const open = openPageInTabs(served);

  const scroller = '.diagram .diagram-scroll';
  const markOf = (page: Page) => page.$eval('.diagram figcaption', (caption) => getComputedStyle(caption, '::before').content);

  for (const dark of [false, true]) {
    it(`scrolls visibly at 375 px (${dark ? 'dark' : 'light'})`, async () => {
      const { page, problems } = await open('/docs/authentication', { dark, viewport: { width: 375, height: 800 } });
      await waitForHydration(page);
      const region = page.getByRole('region', { name: 'The JWT lifecycle with Simple JWT Login' });
      assert.equal(await region.count(), 1, 'the scroller is a region named by the drawing');
      const sizes = await page.$eval(scroller, (el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      assert.ok(sizes.scroll > sizes.client, `the drawing overflows its column (${sizes.scroll} > ${sizes.client})`);
      assert.ok((await page.$eval('.diagram svg', (svg) => svg.getBoundingClientRect().width)) >= 560, 'the drawing keeps a readable size');
      assert.match(await markOf(page), /⇆/, 'a sideways mark shows the drawing scrolls');
      await region.focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((s) => (document.querySelector(s)?.scrollLeft ?? 0) > 0, scroller);
      // The page itself does not scroll sideways.
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
      assert.deepEqual(await axeViolations(page, '.diagram'), []);
      assert.deepEqual(problems, []);
      await screenshot(page, `diagram-375-${dark ? 'dark' : 'light'}`);
    });

    it(`fits at 1280 px without the mark (${dark ? 'dark' : 'light'})`, async () => {
      const { page } = await open('/docs/authentication', { dark, viewport: { width: 1280, height: 800 } });
      await waitForHydration(page);
      const sizes = await page.$eval(scroller, (el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      assert.ok(sizes.scroll <= sizes.client, 'the drawing fits');
      assert.equal(await markOf(page), 'none');
      assert.deepEqual(await axeViolations(page, '.diagram'), []);
      await screenshot(page, `diagram-1280-${dark ? 'dark' : 'light'}`);
    });
  }
});

/** The diagram on screen, saved to SCREENSHOTS=<folder> when given, for a person to look at. */
async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.locator('.diagram').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(folder, `${name}.png`) });
}
