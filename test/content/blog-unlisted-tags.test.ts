/**
 * A tag or an author that only unlisted posts have, as Docusaurus does it: its
 * page lists those posts and is unlisted itself (the notice, `noindex`, out of
 * the sitemap and of the list of tags or authors), so that the unlisted posts'
 * links to it lead somewhere. A tag that listed posts have too lists only those.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const post = (title: string, front: string) => `---\ntitle: ${title}\n${front}\n---\n\nIntro.\n\n<!-- truncate -->\n\nMore.\n`;

describe('tags and authors only unlisted posts have', () => {
  let site: FixtureSite;
  let build: { code: number; stderr: string };
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`docs: false,\n  blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog' }],`),
      'content/blog/authors.yml': 'ana:\n  name: Ana Ortiz\n  page: true\nben:\n  name: Ben Bauer\n  page: true\n',
      'content/blog/tags.yml': 'news:\n  label: News\nsecret:\n  label: Secret plans\n',
      'content/blog/2026-03-01-launch.md': post('Launch day', 'authors: [ben]\ntags: [news]'),
      'content/blog/2026-03-02-draft-plans.md': post('Draft plans', 'authors: [ana]\ntags: [secret, news]\nunlisted: true'),
    });
    build = site.run('build');
  });
  after(() => site.remove());

  it('builds with no broken link: the unlisted post links to pages that exist', () => {
    assert.equal(build.code, 0, build.stderr);
    assert.equal(site.run('check-links').code, 0);
    assert.match(site.read('dist/blog/2026/03/02/draft-plans.html'), /href="\/blog\/tags\/secret"/);
    assert.match(site.read('dist/blog/2026/03/02/draft-plans.html'), /href="\/blog\/authors\/ana"/);
  });

  it('gives the tag a page that lists its unlisted posts and is unlisted itself', () => {
    const page = site.read('dist/blog/tags/secret.html');
    assert.match(page, /Draft plans/);
    assert.match(page, /<meta name="robots" content="noindex, nofollow">/);
    assert.match(page, /Unlisted page/);
    assert.doesNotMatch(site.read('dist/blog/tags.html'), /Secret plans/);
    assert.doesNotMatch(site.read('dist/sitemap.xml'), /tags\/secret/);
  });

  it('does the same for an author', () => {
    const page = site.read('dist/blog/authors/ana.html');
    assert.match(page, /Draft plans/);
    assert.match(page, /noindex/);
    assert.doesNotMatch(site.read('dist/blog/authors.html'), /Ana Ortiz/);
    assert.match(site.read('dist/blog/authors.html'), /Ben Bauer/);
  });

  it('lists only the listed posts of a tag listed posts have too, on a listed page', () => {
    const page = site.read('dist/blog/tags/news.html');
    assert.match(page, /Launch day/);
    assert.doesNotMatch(page, /Draft plans/);
    assert.doesNotMatch(page, /noindex|Unlisted page/);
    assert.match(site.read('dist/blog/tags.html'), /News/);
    assert.match(site.read('dist/sitemap.xml'), /blog\/tags\/news/);
  });
});
