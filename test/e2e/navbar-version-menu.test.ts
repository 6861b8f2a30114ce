/**
 * The navbar's version menu (`type: 'docsVersionDropdown'`) outside the docs,
 * in a real browser: on the home page and a blog post it lists every docs
 * version and each link opens that version's first doc, with JavaScript
 * (client-side, the choice remembered and shown on the next page) and
 * without it (plain links). On a doc page, the menu closes once a version
 * is chosen (the navbar stays mounted across client-side navigations).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { waitForHydration } from '../support/page-watch.js';
import { fixtureSiteWithBrowser, openPage } from '../support/served-site.js';
import { OLD_GUIDE, versionedSiteFiles } from '../support/versioned-site.js';

const NAVBAR = `navbar: { items: [{ label: 'Blog', to: '/blog', position: 'left' }, { type: 'docsVersionDropdown', position: 'right' }] },
  blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog' }],`;

const POST = '---\ntitle: Release two is out\nslug: release-two\n---\n\nThe second release ships a config file.\n\n<!-- truncate -->\n\nMore about it.\n';

/** The navbar's version menu (the side menu holds another, for narrow screens). */
const menuOf = (page: Page) => page.locator('details.version-dropdown:has(> summary.navbar-link)');

/** Opens the navbar's version menu: its button, and the names of its links. */
async function openMenu(page: Page): Promise<{ button: string; versions: string[] }> {
  const summary = menuOf(page).locator('summary');
  await summary.click();
  const links = menuOf(page).locator('a');
  await links.first().waitFor();
  return { button: (await summary.textContent()) ?? '', versions: await links.allTextContents() };
}

describe('the navbar version menu outside the docs', () => {
  const served = fixtureSiteWithBrowser(() => ({
    ...versionedSiteFiles(NAVBAR),
    'versioned_docs/version-1.0/guide.md': OLD_GUIDE,
    'content/blog/2024-05-01-release-two.md': POST,
  }));
  const desktop = { viewport: { width: 1280, height: 800 } };

  it('with JavaScript: each version opens its first doc, and the choice shows on the next page', async () => {
    const { page, context, problems } = await openPage(served, '/', desktop);
    await waitForHydration(page);
    assert.deepEqual(await openMenu(page), { button: '2.0', versions: ['Next', '2.0', '1.0'] });
    await menuOf(page).getByRole('link', { name: '1.0', exact: true }).click();
    await page.waitForURL(/\/docs\/1\.0\/start$/);
    await page.waitForSelector('h1:text("Getting started")');
    await page.goto(`${served.site.url}/blog/release-two`);
    await waitForHydration(page);
    await page.waitForSelector('h1:text("Release two is out")');
    await menuOf(page).locator('summary:text-is("1.0")').waitFor();
    assert.deepEqual((await openMenu(page)).versions, ['Next', '2.0', '1.0']);
    await menuOf(page).getByRole('link', { name: 'Next', exact: true }).click();
    await page.waitForURL(/\/docs\/next$/);
    await page.waitForSelector('h1:text("Welcome")');
    assert.match((await page.locator('main').textContent()) ?? '', /The next release of the tool\./);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('on a doc page: the chosen version opens this page in it, and the menu closes', async () => {
    const { page, context, problems } = await openPage(served, '/docs/1.0/guide', desktop);
    await waitForHydration(page);
    assert.deepEqual(await openMenu(page), { button: '1.0', versions: ['Next', '2.0', '1.0'] });
    await menuOf(page).getByRole('link', { name: '2.0', exact: true }).click();
    await page.waitForURL(/\/docs\/guide$/);
    await menuOf(page).locator('summary:text-is("2.0")').waitFor();
    assert.equal(await menuOf(page).evaluate((menu) => (menu as HTMLDetailsElement).open), false);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('without JavaScript: the menu is links to each version’s first doc', async () => {
    for (const [from, name, to, text] of [
      ['/blog/release-two', '2.0', /\/docs$/, /Version two of the tool\./],
      ['/', '1.0', /\/docs\/1\.0\/start$/, /The first release, in short\./],
    ] as const) {
      const { page, context } = await openPage(served, from, { ...desktop, javaScriptEnabled: false });
      assert.equal(await page.locator('h1').count(), 1, `${from} is a page of the site`);
      assert.doesNotMatch((await page.locator('h1').textContent()) ?? '', /Page Not Found/);
      assert.deepEqual(await openMenu(page), { button: '2.0', versions: ['Next', '2.0', '1.0'] });
      await menuOf(page).getByRole('link', { name, exact: true }).click();
      await page.waitForURL(to, { waitUntil: 'load' });
      assert.match((await page.locator('main').textContent()) ?? '', text);
      await context.close();
    }
  });
});
