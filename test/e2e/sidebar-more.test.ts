/**
 * A long sidebar list in a real browser: a page's copy keeps the entries
 * around its own and a "Show N more" entry for each run left out; the button
 * fills the run in from the full sidebar without leaving the page, and
 * without JavaScript the entry is a link to the run's first page. The pages
 * sharing a copy load it once (src/builder/phases/page-sidebar-files.ts).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { waitForHydration } from '../support/page-watch.js';
import { buildInto, serveFolder } from '../support/served-site.js';

const DOCS = 40;

describe('a sidebar list longer than a page shows', () => {
  let fixture: FixtureSite;
  let browser: Browser;
  let url: string;
  let close: () => void;
  before(async () => {
    const files: Record<string, string> = { 'site.config.ts': minimalConfig() };
    for (let i = 1; i <= DOCS; i++) {
      const n = String(i).padStart(2, '0');
      files[`content/docs/topic-${n}.md`] = `---\nsidebar_position: ${i}\n${i === 1 ? 'slug: /\n' : ''}---\n# Topic ${n}\n\nText of topic ${n}.\n`;
    }
    fixture = createSite(files);
    const served = await serveFolder(buildInto(fixture.dir));
    url = served.url;
    close = () => {
      served.server.closeAllConnections();
      served.server.close();
    };
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    close?.();
    fixture?.remove();
  });

  const sidebarLabels = (page: import('playwright-core').Page) =>
    page.$$eval('.doc-page-sidebar .sidebar-link:not(.sidebar-more-button):not(.sidebar-no-js-link)', (links) => links.map((a) => a.textContent!.trim()));

  it('loads the entries left out when the reader asks, staying on the page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/docs`);
    await waitForHydration(page);
    const before = await sidebarLabels(page);
    assert.ok(before.includes('Topic 01') && !before.includes(`Topic ${DOCS}`), `the page's copy is cut: ${before.join(', ')}`);
    const button = page.getByRole('button', { name: /^Show \d+ more/ });
    assert.equal(await button.count(), 1);
    await button.click();
    await page.waitForFunction(
      (last) => [...document.querySelectorAll('.doc-page-sidebar .sidebar-link')].some((a) => a.textContent?.trim() === last),
      `Topic ${DOCS}`,
    );
    const after = await sidebarLabels(page);
    assert.deepEqual(
      after,
      Array.from({ length: DOCS }, (_, i) => `Topic ${String(i + 1).padStart(2, '0')}`),
    );
    assert.equal(new URL(page.url()).pathname, '/docs', 'no navigation');
    await context.close();
  });

  it('pages name their shared copy, which the browser loads once for all of them', async () => {
    const data = (await (await fetch(`${url}/_mysite/data/docs/topic-05.json`)).json()) as { sidebar?: unknown; sidebarFile?: string };
    assert.equal(data.sidebar, undefined, 'the data file does not carry the sidebar');
    assert.match(data.sidebarFile ?? '', /^_mysite\/sidebars\/docs\/[0-9a-f]{16}\.json$/);
    const context = await browser.newContext();
    const page = await context.newPage();
    const copies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_mysite/sidebars/docs/')) copies.push(new URL(request.url()).pathname);
    });
    await page.goto(`${url}/docs/topic-05`);
    await waitForHydration(page);
    for (const next of ['Topic 06', 'Topic 07']) {
      await page.locator('.doc-page-sidebar a.sidebar-link', { hasText: next }).click();
      await page.waitForFunction((label) => document.querySelector('.doc-page-sidebar [aria-current="page"]')?.textContent?.trim() === label, next);
    }
    assert.deepEqual(copies, [`/${data.sidebarFile}`], 'one request for the three pages');
    await context.close();
  });

  it('is a link to the first page of the run without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${url}/docs`);
    const link = page.locator('.sidebar-no-js-link');
    assert.equal(await link.count(), 1);
    assert.ok(await link.isVisible());
    assert.equal(await page.locator('.sidebar-more-button').isVisible(), false);
    await link.click();
    await page.waitForURL(/\/docs\/topic-\d+$/);
    const first = Number(/topic-(\d+)$/.exec(page.url())![1]);
    const shown = (await sidebarLabels(page)).length;
    assert.ok(first > 1 && first <= shown + 1, `leads to the first entry left out (topic ${first})`);
    await context.close();
  });
});
