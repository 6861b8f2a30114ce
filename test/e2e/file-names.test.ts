/**
 * Docs whose file names hold spaces, "#", "?" or accents: their pages load
 * at encoded URLs, and the client navigates to them (data chunk included)
 * without a full reload.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { buildAndServe, type ServedSite } from '../support/served-site.js';
import { waitForHydration, watchProblems } from '../support/page-watch.js';

const NAMES = [
  { file: 'my doc', title: 'Spaced', path: '/docs/my%20doc' },
  { file: 'a#b', title: 'Hashed', path: '/docs/a%23b' },
  { file: 'what?', title: 'Questioned', path: '/docs/what%3F' },
  { file: 'café', title: 'Accented', path: '/docs/caf%C3%A9' },
];

describe('routes from unusual file names in a browser', () => {
  let site: FixtureSite;
  let served: ServedSite;
  let browser: Browser;
  before(async () => {
    const files: Record<string, string> = {
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': `---\ntitle: Intro\nslug: /\n---\n\n${NAMES.map((n) => `[${n.title}](./${encodeURIComponent(n.file)}.md)`).join('\n\n')}\n`,
    };
    for (const n of NAMES) files[`content/docs/${n.file}.md`] = `---\ntitle: ${n.title}\n---\n\nThe ${n.title} page.\n`;
    site = createSite(files);
    served = await buildAndServe(site.dir);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await served?.close();
    site?.remove();
  });

  for (const name of NAMES) {
    it(`"${name.file}.md": loads at ${name.path} and is reached by a client-side click`, async () => {
      const page = await browser.newPage();
      const problems = watchProblems(page);
      const direct = await page.goto(served.url + name.path);
      assert.equal(direct?.status(), 200);
      assert.equal(await page.textContent('h1'), name.title);
      await page.goto(served.url + '/docs');
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      await page.click(`.markdown a:text("${name.title}")`);
      await page.waitForSelector(`h1:text("${name.title}")`);
      assert.equal(new URL(page.url()).pathname, name.path);
      assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 1, 'navigated without a reload');
      assert.deepEqual(problems, []);
      await page.close();
    });
  }
});
