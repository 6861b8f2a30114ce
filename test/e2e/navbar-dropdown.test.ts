/**
 * Navbar dropdowns in a real browser, at 1280 and 375 px, with and without
 * JavaScript: the menu opens from its label (by mouse and keyboard), its
 * links lead where they say (in the side menu too, as a nested list) and it
 * is closed on the next page; on a page one of its links leads to, its label
 * is marked in the bar and in the side menu, where it starts open; it passes
 * axe open, in light and dark mode.
 * SCREENSHOTS=<folder> also saves the open menu, and the marked label, at
 * 375 and 1280 px in both modes, for a person to look at.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.js';
import { dropdownSiteFiles } from '../support/dropdown-site.js';
import { waitForHydration } from '../support/page-watch.js';
import { fixtureSiteWithBrowser } from '../support/served-site.js';
import { openPageInTabs } from '../support/kept-tabs.js';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
const BAR_MENU = '.navbar-items-left .navbar-dropdown';
const SIDE_MENU = '#navbar-side-menu .navbar-dropdown';

/** Two frames: the page is laid out and painted as it now is. */
const painted = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

describe('navbar dropdowns in the browser', () => {
  const served = fixtureSiteWithBrowser(dropdownSiteFiles);
  // Tests share one tab per kind, each open reset as a fresh context would be (kept-tabs.ts).
  const open = openPageInTabs(served);

  it('at 1280 px: opens from its label, a link navigates without a reload, and the next page shows it closed', async () => {
    const { page, problems } = await open('/docs', { viewport: DESKTOP });
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const menu = page.locator(BAR_MENU);
    // Hidden while closed, so found among hidden elements too.
    const guide = menu.getByRole('link', { name: 'Guide', includeHidden: true });
    assert.equal(await guide.isVisible(), false);
    await menu.locator('summary').click();
    assert.ok(await guide.isVisible());
    await guide.click();
    await page.waitForURL(/\/docs\/guide$/);
    await page.waitForSelector('h1:text("Guide")');
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'the router navigated');
    assert.equal(await menu.evaluate((d) => (d as HTMLDetailsElement).open), false);
    assert.equal(await guide.getAttribute('aria-current'), 'page');
    assert.match((await menu.locator('summary').getAttribute('class')) ?? '', /\bactive\b/);
    // A click outside the label leaves it as it was: only the label opens and closes it, as the other menus.
    await menu.locator('summary').click();
    await menu.locator('summary').click();
    assert.equal(await guide.isVisible(), false);
    assert.deepEqual(problems, []);
  });

  it('at 1280 px: the keyboard opens it and follows a link', async () => {
    const { page } = await open('/docs', { viewport: DESKTOP });
    await waitForHydration(page);
    const summary = page.locator(`${BAR_MENU} summary`);
    await summary.focus();
    assert.equal(await summary.getAttribute('aria-expanded'), null, 'the summary itself says expanded or not to screen readers');
    await page.keyboard.press('Enter');
    assert.equal(await page.locator(BAR_MENU).evaluate((d) => (d as HTMLDetailsElement).open), true);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Guide');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/guide$/);
  });

  it('at 375 px: opens in place in the side menu, and a link there closes the side menu', async () => {
    const { page } = await open('/docs', { viewport: PHONE });
    await waitForHydration(page);
    await page.click('.navbar-menu-button');
    const menu = page.locator(SIDE_MENU).first();
    await menu.locator('summary').click();
    const contact = menu.getByRole('link', { name: 'Contact' });
    assert.ok(await contact.isVisible());
    assert.equal(await menu.locator('.version-menu').evaluate((list) => getComputedStyle(list).position), 'static', 'a nested list, not a popup');
    await contact.click();
    await page.waitForURL(/\/contact$/);
    await page.waitForFunction(() => (document.getElementById('navbar-side-menu') as HTMLElement).hidden);
    assert.match((await page.locator('h1').textContent()) ?? '', /Contact us/);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`without JavaScript at ${viewport.width} px: the menu is links that load their pages`, async () => {
      const { page } = await open('/docs', { viewport, javaScriptEnabled: false });
      const menu = page.locator('.navbar-items-left .navbar-dropdown');
      await menu.locator('summary').click();
      const guide = menu.getByRole('link', { name: 'Guide' });
      assert.ok(await guide.isVisible());
      await guide.click();
      await page.waitForURL(/\/docs\/guide$/, { waitUntil: 'load' });
      assert.match((await page.locator('h1').textContent()) ?? '', /Guide/);
    });
  }

  for (const dark of [false, true]) {
    const mode = dark ? 'dark' : 'light';
    it(`marks the label of the menu whose link led to the page, in the bar and the side menu, where it starts open (${mode})`, async () => {
      const { page, problems } = await open('/docs', { dark, viewport: PHONE });
      await waitForHydration(page);
      // Reached through the menu in the side menu, as a reader on a phone does.
      await page.click('.navbar-menu-button');
      const side = page.locator(SIDE_MENU).first();
      await side.locator('summary').click();
      await side.getByRole('link', { name: 'Contact' }).click();
      await page.waitForURL(/\/contact$/);
      await page.waitForFunction(() => (document.getElementById('navbar-side-menu') as HTMLElement).hidden);
      await page.click('.navbar-menu-button');
      await painted(page);
      // The menu holding the page starts open there, its link to the page marked.
      assert.ok(await side.getByRole('link', { name: 'Contact' }).isVisible(), 'open without a click');
      assert.equal(await side.getByRole('link', { name: 'Contact' }).getAttribute('aria-current'), 'page');
      assert.equal(
        await page
          .locator(SIDE_MENU)
          .nth(1)
          .evaluate((d) => (d as HTMLDetailsElement).open),
        false,
        'the other menu stays closed',
      );
      const { community, more, link } = await labelStyles(page, '#navbar-side-menu');
      assert.deepEqual([community.active, more.active], [true, false], 'only the menu holding this page is marked');
      assert.equal(community.color, link, 'in the link colour');
      assert.notEqual(community.background, more.background, 'on the highlight, as the side menu shows the current section');
      assert.deepEqual(await axeViolations(page), []);
      const folder = process.env.SCREENSHOTS;
      if (folder) mkdirSync(folder, { recursive: true });
      if (folder) await page.screenshot({ path: join(folder, `navbar-dropdown-current-375-${mode}.png`) });
      await page.keyboard.press('Escape');
      await page.setViewportSize(DESKTOP);
      await painted(page);
      assert.equal(await page.locator(BAR_MENU).evaluate((d) => (d as HTMLDetailsElement).open), false, "the bar's menu opens only when asked");
      const bar = await labelStyles(page, '.navbar-inner');
      assert.deepEqual([bar.community.active, bar.more.active], [true, false]);
      assert.equal(bar.community.color, bar.link, 'in the link colour');
      assert.notEqual(bar.community.border, bar.more.border, 'underlined, as the current navbar link is');
      assert.deepEqual(await axeViolations(page), []);
      if (folder) await page.screenshot({ path: join(folder, `navbar-dropdown-current-1280-${mode}.png`), clip: { x: 0, y: 0, width: 1280, height: 120 } });
      assert.deepEqual(problems, []);
    });

    it(`passes axe with the menu open at 1280 and 375 px (${mode})`, async () => {
      const { page } = await open('/contact', { dark, viewport: DESKTOP });
      await waitForHydration(page);
      await page.locator(`${BAR_MENU} summary`).click();
      await painted(page);
      assert.deepEqual(await axeViolations(page), []);
      const folder = process.env.SCREENSHOTS;
      if (folder) mkdirSync(folder, { recursive: true });
      if (folder) await page.screenshot({ path: join(folder, `navbar-dropdown-1280-${mode}.png`) });
      await page.setViewportSize(PHONE);
      await page.click('.navbar-menu-button');
      await page.locator(SIDE_MENU).first().locator('summary').click();
      await painted(page);
      assert.deepEqual(await axeViolations(page), []);
      if (folder) await page.screenshot({ path: join(folder, `navbar-dropdown-375-${mode}.png`) });
    });
  }
});

/** How the "Community" and "More" menu labels inside `within` look, and the page's link colour. */
async function labelStyles(page: Page, within: string) {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector)!;
    const style = (label: string) => {
      const summary = [...root.querySelectorAll('.navbar-dropdown > summary')].find((s) => s.textContent === label)!;
      const computed = getComputedStyle(summary);
      return { active: summary.classList.contains('active'), color: computed.color, background: computed.backgroundColor, border: computed.borderBottomColor };
    };
    // The link colour as the browser computes it, from an element given it.
    const probe = document.createElement('span');
    probe.style.color = 'var(--link)';
    root.appendChild(probe);
    const link = getComputedStyle(probe).color;
    probe.remove();
    return { community: style('Community'), more: style('More'), link };
  }, within);
}
