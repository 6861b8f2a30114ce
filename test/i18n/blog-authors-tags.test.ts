/**
 * A locale's `authors.yml` and `tags.yml`
 * (`i18n/<locale>/docusaurus-plugin-content-blog/`): its entries replace the
 * default locale's entries with the same key; the keys it does not name keep
 * the default locale's entries.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const CONFIG = minimalConfig(`i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  docs: false,
  blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog' }],`);

const POST = '---\ntitle: Launch\nauthors: [ana, ben]\ntags: [news, guide]\n---\n\nOut now.\n\n<!-- truncate -->\n\nMore.\n';
const FR = 'i18n/fr/docusaurus-plugin-content-blog';

describe("a locale's blog authors and tags", () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': CONFIG,
      'content/blog/2026-03-01-launch.md': POST,
      'content/blog/authors.yml': 'ana:\n  name: Ana\n  title: Maintainer\n  page: true\nben:\n  name: Ben\n  title: Writer\n',
      'content/blog/tags.yml': 'news:\n  label: News\nguide:\n  label: Guide\n  permalink: /guides\n',
      [`${FR}/authors.yml`]: 'ana:\n  name: Ana\n  title: Mainteneuse\n  page: true\n',
      [`${FR}/tags.yml`]: 'news:\n  label: Actualités\n  permalink: /actualites\n',
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it("shows the locale's entries for the keys it names", () => {
    const post = site.read('dist/fr/blog/2026/03/01/launch.html');
    assert.match(post, /Mainteneuse/);
    assert.doesNotMatch(post, /Maintainer/);
    assert.match(post, /href="\/fr\/blog\/tags\/actualites"[^>]*>Actualités</);
    assert.ok(site.exists('dist/fr/blog/tags/actualites.html'));
    assert.match(site.read('dist/fr/blog/authors/ana.html'), /Mainteneuse/);
  });

  it("keeps the default locale's entries for the keys it does not name", () => {
    const post = site.read('dist/fr/blog/2026/03/01/launch.html');
    assert.match(post, /Writer/);
    assert.match(post, /href="\/fr\/blog\/tags\/guides"[^>]*>Guide</);
  });

  it('leaves the default locale as it was', () => {
    const post = site.read('dist/blog/2026/03/01/launch.html');
    assert.match(post, /Maintainer/);
    assert.match(post, /href="\/blog\/tags\/news"[^>]*>News</);
    assert.doesNotMatch(post, /Mainteneuse|Actualités/);
  });

  it("points an error in the locale's file at that file", () => {
    site.write(`${FR}/authors.yml`, 'ana:\n  name: Ana\n  url: "javascript:alert(1)"\n');
    const r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, new RegExp(`${FR}/authors\\.yml:1 .*\\[blog/unsafe-url\\]`));
  });
});
