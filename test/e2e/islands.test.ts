/**
 * Islands in a real browser: a component of an MDX page that needs the
 * browser works once the page has loaded and after a client navigation,
 * its children (with an island inside) stay as the server rendered them,
 * a page without islands loads no islands code, an island reading the
 * docs client hooks has their data after a client navigation, and with
 * JavaScript off the server's HTML is what the reader sees.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FixtureSite } from '../support/fixture-site.js';
import { axeViolations } from '../support/axe.js';
import { waitForHydration } from '../support/page-watch.js';
import { buildAndServe, servedSiteWithBrowser } from '../support/served-site.js';
import { docusaurusSite } from '../mdx/docusaurus-fixture.js';

/** A doc with an island that reads its sidebar (useDocsSidebar) when clicked. */
const SHELF = {
  'src/components/SidebarCount.jsx': `import { useState } from 'react';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
export default function SidebarCount() {
  const sidebar = useDocsSidebar();
  const [shown, setShown] = useState('none');
  return <button type="button" className="sidebar-count" onClick={() => setShown(sidebar.name + ' ' + sidebar.items.length)}>Sidebar: {shown}</button>;
}
`,
  'content/docs/shelf.mdx': "---\ntitle: Shelf\n---\nimport SidebarCount from '@site/src/components/SidebarCount';\n\n<SidebarCount />\n",
};

let site: FixtureSite;
const fixture = servedSiteWithBrowser(() => {
  site = docusaurusSite(SHELF);
  return buildAndServe(site.dir);
});

describe('islands in the browser', () => {
  after(() => site.remove());

  it('hydrate on load: a click changes the state, and the island inside another works too', async () => {
    const page = await fixture.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(fixture.site.url + '/docs');
    await waitForHydration(page);
    await page.waitForSelector('mysite-island[data-hydrated] .tally');
    await page.click('text=Votes: 2');
    await page.waitForSelector('text=Votes: 3');
    await page.click('.reveal-toggle');
    await page.waitForSelector('.reveal-body:not([hidden])');
    await page.click('text=Inner: 10');
    await page.waitForSelector('text=Inner: 11');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('hydrate after a client navigation, and those of the page left are let go', async () => {
    const page = await fixture.browser.newPage();
    await page.goto(fixture.site.url + '/docs/plain');
    await waitForHydration(page);
    assert.equal(
      await page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('islands'))),
      false,
      'no islands code on a page without them',
    );
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs';
      a.id = 'to-intro';
      a.textContent = 'Intro';
      document.querySelector('main')!.append(a);
    });
    await page.click('#to-intro');
    await page.waitForSelector('mysite-island[data-hydrated] .tally');
    await page.click('text=Votes: 2');
    await page.waitForSelector('text=Votes: 3');
    await page.close();
  });

  it('an island reading the docs hooks has their data after a client navigation', async () => {
    const page = await fixture.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(fixture.site.url + '/docs/plain');
    await waitForHydration(page);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/shelf';
      a.id = 'to-shelf';
      a.textContent = 'Shelf';
      document.querySelector('main')!.append(a);
    });
    await page.click('#to-shelf');
    await page.waitForSelector('mysite-island[data-hydrated] .sidebar-count');
    await page.click('text=Sidebar: none');
    await page.waitForSelector('text=Sidebar: defaultSidebar 3');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('without JavaScript, the server HTML is shown: the state the props give, the children in place', async () => {
    const context = await fixture.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(fixture.site.url + '/docs');
    assert.equal(await page.textContent('.tally'), 'Votes: 2');
    assert.match((await page.textContent('.reveal-body')) ?? '', /Hidden Markdown with an inner Inner: 10/);
    await context.close();
  });

  it('are accessible (the page content; the fixture has no navbar brand)', async () => {
    const context = await fixture.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(fixture.site.url + '/docs');
    await waitForHydration(page);
    assert.deepEqual(await axeViolations(page, 'article'), []);
    await context.close();
  });
});
