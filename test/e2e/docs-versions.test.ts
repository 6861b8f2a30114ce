/**
 * The docs version menu and banner in a real browser, with and without
 * JavaScript: the menu opens, keeps the page when the other version has it
 * and remembers the choice; the banner of an unmaintained version leads to
 * the page in the last version, or says the last version lacks the page and
 * leads to its home; both pass axe in light and dark mode.
 * SCREENSHOTS=<folder> also saves the banner page at 375 and 1280 px in both
 * modes, for a person to look at.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { axeViolations } from '../support/axe.js';
import { waitForHydration } from '../support/page-watch.js';
import { fixtureSiteWithBrowser } from '../support/served-site.js';
import { openPageInTabs } from '../support/kept-tabs.js';
import { OLD_GUIDE, versionedSiteFiles } from '../support/versioned-site.js';

describe('docs versions in the browser', () => {
  const served = fixtureSiteWithBrowser(() => ({ ...versionedSiteFiles(), 'versioned_docs/version-1.0/guide.md': OLD_GUIDE }));

  // Tests share one tab per kind, each open reset as a fresh context would be (kept-tabs.ts).
  const open = openPageInTabs(served);

  it('with JavaScript: the menu keeps the page, remembers the choice, and the banner links to the last version', async () => {
    const { page, problems } = await open('/docs/1.0/guide');
    await waitForHydration(page);
    const banner = page.getByRole('complementary', { name: 'Version notice' });
    assert.match((await banner.textContent()) ?? '', /1\.0, which is no longer maintained/);
    await page.locator('summary.version-badge').click();
    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await page.waitForURL(/\/docs\/next\/guide$/);
    await page.waitForSelector('summary.version-badge:text("Version: Next")');
    assert.equal(await page.evaluate(() => localStorage.getItem('mysite.docs.version')), 'current');
    assert.match((await page.getByRole('complementary', { name: 'Version notice' }).textContent()) ?? '', /not released yet/);
    await page.getByRole('link', { name: 'this page in version 2.0' }).click();
    await page.waitForURL(/\/docs\/guide$/);
    await page.waitForSelector('summary.version-badge:text("Version: 2.0")');
    assert.equal(await page.locator('.version-banner').count(), 0);
    assert.deepEqual(problems, []);
  });

  it('search keeps to the version being read until the reader asks for every version', async () => {
    const { page } = await open('/docs/1.0/guide');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.classList.contains('search-input'));
    const groupsFor = async (query: string) => {
      await page.waitForFunction((q) => document.querySelector('.search-results')?.getAttribute('data-results-for') === q, query);
      return page.$$eval('.search-group-label', (labels) => labels.map((l) => l.textContent));
    };
    await page.keyboard.type('setup');
    assert.deepEqual(await groupsFor('setup'), ['Docs (1.0)']);
    await page.getByRole('checkbox', { name: 'Search every docs version' }).check();
    await page.locator('.search-input').fill('setup guide');
    assert.deepEqual((await groupsFor('setup guide')).sort(), ['Docs (1.0)', 'Docs (2.0)', 'Docs (Next)']);
  });

  it('without JavaScript: the menu is links and the banner a link', async () => {
    const { page } = await open('/docs/next/webhooks', { javaScriptEnabled: false });
    // 2.0 lacks this page: the banner says so and leads to 2.0's home, not to another page under this one's name.
    assert.match(
      (await page.getByRole('complementary', { name: 'Version notice' }).textContent()) ?? '',
      /This page is new in Next: version 2\.0 does not have it\./,
    );
    assert.equal(await page.getByRole('link', { name: 'the docs of version 2.0' }).getAttribute('href'), '/docs');
    await page.locator('summary.version-badge').click();
    const oldest = page.getByRole('link', { name: '1.0', exact: true });
    assert.ok(await oldest.isVisible());
    await oldest.click();
    await page.waitForURL(/\/docs\/1\.0\/start$/, { waitUntil: 'load' });
    assert.match((await page.getByRole('complementary', { name: 'Version notice' }).textContent()) ?? '', /Version 2\.0 does not have this page\./);
    await page.getByRole('link', { name: 'the docs of version 2.0' }).click();
    await page.waitForURL(/\/docs$/, { waitUntil: 'load' });
    assert.match((await page.locator('h1').textContent()) ?? '', /Welcome/);
  });

  for (const dark of [false, true]) {
    it(`passes axe with the menu open and the banner shown (${dark ? 'dark' : 'light'})`, async () => {
      const { page } = await open('/docs/1.0/guide', { dark, viewport: { width: 1280, height: 800 } });
      await waitForHydration(page);
      await page.locator('summary.version-badge').click();
      // The page's main part: the fixture's navbar has no title, which is not what is tested here.
      assert.deepEqual(await axeViolations(page, 'main'), []);
      const folder = process.env.SCREENSHOTS;
      if (folder) {
        mkdirSync(folder, { recursive: true });
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          // Two frames: the page is laid out and painted at the new size.
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          await page.screenshot({ path: join(folder, `version-banner-${width}-${dark ? 'dark' : 'light'}.png`) });
        }
      }
    });
  }
});
