/**
 * A right-to-left site (Arabic, `direction: 'rtl'`) in a real browser: the
 * sidebar is on the right and the table of contents on the left, the pager's
 * next page on the left, carets point to the left, code stays left to right,
 * and the pages pass axe in light and dark mode. A first load whose
 * layout's code fails keeps the page as it is, right to left; a side menu
 * whose sidebar's code fails says so in Arabic, with Retry. SCREENSHOTS=<folder> also
 * saves the home page and a doc page at 375 and 1280 px in both modes, for a
 * person to look at.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.js';
import { codeGivenUp, waitForHydration } from '../support/page-watch.js';
import { fixtureSiteWithBrowser, openPage } from '../support/served-site.js';
import { rtlSiteFiles } from '../support/rtl-site.js';
import { catalogue } from '../../src/i18n/built-in-texts.js';

const DOC = '/docs/guides/tokens';

describe('a right-to-left site in the browser', () => {
  const served = fixtureSiteWithBrowser(() => rtlSiteFiles());

  const open = async (path: string, { width = 1280, dark = false } = {}) => {
    const opened = await openPage(served, path, { dark, viewport: { width, height: 800 } });
    await waitForHydration(opened.page);
    return opened;
  };
  const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

  it('lays a doc page out from the right: sidebar right, contents left, next page on the left', async () => {
    const { page, context, problems } = await open(DOC);
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    const sidebar = await box(page, '.doc-page-sidebar');
    const article = await box(page, '.doc-article');
    const toc = await box(page, '.toc:visible');
    assert.ok(sidebar.x > article.x, 'the sidebar is right of the text');
    assert.ok(toc.x < article.x, 'the table of contents is left of the text');
    const prev = await box(page, '.pager-prev');
    const next = await box(page, '.pager-next');
    assert.ok(next.x < prev.x, 'the next page is on the left');
    assert.equal(await page.locator('.pager-next').evaluate((e) => getComputedStyle(e).textAlign), 'end');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('keeps code left to right, and turns carets to the left', async () => {
    const { page, context } = await open('/docs');
    assert.equal(
      await page
        .locator('.code-block pre')
        .first()
        .evaluate((e) => getComputedStyle(e).direction),
      'ltr',
    );
    const caret = await page
      .locator('.sidebar-category:not(.open) .sidebar-caret, .sidebar-category:not(.open) .sidebar-category-button')
      .first()
      .evaluate((e) => getComputedStyle(e, e.classList.contains('sidebar-caret') ? '::before' : '::after').transform);
    assert.equal(caret, 'matrix(-1, 0, 0, 1, 0, 0)');
    await context.close();
  });

  it('opens the menu from the right on a phone', async () => {
    const { page, context } = await open(DOC, { width: 375 });
    // Named in Arabic: mysite's built-in text, as the site's code.json does not give it.
    await page.getByRole('button', { name: catalogue('ar')['theme.navbar.openMenu'] }).click();
    const menu = page.locator('.navbar-side-menu');
    await page.waitForFunction(() => {
      const m = document.querySelector('.navbar-side-menu');
      return m?.getAnimations().every((a) => a.playState === 'finished') ?? false;
    });
    const shown = (await menu.boundingBox())!;
    assert.ok(Math.abs(shown.x + shown.width - 375) < 2, `the menu is against the right edge (${shown.x}+${shown.width})`);
    await context.close();
  });

  for (const dark of [false, true]) {
    it(`passes axe on the home page, a doc and a post (${dark ? 'dark' : 'light'} mode)`, async () => {
      for (const path of ['/', DOC, '/blog/2026/02/01/release']) {
        const { page, context } = await open(path, { dark });
        assert.deepEqual(await axeViolations(page), [], path);
        const folder = process.env.SCREENSHOTS;
        if (folder && path !== '/blog/2026/02/01/release') {
          mkdirSync(folder, { recursive: true });
          for (const width of [375, 1280]) {
            await page.setViewportSize({ width, height: 900 });
            // Two frames: the page is laid out and painted at the new size.
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
            const name = path === '/' ? 'home' : 'doc';
            await page.screenshot({ path: join(folder, `rtl-${name}-${width}-${dark ? 'dark' : 'light'}.png`), fullPage: width !== 375 });
          }
        }
        await context.close();
      }
    });
  }

  /** The doc page with the chunks `refused` refused (as a network error would), not waiting for hydration; `refused()` counts the refusals. */
  const openRefusing = async (blocked: RegExp, { width = 1280, dark = false } = {}) => {
    const context = await served.browser.newContext({ viewport: { width, height: 800 } });
    if (dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    let refusals = 0;
    await context.route(blocked, (route) => {
      refusals++;
      return route.abort('internetdisconnected');
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const gaveUp = codeGivenUp(page);
    await page.goto(served.site.url + DOC);
    return { page, context, errors, refused: () => refusals, gaveUp };
  };

  for (const mode of [
    { width: 375, dark: true },
    { width: 1280, dark: false },
  ])
    it(`keeps the page right to left and readable when its layout's code does not load (${mode.width} px, ${mode.dark ? 'dark' : 'light'})`, async () => {
      const { page, context, errors, refused, gaveUp } = await openRefusing(/\/assets\/js\/chunks\/DocLayout\.\w+\.js(\?|$)/, mode);
      await gaveUp;
      assert.ok(refused() > 0, "the layout's chunk was asked for and refused");
      assert.equal(await page.locator('.error-page').count(), 0, 'no error screen over the page');
      assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
      assert.equal(await page.getAttribute('html', 'data-theme'), mode.dark ? 'dark' : 'light');
      assert.ok(await page.locator('main article h1').first().isVisible());
      if (mode.width === 1280) assert.ok((await box(page, '.doc-page-sidebar')).x > (await box(page, '.doc-article')).x, 'the sidebar still on the right');
      assert.deepEqual(errors, []);
      await screenshot(page, `rtl-first-load-failure-${mode.width}-${mode.dark ? 'dark' : 'light'}`);
      await context.close();
    });

  for (const dark of [false, true])
    it(`says in Arabic that the side menu's sidebar did not load, and Retry loads it (375 px, ${dark ? 'dark' : 'light'})`, async () => {
      const sidebarChunk = /\/assets\/js\/chunks\/DocSidebar\.\w+\.js(\?|$)/;
      const { page, context, errors, refused } = await openRefusing(sidebarChunk, { width: 375, dark });
      await waitForHydration(page);
      await page.getByRole('button', { name: catalogue('ar')['theme.navbar.openMenu'] }).click();
      const failed = page.locator('.side-menu-sidebar .lazy-part-failed');
      await failed.waitFor({ state: 'visible' });
      assert.ok(refused() > 0);
      assert.match((await failed.textContent()) ?? '', new RegExp(catalogue('ar')['theme.lazyPart.failed']!));
      assert.equal(await failed.evaluate((e) => getComputedStyle(e).direction), 'rtl');
      const text = (await failed.boundingBox())!;
      const retry = (await failed.getByRole('button').boundingBox())!;
      assert.ok(retry.x + retry.width <= text.x + text.width + 1 && retry.x >= text.x - 1, 'Retry within the notice');
      assert.deepEqual(errors, []);
      await screenshot(page, `rtl-side-menu-load-failure-375-${dark ? 'dark' : 'light'}`);
      await context.unroute(sidebarChunk);
      await failed.getByRole('button', { name: catalogue('ar')['theme.error.retry'] }).click();
      await page.locator('.side-menu-sidebar nav a[aria-current="page"]').waitFor();
      await context.close();
    });
});

async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`) });
}
