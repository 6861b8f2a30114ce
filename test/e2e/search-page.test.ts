/**
 * The search page (/search) in Chromium on a site that has it (`search.page`): it reads `?q=`,
 * shows the results of the navbar's index, keeps what is typed in the
 * address, follows back and forward, loads none of it on other pages, says
 * without JavaScript that search needs it (offering the sitemap and the
 * docs), and passes axe in both colour modes at phone and desktop widths.
 * SCREENSHOTS=<folder> saves those pages, for a person to look at.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { fixtureSiteWithBrowser, openPage } from '../support/served-site.js';
import { openPageInTabs } from '../support/kept-tabs.js';
import { minimalConfig } from '../support/fixture-site.js';
import { waitForHydration } from '../support/page-watch.js';
import { axeViolations } from '../support/axe.js';

const doc = (title: string, text: string) => `---\ntitle: ${title}\n---\n\n${text}\n`;

const state = fixtureSiteWithBrowser(() => ({
  'site.config.ts': minimalConfig('search: { page: true },'),
  'content/docs/index.md': doc('Introduction', 'Tokens are signed once and checked on every request. A refresh token keeps a session going.'),
  'content/docs/authentication.md': doc(
    'Authentication',
    'Send the user name and password to get a token. The JWT payload holds the user id and `a_setting_with_a_very_long_identifier_name_that_must_wrap`. Keep the refresh token safe.',
  ),
  'content/docs/refresh-token.md': doc(
    'Refresh token',
    'A refresh token gets a new token when the old one expires. Send the refresh token to the refresh route.',
  ),
  'content/docs/hooks.md': doc('Hooks', 'Hooks run inside WordPress, where the wp global object is at hand. Each hook is given the JWT payload.'),
}));

// Tests share one tab per kind, each open reset as a fresh context would be (kept-tabs.ts); the one that goes back in history has a context of its own.
const open = openPageInTabs(state);

/** Waits until the page shows the results of `query` (the status line says how many, or none). */
async function resultsFor(page: Page, query: string): Promise<void> {
  await page.waitForFunction((q) => document.querySelector('.search-page-status')?.getAttribute('data-results-for') === q, query);
}

const hitPaths = (page: Page) => page.$$eval('.search-page-hit', (links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

describe('the search page', () => {
  it('searches the query in its address, shows it in the box and the title, and links each result', async () => {
    const { page, problems } = await open('/search?q=refresh%20token');
    await waitForHydration(page);
    await resultsFor(page, 'refresh token');
    assert.equal(await page.locator('.search-page-input').inputValue(), 'refresh token');
    assert.equal(await page.locator('h1').textContent(), 'Search results for “refresh token”');
    assert.match(await page.title(), /^Search results for “refresh token” \| /);
    const paths = await hitPaths(page);
    assert.ok(paths.length > 1, `results: ${paths.join(', ')}`);
    assert.ok(paths.includes('/docs/refresh-token'), `results: ${paths.join(', ')}`);
    assert.match((await page.locator('.search-page-status').textContent())!, /^\d+ results$/);
    assert.deepEqual(problems, []);
  });

  it('keeps what is typed in the address, and goes back to the query a result was opened from', async () => {
    const { page, context } = await openPage(state, '/search');
    await waitForHydration(page);
    assert.equal(await page.locator('h1').textContent(), 'Search the documentation');
    await page.locator('.search-page-input').fill('wp glob');
    await resultsFor(page, 'wp glob');
    assert.equal(new URL(page.url()).searchParams.get('q'), 'wp glob');
    const first = (await hitPaths(page))[0]!;
    await page.locator('.search-page-hit').first().click();
    await page.waitForURL((url) => url.pathname === first);
    await page.goBack();
    await resultsFor(page, 'wp glob');
    assert.equal(await page.locator('.search-page-input').inputValue(), 'wp glob');
    await page.locator('.search-page-input').fill('');
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('q'));
    assert.equal(await page.locator('h1').textContent(), 'Search the documentation');
    await context.close();
  });

  it('says when nothing matches', async () => {
    const { page } = await open('/search?q=zzqqxxnothing');
    await waitForHydration(page);
    await resultsFor(page, 'zzqqxxnothing');
    assert.equal(await page.locator('.search-page-status').textContent(), 'No results for “zzqqxxnothing”.');
    assert.equal(await page.locator('.search-page-hit').count(), 0);
  });

  it('without JavaScript, says search needs it and offers the sitemap and the docs instead of a box that could not work', async () => {
    const { page } = await open('/search?q=refresh', { javaScriptEnabled: false });
    assert.equal(await page.locator('.search-page-input').isVisible(), false);
    assert.match((await page.locator('.search-page-no-js').textContent())!, /needs JavaScript/);
    assert.equal(await page.getByRole('link', { name: 'Every page, in the sitemap' }).getAttribute('href'), '/sitemap.xml');
    assert.equal(await page.getByRole('link', { name: 'The documentation’s first page' }).getAttribute('href'), '/docs');
    // With JavaScript, the box and not the note.
    const { page: hydrated } = await open('/search');
    await waitForHydration(hydrated);
    assert.equal(await hydrated.locator('.search-page-input').isVisible(), true);
    assert.equal(await hydrated.locator('.search-page-no-js').isVisible(), false);
  });

  it("is reached from another page by the site's router, and loads none of its code there first", async () => {
    const { page } = await open('/docs/authentication');
    await waitForHydration(page);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.waitForLoadState('networkidle');
    assert.deepEqual(
      requests.filter((p) => /SearchPageLayout|_mysite\/search/.test(p)),
      [],
    );
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/search?q=refresh';
      a.textContent = 'to the search page';
      document.querySelector('main')!.append(a);
    });
    await page.getByRole('link', { name: 'to the search page' }).click();
    await resultsFor(page, 'refresh');
    assert.equal(new URL(page.url()).search, '?q=refresh');
  });

  for (const width of [375, 1280]) {
    for (const dark of [false, true]) {
      const mode = dark ? 'dark' : 'light';
      it(`passes axe with results shown, ${mode} mode, ${width} px`, async () => {
        const { page } = await open('/search?q=jwt%20payload', { viewport: { width, height: 900 }, dark });
        await waitForHydration(page);
        await resultsFor(page, 'jwt payload');
        const folder = process.env.SCREENSHOTS;
        if (folder) {
          mkdirSync(folder, { recursive: true });
          await page.screenshot({ path: join(folder, `search-page-${width}-${mode}.png`) });
        }
        assert.deepEqual(await axeViolations(page), []);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
      });
    }
  }
});
