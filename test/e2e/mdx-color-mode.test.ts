/**
 * The colour mode from MDX pages, on test/fixtures/mdx-site: ThemedImage
 * shows the image of the mode by CSS alone (the stored mode before any
 * script, the light one without JavaScript); a component using
 * useColorMode (an island) shows the mode, and changes it as the navbar's
 * switch does, and the two follow each other.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { waitForHydration, watchProblems } from '../support/page-watch.js';
import { FIXTURES } from '../support/paths.js';
import { serveSharedBuild, servedSiteWithBrowser } from '../support/served-site.js';

const fixture = servedSiteWithBrowser(() => serveSharedBuild(join(FIXTURES, 'mdx-site')));

async function newPage(options: { javaScript?: boolean; stored?: string } = {}): Promise<{ page: Page; context: BrowserContext }> {
  const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: options.javaScript ?? true });
  if (options.stored) await context.addInitScript((mode) => localStorage.setItem('theme', mode), options.stored);
  return { page: await context.newPage(), context };
}

const shown = (page: Page) =>
  page.locator('.themed-image').evaluateAll((images) => images.filter((i) => (i as HTMLElement).offsetParent !== null).map((i) => i.getAttribute('src')));

describe('ThemedImage', () => {
  it('shows the light image by default and without JavaScript', async () => {
    for (const javaScript of [true, false]) {
      const { page, context } = await newPage({ javaScript });
      await page.goto(fixture.site.url + '/docs/appearance');
      assert.deepEqual(await shown(page), ['/img/sun.svg'], `JavaScript ${javaScript ? 'on' : 'off'}`);
      await context.close();
    }
  });

  it('shows the dark image when the stored mode is dark, before the bundle runs', async () => {
    const { page, context } = await newPage({ stored: 'dark' });
    await context.route('**/assets/js/**', (route) => route.abort());
    await page.goto(fixture.site.url + '/docs/appearance');
    assert.deepEqual(await shown(page), ['/img/moon.svg']);
    await context.close();
  });
});

describe('useColorMode in an island', () => {
  it('reads the mode, sets it as the navbar switch does, and the two follow each other', async () => {
    const { page, context } = await newPage();
    const problems = watchProblems(page);
    await page.goto(fixture.site.url + '/docs/appearance');
    await waitForHydration(page);
    const island = page.locator('.mode-switch[data-ready]');
    await island.waitFor();
    assert.equal(await island.textContent(), 'The page is light');
    await island.click();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    await page.waitForSelector('.mode-switch:text("The page is dark")');
    assert.deepEqual(await shown(page), ['/img/moon.svg']);
    assert.match((await page.getAttribute('.color-mode-toggle', 'aria-label'))!, /currently dark mode/, 'the navbar switch follows');
    await page.click('.color-mode-toggle');
    await page.waitForSelector('.mode-switch:text("The page is light")');
    await page.reload();
    await page.locator('.mode-switch[data-ready]').waitFor();
    assert.equal(await page.locator('.mode-switch').textContent(), 'The page is light');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('renders the reader’s stored mode once hydrated', async () => {
    const { page, context } = await newPage({ stored: 'dark' });
    const problems = watchProblems(page);
    await page.goto(fixture.site.url + '/docs/appearance');
    await page.waitForSelector('.mode-switch[data-ready]:text("The page is dark")');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
