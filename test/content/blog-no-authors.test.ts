/** A post without authors, with every feed type: the JSON feed crashed on its empty author list. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

describe('a blog post without authors', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog', feed: { types: 'all' } }],`),
      'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nHello.\n',
      'content/blog/2024-01-01-post.md': '---\ntitle: Post\n---\n\nIntro.\n\n<!-- truncate -->\n\nMore.\n',
    });
  });
  after(() => site.remove());

  it('builds every feed, with no author in them', () => {
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    const json = JSON.parse(site.read('dist/blog/feed.json')) as { items: { title: string; authors?: unknown }[] };
    assert.equal(json.items[0]!.title, 'Post');
    assert.equal(json.items[0]!.authors, undefined);
    assert.doesNotMatch(site.read('dist/blog/rss.xml'), /<author>|<dc:creator>/);
  });
});
