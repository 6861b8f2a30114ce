/**
 * Search as a reader uses it, in Chromium on the built site: by keyboard
 * only and by mouse, focus going back where it was, recent searches, no
 * search code before it is wanted, a web search link instead of the button
 * without JavaScript, and axe
 * on the open dialog in both colour modes at phone and desktop widths,
 * where "wp glob" puts the WPGlob post in the top three.
 * SCREENSHOTS=<folder> saves those results, for a person to look at.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { serveSharedBuild, servedSiteWithBrowser } from '../support/served-site.js';
import { waitForHydration } from '../support/page-watch.js';
import { keptTabs, type OpenedPage } from '../support/kept-tabs.js';
import { axeViolations } from '../support/axe.js';

const served = servedSiteWithBrowser(() => serveSharedBuild());
// Tests share one tab per kind (kept-tabs.ts), each open reset as a fresh context would be.
const tabs = keptTabs(served);

async function open(path: string, options: { width?: number; mode?: 'light' | 'dark'; bypassCSP?: boolean } = {}): Promise<OpenedPage> {
  const opened = await tabs(path, options);
  await waitForHydration(opened.page);
  return opened;
}

/** Types a query and waits for its results (the status line announces their number). */
async function typeQuery(page: Page, query: string): Promise<void> {
  // The dialog's code loads when it first opens: type once its input has the focus.
  await page.waitForFunction(() => document.activeElement?.classList.contains('search-input'));
  await page.keyboard.type(query);
  // Results stay on screen while the next query runs: wait for those of this one.
  await page.waitForFunction((q) => {
    const input = document.querySelector<HTMLInputElement>('.search-input');
    const status = document.querySelector('.search-dialog [role="status"]')?.textContent ?? '';
    const shown = document.querySelector('.search-results')?.getAttribute('data-results-for');
    return input?.value === q && (shown === q.trim() || status === `No results for “${q.trim()}”.`);
  }, query);
}

const activeOption = (page: Page) =>
  page.evaluate(() => {
    const id = document.querySelector('.search-input')?.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.getAttribute('href') : null;
  });

