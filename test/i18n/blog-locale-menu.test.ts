/**
 * A tag page's locale menu leads to the same tag (by its key) in the other
 * locale, which may be at another path (the locale's tags.yml renames it);
 * when the locale has no post with the tag (a translated post with other
 * tags), to that locale's list of tags. Never to a page that is not there: the
 * build checks the links between locales. The `hreflang` alternates follow.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const CONFIG = minimalConfig(`i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  navbar: { title: 'Notes', items: [{ label: 'Blog', to: '/blog', position: 'left' }, { type: 'localeDropdown', position: 'right' }] },
  docs: false,
  blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog', postsPerPage: 1 }],`);

const FR = 'i18n/fr/docusaurus-plugin-content-blog';
const post = (title: string, tags: string) => `---\ntitle: ${title}\ntags: [${tags}]\n---\n\nIntro.\n\n<!-- truncate -->\n\nMore.\n`;

/** The locale menu's link to `hreflang` on a built page. */
function menuLink(html: string, hreflang: string): string | undefined {
  return new RegExp(`<a href="([^"]*)" hrefLang="${hreflang}"`).exec(html)?.[1];
}

function alternate(html: string, hreflang: string): string | undefined {
  return new RegExp(`<link rel="alternate" href="([^"]*)" hreflang="${hreflang}">`).exec(html)?.[1];
}

describe("the locale menu of the blog's tag, author and index pages", () => {
  let site: FixtureSite;
  let build: { code: number; stderr: string };
  before(() => {
    site = createSite({
      'site.config.ts': CONFIG,
      'content/blog/tags.yml': 'news:\n  label: News\n',
      'content/blog/authors.yml': 'ana:\n  name: Ana\n  page: true\n',
      [`${FR}/authors.yml`]: 'ana:\n  name: Ana\n  page:\n    permalink: ana-fr\n',
      [`${FR}/tags.yml`]: 'news:\n  label: Actualités\n  permalink: /actualites\n',
      'content/blog/2026-03-01-launch.md': post('Launch', 'news').replace('---\n\n', 'authors: [ana]\n---\n\n'),
      'content/blog/2026-03-02-release.md': post('Release', 'news, release'),
      [`${FR}/2026-03-02-release.md`]: post('Sortie', 'news, version'),
      // French keeps this post unlisted: its tag's page there is unlisted too.
      'content/blog/2026-03-03-teaser.md': post('Teaser', 'teaser'),
      [`${FR}/2026-03-03-teaser.md`]: post('Avant-goût', 'teaser').replace('---\n\n', 'unlisted: true\n---\n\n'),
    });
    build = site.run('build');
  });
  after(() => site.remove());

  it('builds: every link between the locales leads to a page', () => {
    assert.equal(build.code, 0, build.stderr);
    assert.equal(site.run('check-links').code, 0);
  });

  it('leads to the tag the other locale renames, both ways, page for page', () => {
    assert.equal(menuLink(site.read('dist/blog/tags/news.html'), 'fr'), '/fr/blog/tags/actualites');
    assert.equal(menuLink(site.read('dist/fr/blog/tags/actualites.html'), 'en'), '/blog/tags/news');
    assert.equal(menuLink(site.read('dist/blog/tags/news/page/2.html'), 'fr'), '/fr/blog/tags/actualites/page/2');
    assert.equal(menuLink(site.read('dist/blog/tags/news.html'), 'en'), '/blog/tags/news');
  });

  it("leads to the other locale's list of tags when it does not have the tag", () => {
    assert.equal(menuLink(site.read('dist/blog/tags/release.html'), 'fr'), '/fr/blog/tags');
    assert.equal(menuLink(site.read('dist/fr/blog/tags/version.html'), 'en'), '/blog/tags');
  });

  it('names the same tag in the hreflang alternates, and no page for a locale without it', () => {
    assert.equal(alternate(site.read('dist/blog/tags/news.html'), 'fr'), 'https://example.com/fr/blog/tags/actualites');
    assert.equal(alternate(site.read('dist/fr/blog/tags/actualites.html'), 'en'), 'https://example.com/blog/tags/news');
    assert.equal(alternate(site.read('dist/blog/tags/release.html'), 'fr'), undefined);
    assert.equal(alternate(site.read('dist/blog/tags/release.html'), 'en'), 'https://example.com/blog/tags/release');
    assert.match(site.read('dist/sitemap.xml'), /hreflang="fr" href="https:\/\/example\.com\/fr\/blog\/tags\/actualites"/);
  });

  it("leads to an author's page and the blog's pages in the other locale", () => {
    assert.equal(menuLink(site.read('dist/blog/authors/ana.html'), 'fr'), '/fr/blog/authors/ana-fr');
    assert.equal(menuLink(site.read('dist/fr/blog/authors/ana-fr.html'), 'en'), '/blog/authors/ana');
    // French lists one post fewer (one is unlisted there): its blog has no third page.
    assert.equal(menuLink(site.read('dist/blog/page/3.html'), 'fr'), '/fr/blog');
    assert.equal(menuLink(site.read('dist/blog/page/2.html'), 'fr'), '/fr/blog/page/2');
  });

  it('leads to a tag page the other locale keeps unlisted, which no alternate names', () => {
    const page = site.read('dist/blog/tags/teaser.html');
    assert.equal(menuLink(page, 'fr'), '/fr/blog/tags/teaser');
    assert.equal(alternate(page, 'fr'), undefined);
    assert.match(site.read('dist/fr/blog/tags/teaser.html'), /noindex/);
  });

  it('knows the other locale when it builds one locale alone', () => {
    const r = site.run('build', '--locale', 'fr');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(menuLink(site.read('dist/fr/blog/tags/actualites.html'), 'en'), '/blog/tags/news');
    assert.equal(menuLink(site.read('dist/fr/blog/tags/version.html'), 'en'), '/blog/tags');
  });
});
