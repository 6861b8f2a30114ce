/**
 * The search page a build adds (`/search`, builder/phases/search-page-route.ts)
 * when `search.page` is on: one per locale, in each locale's texts, a known
 * route for the link check, in the sitemap and out of the search index; none
 * when it is off (the default) or search is, whose first-load script then does
 * not name its layout; and a site's own page at `/search` kept in its place.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const DOC = '---\ntitle: Start here\n---\n\nLook things up on [the search page](/search).\n';

/** The first-load script of every page (the layouts' chunks are files of their own, loaded through it). */
function entryScript(site: FixtureSite): string {
  const entry = readdirSync(join(site.dir, 'dist/assets/js')).find((file) => /^entry\.\w+\.js$/.test(file));
  return site.read(`dist/assets/js/${entry}`);
}

describe('the search page of a translated site with search.page on', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },\n  search: { page: true },`),
      'content/docs/intro.md': DOC,
      'content/docs/more.md': '---\ntitle: More\n---\n\nText.\n',
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('is a page of each locale, titled in its language, offering the docs without JavaScript', () => {
    const en = site.read('dist/search.html');
    assert.match(en, /<title>Search the documentation \| Fixture<\/title>/);
    assert.match(en, /<h1>Search the documentation<\/h1>/);
    assert.match(en, /<input class="search-page-input" type="search" name="q"/);
    assert.match(en, /<a href="\/sitemap.xml">Every page, in the sitemap<\/a>/);
    assert.match(en, /<a href="\/docs\/intro">The documentation’s first page<\/a>/);
    const fr = site.read('dist/fr/search.html');
    assert.match(fr, /<h1>Rechercher dans la documentation<\/h1>/);
    assert.match(fr, /<a href="\/fr\/docs\/intro">La première page de la documentation<\/a>/);
  });

  it('is a known route for the link check (the doc linking to it built), listed in the sitemap, and not searched itself', () => {
    assert.match(site.read('dist/docs/intro.html'), /<a href="\/search">the search page<\/a>/);
    assert.match(site.read('dist/sitemap.xml'), /<loc>https:\/\/example\.com\/search<\/loc>/);
    const manifest = JSON.parse(site.read('dist/_mysite/search/index.json')) as { pages: [string, string][] };
    assert.deepEqual(
      manifest.pages.map((p) => p[0]).filter((path) => path.includes('search')),
      [],
    );
    const r = site.run('check-links');
    assert.equal(r.code, 0, r.stdout + r.stderr);
  });

  it("has its layout's chunk named in the first-load script", () => {
    assert.match(entryScript(site), /SearchPageLayout\.\w+\.js/);
  });
});

for (const [name, option] of [
  ['search on and its page left at the default (off)', ''],
  ['search off', 'search: false,'],
]) {
  describe(`a site with ${name}`, () => {
    let site: FixtureSite;
    before(() => {
      site = createSite({
        'site.config.ts': minimalConfig(`${option}\n  onBrokenLinks: 'warn',`),
        'content/docs/intro.md': DOC,
      });
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
    });
    after(() => site.remove());

    it('has no search page, a link to one is broken, and its first-load script does not name the layout', () => {
      assert.equal(site.exists('dist/search.html'), false);
      const check = site.run('check-links');
      assert.match(check.stdout + check.stderr, /\/search/);
      assert.doesNotMatch(entryScript(site), /SearchPageLayout/);
    });
  });
}

describe("a site's own page at /search", () => {
  it('stays there, in place of the built-in one', () => {
    const site = createSite({
      'site.config.ts': minimalConfig('search: { page: true },'),
      'content/docs/intro.md': DOC,
      'content/pages/search.tsx': 'export default function Find() { return <main id="main"><h1>Our own finder</h1></main>; }\n',
    });
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      assert.match(site.read('dist/search.html'), /<h1>Our own finder<\/h1>/);
      assert.doesNotMatch(site.read('dist/search.html'), /search-page-input/);
    } finally {
      site.remove();
    }
  });
});
