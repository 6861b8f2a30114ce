/**
 * `@docusaurus/router` from MDX pages in the browser, on
 * test/fixtures/mdx-site: `useHistory().push` moves through mysite's router
 * (no reload), and `<Redirect>` takes the reader to its target, its page
 * refreshing to it and linking there without JavaScript.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { waitForHydration, watchProblems } from '../support/page-watch.js';
import { FIXTURES } from '../support/paths.js';
import { serveSharedBuild, servedSiteWithBrowser } from '../support/served-site.js';

const fixture = servedSiteWithBrowser(() => serveSharedBuild(join(FIXTURES, 'mdx-site')));

describe('@docusaurus/router in the browser', () => {
  it('useHistory().push changes the page without a reload', async () => {
    const context = await fixture.browser.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(fixture.site.url + '/docs/moving');
    await waitForHydration(page);
    await page.locator('.go-to[data-ready]').waitFor();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.click('.go-to');
    await page.waitForURL(fixture.site.url + '/docs/usage');
    await page.waitForSelector('h1:text("Usage")');
    assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true, 'no reload');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('<Redirect> takes the reader to its target; without JavaScript the page links there', async () => {
    const context = await fixture.browser.newContext();
    const page = await context.newPage();
    await page.goto(fixture.site.url + '/docs/moved');
    await page.waitForURL(fixture.site.url + '/docs/install');
    await context.close();
    // Without JavaScript the head's refresh moves the reader; the page as served also links there.
    const noScript = await fixture.browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto(fixture.site.url + '/docs/moved');
    await still.waitForURL(fixture.site.url + '/docs/install');
    await noScript.close();
    const html = await (await fetch(fixture.site.url + '/docs/moved')).text();
    assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/install">/);
    assert.match(html, /<a href="\/docs\/install">\/docs\/install<\/a>/);
  });
});
