/**
 * A doc page's notices in a real browser, on a translated site whose next
 * docs version is unreleased: the "not translated yet" notice and the
 * "not released yet" banner sit one above the other in the article column
 * (not over the sidebar), alike in shape, their accent on the side the text
 * starts, at 375 and 1280 px, light and dark, left to right (French) and
 * right to left (Arabic); the banner of a page the released version lacks
 * says the page is new and leads to that version's home. axe finds nothing
 * on these pages, whole, in each of those modes, nor on any route of the
 * site (each route in one of them, in turn); on those routes, every link,
 * canonical and hreflang to a locale's home spells it as the sitemap does
 * and the server serves it (at its slash).
 * SCREENSHOTS=<folder> saves each notice page, for a person to look at.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.js';
import { waitForHydration } from '../support/page-watch.js';
import { fixtureSiteWithBrowser } from '../support/served-site.js';
import { keptTabs } from '../support/kept-tabs.js';
import { unreleasedNextSiteFiles } from '../support/translated-site.js';
import { catalogue } from '../../src/i18n/built-in-texts.js';

/** Each page with notices: how many, and the link of the version banner's second line (text, href), if any. */
const PAGES = [
  // 1.0's guide, untranslated in French: the translation notice alone.
  { path: '/fr/docs/guide', notices: 1 },
  // Next's welcome page, untranslated in Arabic: both notices; 1.0 has the page.
  { path: '/ar/docs/next', notices: 2, link: { text: catalogue('ar')['theme.version.latestLink']!.replace('{version}', '1.0'), href: '/ar/docs' } },
  // A page new in Next, untranslated in Arabic: both notices; 1.0 lacks it, so its home.
  { path: '/ar/docs/next/webhooks', notices: 2, link: { text: catalogue('ar')['theme.version.latestHome']!.replace('{version}', '1.0'), href: '/ar/docs' } },
];

const MODES = [375, 1280].flatMap((width) => [false, true].map((dark) => ({ width, dark })));