describe('search in the browser', () => {
  it('loads no search code or index until the reader shows intent', async () => {
    const { page } = await open('/docs/authentication');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      requests.filter((p) => /SearchDialog|_mysite\/search/.test(p)),
      [],
    );
    const initial = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    assert.deepEqual(
      initial.filter((p) => /SearchDialog|_mysite\/search/.test(p)),
      [],
    );
    const manifest = page.waitForRequest((r) => r.url().endsWith('/_mysite/search/index.json'));
    await page.hover('.search-button');
    await manifest;
  });

  it('works by keyboard only: "/" opens, arrows move, Enter opens the section', async () => {
    const { page, problems } = await open('/docs/authentication');
    await page.keyboard.press('/');
    await page.waitForSelector('.search-dialog[open]');
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'search-input');
    await typeQuery(page, 'error 45');
    assert.equal(await activeOption(page), '/docs/error-codes#authentication-and-tokens');
    await page.keyboard.press('ArrowDown');
    assert.notEqual(await activeOption(page), '/docs/error-codes#authentication-and-tokens');
    await page.keyboard.press('ArrowUp');
    assert.equal(await activeOption(page), '/docs/error-codes#authentication-and-tokens');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/docs/error-codes' && document.querySelector('h1')?.textContent === 'Error codes');
    assert.equal(await page.evaluate(() => location.hash), '#authentication-and-tokens');
    assert.equal(await page.locator('.search-dialog').count(), 0, 'the dialog is closed');
    const top = await page.evaluate(() => document.getElementById('authentication-and-tokens')!.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 300, `the section is scrolled into view (top ${top})`);
    assert.deepEqual(problems, []);
  });

  it('Ctrl+K opens it, Escape closes it, and focus returns where it was', async () => {
    const { page } = await open('/docs/authentication');
    await page.focus('.doc-page-sidebar a[href="/docs/refresh-token"]');
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'refre');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.search-dialog', { state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), '/docs/refresh-token');
  });

  it('works by mouse: the button opens, a click opens a result; typos and prefixes find their page', async () => {
    const { page, problems } = await open('/');
    await page.click('.search-button');
    await page.waitForSelector('.search-dialog[open]');
    await typeQuery(page, 'revokr');
    const first = page.locator('.search-hit').first();
    assert.equal(await first.getAttribute('href'), '/docs/revoke-token');
    assert.match((await first.locator('mark').first().textContent()) ?? '', /^revoke$/i);
    await page.locator('.search-input').fill('');
    await typeQuery(page, 'GET /auth/validate');
    await page.locator('.search-hit').first().click();
    await page.waitForFunction(() => location.pathname === '/api/validate-jwt' && !!document.querySelector('.api-operation'));
    assert.deepEqual(problems, []);
  });

  it('remembers recent searches and offers them with an empty query', async () => {
    const { page } = await open('/docs');
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'mailpoet');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/docs/mailpoet');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.search-recent');
    assert.deepEqual(await page.locator('.search-recent').allTextContents(), ['mailpoet']);
    await page.keyboard.press('Enter');
    assert.equal(await page.inputValue('.search-input'), 'mailpoet');
  });

  it('says when nothing matches', async () => {
    const { page } = await open('/');
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'xylophone');
    assert.match((await page.locator('.search-message').textContent()) ?? '', /No results for “xylophone”/);
  });

  it('is not printed, even open', async () => {
    const { page } = await open('/docs');
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'refresh');
    assert.equal(await page.locator('.search-dialog').isVisible(), true);
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('.search-dialog').isVisible(), false);
    assert.equal(await page.locator('.search-button').isVisible(), false);
  });

  it('offers, without JavaScript, a link to a web search of the site in place of the button', async () => {
    const { page } = await tabs('/docs', { javaScript: false });
    assert.equal(await page.locator('.search-button').count(), 1);
    assert.equal(await page.locator('.search-button').isVisible(), false);
    const link = page.getByRole('link', { name: 'Search this site on DuckDuckGo' });
    assert.ok(await link.isVisible());
    const href = new URL((await link.getAttribute('href'))!);
    assert.equal(href.origin, 'https://duckduckgo.com');
    assert.equal(href.searchParams.get('q'), 'site:simplejwtlogin.com/');
    // With JavaScript, the button and not the link.
    const { page: hydrated } = await open('/docs');
    assert.ok(await hydrated.locator('.search-button').isVisible());
    assert.equal(await hydrated.locator('.search-fallback').isVisible(), false);
  });

  for (const width of [375, 1280]) {
    for (const mode of ['light', 'dark'] as const) {
      it(`passes axe with results open, and "wp glob" shows the WPGlob post in the top three, ${mode} mode, ${width} px`, async () => {
        const { page } = await open('/docs/authentication', { width, mode, bypassCSP: true });
        assert.equal(await page.locator('.search-button').isVisible(), true);
        await page.click('.search-button');
        // Two words a post writes as one: its title leads, over three sections of one doc page.
        await typeQuery(page, 'wp glob');
        const top = await page.$$eval('.search-results [role="option"]', (options) =>
          options.slice(0, 3).map((o) => new URL((o as HTMLAnchorElement).href).pathname),
        );
        assert.ok(top.includes('/blog/simple-jwt-login-wp-glob'), `the top three: ${top.join(', ')}`);
        const folder = process.env.SCREENSHOTS;
        if (folder) {
          mkdirSync(folder, { recursive: true });
          await page.screenshot({ path: join(folder, `search-wp-glob-${width}-${mode}.png`) });
        }
        await page.locator('.search-input').fill('');
        await typeQuery(page, 'refresh token');
        await page.keyboard.press('ArrowDown');
        const violations = await axeViolations(page, '.search-dialog');
        assert.deepEqual(violations, []);
        const box = await page.locator('.search-dialog').boundingBox();
        assert.ok(box && box.width <= width, `the dialog fits the screen (${box?.width} px)`);
      });
    }
  }
});
