/**
 * Swizzled components after a client-side navigation, on
 * test/fixtures/swizzle-site: the wrapped Footer and the swizzled Heading
 * are on the page the router loads, as on the page the server built.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { waitForHydration, watchProblems } from '../support/page-watch.js';
import { FIXTURES } from '../support/paths.js';
import { serveSharedBuild, servedSiteWithBrowser } from '../support/served-site.js';

const fixture = servedSiteWithBrowser(() => serveSharedBuild(join(FIXTURES, 'swizzle-site')));

describe('swizzled components in the browser', () => {
  it('keeps the wrapped Footer and the swizzled Heading after a client-side navigation', async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${fixture.site.url}/docs/intro`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    assert.equal(await page.locator('p.footer-extra').count(), 1);
    await page.locator('a.pager-next').click();
    await page.waitForSelector('h1:text("Trail notes")');
    assert.equal(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), true, 'the router navigated, no reload');
    assert.equal(await page.locator('p.footer-extra').textContent(), 'Made on the trail by the Lantern Kit crew.');
    assert.equal(await page.locator('h2.marked-heading#ridge-routes').count(), 1);
    assert.equal(await page.locator('footer.doc-feedback').count(), 1);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
