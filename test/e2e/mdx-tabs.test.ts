/**
 * `<Tabs>` of an MDX page in the browser, on test/fixtures/mdx-site: the
 * client's enhancement of Markdown tabs drives them (a click switches every
 * group with the same groupId, on the page and on the next page, Markdown
 * tabs included; `queryString` reads and writes the address); with
 * JavaScript off every panel shows under its label; axe finds nothing in
 * light or dark mode.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from '../support/axe.js';
import { waitForHydration, watchProblems } from '../support/page-watch.js';
import { FIXTURES } from '../support/paths.js';
import { serveSharedBuild, servedSiteWithBrowser } from '../support/served-site.js';

const fixture = servedSiteWithBrowser(() => serveSharedBuild(join(FIXTURES, 'mdx-site')));

async function open(path: string, options: { javaScript?: boolean; bypassCSP?: boolean } = {}): Promise<{ page: Page; context: BrowserContext }> {
  const context = await fixture.browser.newContext({
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled: options.javaScript ?? true,
    bypassCSP: options.bypassCSP,
  });
  const page = await context.newPage();
  await page.goto(fixture.site.url + path);
  if (options.javaScript !== false) await waitForHydration(page);
  return { page, context };
}

const selected = (page: Page, tabs: number, name: string) =>
  page.locator('.tabs').nth(tabs).getByRole('tab', { name, exact: true }).getAttribute('aria-selected');

describe('MDX tabs in the browser', () => {
  it('switch on click, every group with the same groupId follows, and the choice holds on the next page (Markdown tabs too)', async () => {
    const { page, context } = await open('/docs/install');
    const problems = watchProblems(page);
    assert.ok(await page.isVisible('text=Run the npm command.'));
    assert.equal(await page.isVisible('text=Run the pnpm command.'), false);
    await page.locator('.tabs').first().getByRole('tab', { name: 'pnpm' }).click();
    assert.equal(await selected(page, 0, 'pnpm'), 'true');
    assert.equal(await selected(page, 1, 'pnpm'), 'true', 'the second group of the same id follows');
    assert.ok(await page.isVisible('text=Run the pnpm command.'));
    assert.ok(await page.isVisible('text=Then start it with pnpm.'));
    assert.equal(await page.isVisible('text=Then start it with npm.'), false);
    assert.equal(await page.evaluate(() => localStorage.getItem('mysite.tabs.manager')), 'pnpm');
    await page.getByRole('link', { name: 'use it' }).click();
    await page.waitForSelector('h1:text("Usage")');
    assert.ok(await page.isVisible('text=Use it with pnpm.'));
    assert.equal(await page.isVisible('text=Use it with npm.'), false);
    await page.reload();
    await waitForHydration(page);
    assert.ok(await page.isVisible('text=Use it with pnpm.'));
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('with queryString, open the tab the address names and write the one chosen there', async () => {
    const { page, context } = await open('/docs/install?os=mac');
    assert.equal(await selected(page, 2, 'macOS'), 'true');
    assert.ok(await page.isVisible('text=macOS notes.'));
    await page.getByRole('tab', { name: 'Linux' }).click();
    assert.equal(await page.evaluate(() => location.search), '?os=linux');
    assert.ok(await page.isVisible('text=Linux notes.'));
    await context.close();
  });

  it('without JavaScript, show every panel under its label', async () => {
    const { page, context } = await open('/docs/install', { javaScript: false });
    assert.equal(await page.evaluate(() => document.querySelectorAll('mysite-island').length), 0, 'tabs are not islands');
    assert.equal(await page.isVisible('[role="tablist"]'), false);
    for (const text of ['Run the npm command.', 'Run the pnpm command.', 'Then start it with pnpm.', 'Linux notes.', 'macOS notes.']) {
      assert.ok(await page.isVisible(`text=${text}`), text);
    }
    const labels = await page
      .locator('.tab-panel-label')
      .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.textContent));
    assert.deepEqual(labels, ['npm', 'pnpm', 'npm', 'pnpm', 'Linux', 'macOS']);
    await context.close();
  });

  it('in a React page, hydrate without a mismatch and follow the group chosen on an MDX page', async () => {
    const { page, context } = await open('/docs/install');
    const problems = watchProblems(page);
    await page.locator('.tabs').first().getByRole('tab', { name: 'pnpm' }).click();
    await page.goto(fixture.site.url + '/tour');
    await waitForHydration(page);
    assert.ok(await page.isVisible('text=Tour with pnpm.'));
    assert.equal(await page.isVisible('text=Tour with npm.'), false);
    await page.getByRole('tab', { name: 'npm', exact: true }).click();
    assert.ok(await page.isVisible('text=Tour with npm.'));
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('have no accessibility violations in light or dark mode', async () => {
    const { page, context } = await open('/docs/install', { bypassCSP: true });
    const found: string[] = [];
    for (const mode of ['light', 'dark']) {
      await page.evaluate((m) => {
        document.documentElement.dataset.theme = m;
      }, mode);
      for (const v of await axeViolations(page)) found.push(`${mode}: ${v}`);
    }
    assert.deepEqual(found, []);
    await context.close();
  });
});
