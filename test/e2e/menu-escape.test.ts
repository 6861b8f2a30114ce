/**
 * Escape closes the locale and docs version menus and gives focus back to
 * their button, as it closes the search dialog: in the navbar at 1280 px and
 * in the side menu at 375 px (which stays open), left to right (French) and
 * right to left (Arabic), light and dark; axe finds nothing on the page.
 * SCREENSHOTS=<folder> saves each menu open, for a person to look at.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.js';
import { waitForHydration } from '../support/page-watch.js';
import { fixtureSiteWithBrowser } from '../support/served-site.js';
import { keptTabs } from '../support/kept-tabs.js';
import { translatedSiteFiles } from '../support/translated-site.js';

const isOpen = (page: Page, details: string) =>
  page
    .locator(details)
    .first()
    .evaluate((d) => (d as HTMLDetailsElement).open);
const focusIsOn = (page: Page, summary: string) =>
  page
    .locator(summary)
    .first()
    .evaluate((s) => s === document.activeElement);

/** Opens the menu, moves into it with Tab, presses Escape: closed, and focus on its button. */
async function escapeCloses(page: Page, details: string, shot?: string) {
  const summary = `${details} > summary`;
  await page.locator(summary).first().click();
  assert.equal(await isOpen(page, details), true, `${details} opens`);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('version-menu-item')), true, 'Tab goes into the menu');
  const folder = process.env.SCREENSHOTS;
  if (folder && shot) {
    mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: join(folder, `${shot}.png`) });
  }
  await page.keyboard.press('Escape');
  assert.equal(await isOpen(page, details), false, `Escape closes ${details}`);
  assert.equal(await focusIsOn(page, summary), true, 'focus is back on its button');
}

describe('Escape on the navbar menus', () => {
  const served = fixtureSiteWithBrowser(() => translatedSiteFiles());
  // Tests share one tab (kept-tabs.ts), each open reset as a fresh context would be; axe runs in the pages (bypassCSP).
  const tabs = keptTabs(served);

  for (const path of ['/fr/docs/guide', '/ar/docs/guide'])
    for (const dark of [false, true]) {
      const mode = `${path.startsWith('/ar') ? 'rtl' : 'ltr'}, ${dark ? 'dark' : 'light'}`;

      it(`closes the version and locale menus at 1280 px (${mode})`, async () => {
        const { page, problems } = await tabs(path, { width: 1280, mode: dark ? 'dark' : undefined, bypassCSP: true });
        await waitForHydration(page);
        const shot = `menu-escape-${mode.replace(', ', '-')}-1280`;
        await escapeCloses(page, 'details:has(> summary.version-badge)', `${shot}-version`);
        await escapeCloses(page, '.navbar-items-right .locale-dropdown', `${shot}-locale`);
        assert.deepEqual(await axeViolations(page, 'main'), []);
        assert.deepEqual(problems, []);
      });

      it(`closes the locale menu in the side menu at 375 px, which stays open (${mode})`, async () => {
        const { page, problems } = await tabs(path, { width: 375, mode: dark ? 'dark' : undefined, bypassCSP: true });
        await waitForHydration(page);
        await page.click('.navbar-menu-button');
        await escapeCloses(page, '#navbar-side-menu .locale-dropdown', `menu-escape-${mode.replace(', ', '-')}-375-locale`);
        assert.equal(await page.evaluate(() => document.body.classList.contains('menu-open')), true, 'the side menu stays open');
        await page.keyboard.press('Escape');
        assert.equal(await page.evaluate(() => document.body.classList.contains('menu-open')), false, 'a second Escape closes the side menu');
        await escapeCloses(page, 'details:has(> summary.version-badge)');
        assert.deepEqual(problems, []);
      });
    }
});
