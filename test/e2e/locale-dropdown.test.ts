/**
 * The locale dropdown and the untranslated notice in a real browser, with
 * and without JavaScript, on a French page and a right-to-left Arabic one:
 * the menu keeps the page across locales, each locale's page loads as its
 * own site, the notice leads to the original; both pass axe in light and
 * dark mode. SCREENSHOTS=<folder> also saves the fr and ar pages at 375 and
 * 1280 px in both modes, for a person to look at.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { axeViolations } from '../support/axe.js';
import { waitForHydration } from '../support/page-watch.js';
import { fixtureSiteWithBrowser } from '../support/served-site.js';
import { openPageInTabs } from '../support/kept-tabs.js';
import { translatedSiteFiles } from '../support/translated-site.js';
import { catalogue } from '../../src/i18n/built-in-texts.js';

describe('the locale dropdown in the browser', () => {
  const served = fixtureSiteWithBrowser(() => translatedSiteFiles());

  // Tests share one tab per kind, each open reset as a fresh context would be (kept-tabs.ts).
  const open = openPageInTabs(served);
  const menu = '.navbar-items-right .locale-dropdown';

  it('with JavaScript: from Arabic to French keeps the page, and the notice leads to the original', async () => {
    const { page, problems } = await open('/ar/docs/guide');
    await waitForHydration(page);
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    await page.locator(`${menu} summary`).click();
    await page.locator(menu).getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/\/fr\/docs\/guide$/);
    await waitForHydration(page);
    assert.equal(await page.getAttribute('html', 'lang'), 'fr');
    assert.equal(await page.getAttribute('html', 'dir'), 'ltr');
    // Named in French: mysite's built-in text, as the site's code.json does not give it.
    const notice = page.getByRole('complementary', { name: catalogue('fr')['theme.i18n.untranslatedNoticeLabel'] });
    assert.match((await notice.textContent()) ?? '', /Cette page n’est pas encore traduite/);
    await notice.getByRole('link').click();
    await page.waitForURL(/\/docs\/guide$/);
    await waitForHydration(page);
    assert.equal(await page.getAttribute('html', 'lang'), 'en-GB');
    assert.equal(await page.locator('.untranslated-notice').count(), 0);
    // Within a locale the router still navigates without a reload.
    await page.goto(`${served.site.url}/fr/docs/guide`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: 'Documentation' }).first().click();
    await page.waitForURL(/\/fr\/docs$/);
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1);
    assert.deepEqual(problems, []);
  });

  it('without JavaScript: the menu is links, to this page in each locale', async () => {
    const { page } = await open('/fr/docs', { javaScriptEnabled: false });
    await page.locator(`${menu} summary`).click();
    const arabic = page.locator(menu).getByRole('link', { name: 'العربية' });
    assert.ok(await arabic.isVisible());
    await arabic.click();
    await page.waitForURL(/\/ar\/docs$/, { waitUntil: 'load' });
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    await page.locator(`${menu} summary`).click();
    await page.locator(menu).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/docs$/, { waitUntil: 'load' });
    assert.match((await page.locator('h1').textContent()) ?? '', /Welcome/);
  });

  for (const [locale, path] of [
    ['fr', '/fr/docs/guide'],
    ['ar', '/ar/docs'],
  ] as const) {
    for (const dark of [false, true]) {
      it(`passes axe on a ${locale} page with the menu open and the notice shown (${dark ? 'dark' : 'light'})`, async () => {
        const { page } = await open(path, { dark, viewport: { width: 1280, height: 800 } });
        await waitForHydration(page);
        await page.locator(`${menu} summary`).click();
        assert.deepEqual(await axeViolations(page), []);
        const folder = process.env.SCREENSHOTS;
        if (folder) {
          mkdirSync(folder, { recursive: true });
          for (const width of [375, 1280]) {
            await page.setViewportSize({ width, height: 800 });
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
            await page.screenshot({ path: join(folder, `locale-${locale}-${width}-${dark ? 'dark' : 'light'}.png`) });
          }
        }
      });
    }
  }
});
