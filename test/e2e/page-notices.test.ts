/**
 * A doc page's notices in a real browser: on a page a locale has not
 * translated, of a version no longer maintained, the "not translated yet"
 * notice and the version banner sit one above the other in the article
 * column (not over the sidebar), alike in shape, at 375 and 1280 px, light
 * and dark, left to right (French) and right to left (Arabic); axe finds
 * nothing. SCREENSHOTS=<folder> saves each, for a person to look at.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { axeViolations } from '../support/axe.js';
import { waitForHydration } from '../support/page-watch.js';
import { fixtureSiteWithBrowser, openPage } from '../support/served-site.js';
import { translatedSiteFiles } from '../support/translated-site.js';

describe('page notices in the article column', () => {
  // French translates 1.0's welcome page, Arabic does not: /fr/docs/guide is untranslated in the last version.
  const served = fixtureSiteWithBrowser(() => translatedSiteFiles());

  for (const path of ['/fr/docs/guide', '/ar/docs/1.0'])
    for (const width of [375, 1280])
      for (const dark of [false, true]) {
        const mode = `${path}, ${width} px, ${dark ? 'dark' : 'light'}`;
        it(`sit in the article, one above the other (${mode})`, async () => {
          const { page, context, problems } = await openPage(served, path, { dark, viewport: { width, height: 800 } });
          await waitForHydration(page);
          const notices = page.locator('article.doc-article > .page-notices > aside.version-banner');
          const expected = path.startsWith('/ar') ? 2 : 1;
          assert.equal(await notices.count(), expected, 'every notice is in the article column');
          assert.equal(await page.locator('aside.version-banner').count(), expected, 'and none outside it');
          const article = (await page.locator('article.doc-article').boundingBox())!;
          const boxes = await Promise.all((await notices.all()).map(async (n) => (await n.boundingBox())!));
          for (const box of boxes) {
            assert.ok(box.x >= article.x - 1 && box.x + box.width <= article.x + article.width + 1, `within the article: ${JSON.stringify({ box, article })}`);
          }
          if (boxes.length === 2) {
            assert.ok(boxes[1]!.y >= boxes[0]!.y + boxes[0]!.height, 'the version banner below the translation notice');
            assert.ok(Math.abs(boxes[1]!.width - boxes[0]!.width) < 1, 'as wide as each other');
            const style = await notices.evaluateAll((els) =>
              els.map((el) => getComputedStyle(el).borderInlineStartWidth + ' ' + getComputedStyle(el).borderRadius),
            );
            assert.equal(style[0], style[1], 'styled alike');
          }
          assert.deepEqual(await axeViolations(page, 'main'), []);
          const folder = process.env.SCREENSHOTS;
          if (folder) {
            mkdirSync(folder, { recursive: true });
            await page.screenshot({ path: join(folder, `page-notices-${path.slice(1, 3)}-${width}-${dark ? 'dark' : 'light'}.png`) });
          }
          assert.deepEqual(problems, []);
          await context.close();
        });
      }
});