describe('page notices in the article column', () => {
  const served = fixtureSiteWithBrowser(() => unreleasedNextSiteFiles());
  // axe runs in the pages (bypassCSP); a dark page has the mode stored, a light one the site's default.
  const tabs = keptTabs(served);
  const open = (path: string, { width, dark }: { width: number; dark: boolean }) => tabs(path, { width, mode: dark ? 'dark' : undefined, bypassCSP: true });

  for (const { path, notices: expected, link } of PAGES)
    for (const width of [375, 1280])
      for (const dark of [false, true]) {
        const mode = `${path}, ${width} px, ${dark ? 'dark' : 'light'}`;
        it(`sit in the article, one above the other (${mode})`, async () => {
          const { page, problems } = await open(path, { width, dark });
          await waitForHydration(page);
          const rtl = path.startsWith('/ar');
          assert.equal(await page.getAttribute('html', 'dir'), rtl ? 'rtl' : 'ltr');
          const notices = page.locator('article.doc-article > .page-notices > aside.version-banner');
          assert.equal(await notices.count(), expected, 'every notice is in the article column');
          assert.equal(await page.locator('aside.version-banner').count(), expected, 'and none outside it');
          const article = (await page.locator('article.doc-article').boundingBox())!;
          const boxes = await Promise.all((await notices.all()).map(async (n) => (await n.boundingBox())!));
          for (const box of boxes) {
            assert.ok(box.x >= article.x - 1 && box.x + box.width <= article.x + article.width + 1, `within the article: ${JSON.stringify({ box, article })}`);
          }
          // The accent stripe is on the side the text starts from: the right in Arabic.
          const accents = await notices.evaluateAll((els) => els.map((el) => [getComputedStyle(el).borderLeftWidth, getComputedStyle(el).borderRightWidth]));
          for (const [left, right] of accents)
            assert.ok(parseFloat(rtl ? right! : left!) > parseFloat(rtl ? left! : right!), `accent on the ${rtl ? 'right' : 'left'}: ${left} ${right}`);
          if (boxes.length === 2) {
            assert.ok(boxes[1]!.y >= boxes[0]!.y + boxes[0]!.height, 'the version banner below the translation notice');
            assert.ok(Math.abs(boxes[1]!.width - boxes[0]!.width) < 1, 'as wide as each other');
            const style = await notices.evaluateAll((els) =>
              els.map((el) => `${getComputedStyle(el).borderInlineStartWidth} ${getComputedStyle(el).borderRadius} ${getComputedStyle(el).padding}`),
            );
            assert.equal(style[0], style[1], 'styled alike');
          }
          if (link) {
            const banner = page.getByRole('complementary', { name: catalogue('ar')['theme.version.notice']! });
            const unreleased = catalogue('ar')['theme.version.unreleased']!.replace('{version}', catalogue('ar')['theme.version.current']!);
            assert.ok(((await banner.textContent()) ?? '').includes(unreleased), 'the banner says the version is not released');
            assert.equal(await banner.getByRole('link', { name: link.text, exact: true }).getAttribute('href'), link.href);
          }
          assert.deepEqual(await axeViolations(page), [], 'axe on the whole page');
          const folder = process.env.SCREENSHOTS;
          if (folder) {
            mkdirSync(folder, { recursive: true });
            const name = path.slice(1).replaceAll('/', '-');
            await page.screenshot({ path: join(folder, `page-notices-${name}-${width}-${dark ? 'dark' : 'light'}.png`) });
          }
          assert.deepEqual(problems, []);
        });
      }

  // Every route once, in turn at each width and mode (a route's notices are checked above in all four): axe on 4 × 40 pages took minutes.
  it('passes axe on every route, whole pages, at 375 and 1280 px, light and dark', async () => {
    const routes = htmlRoutes(served.site.outDir);
    assert.ok(routes.length > 20, `the site's routes: ${routes.join(' ')}`);
    const found: string[] = [];
    const homes = new Set<string>();
    for (const [i, { width, dark }] of MODES.entries()) {
      const { page } = await open('/', { width, dark });
      for (const route of routes.filter((_, n) => n % MODES.length === i)) {
        await page.goto(served.site.url + route);
        await waitForHydration(page);
        for (const violation of await axeViolations(page)) found.push(`${route} (${width} px, ${dark ? 'dark' : 'light'}): ${violation}`);
        for (const url of await localeHomeUrls(page)) homes.add(url);
      }
    }
    assert.deepEqual(found, []);
    // A locale's home is spelt one way, at its slash, in links, canonical and hreflang, as in the sitemap, and served there without a redirect.
    assert.deepEqual([...homes].sort(), ['/ar/', '/fr/'], 'every link, canonical and hreflang to a locale home');
    for (const locale of ['fr', 'ar']) {
      const sitemap = readFileSync(join(served.site.outDir, locale, 'sitemap.xml'), 'utf8');
      assert.match(sitemap, new RegExp(`<loc>https://example.com/${locale}/</loc>`));
      assert.doesNotMatch(sitemap, /"https:\/\/example\.com\/(fr|ar)"|>https:\/\/example\.com\/(fr|ar)</, 'no home without its slash');
      const response = await fetch(`${served.site.url}/${locale}/`, { redirect: 'manual' });
      assert.equal(response.status, 200, `/${locale}/ is served as linked`);
    }
  });
});

/** The paths of a page's links, canonical and hreflang alternates that lead to a locale's home, spelt as written. */
function localeHomeUrls(page: Page): Promise<string[]> {
  return page.$$eval('a[href], link[rel="canonical"], link[rel="alternate"][hreflang]', (elements) =>
    elements.map((e) => new URL(e.getAttribute('href')!, location.href).pathname).filter((path) => /^\/(fr|ar)\/?$/.test(path)),
  );
}

/** The path of every HTML page in a built site (index.html read as its folder), the 404 page included. */
function htmlRoutes(outDir: string): string[] {
  return (readdirSync(outDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`)
    .sort();
}
