/** Feeds carry the newest 20 posts by default (as Docusaurus's do); `feed.limit` sets how many, `false` every post. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const POSTS = 23;

describe('how many posts the feeds carry', () => {
  let site: FixtureSite;
  before(() => {
    const posts = Object.fromEntries(
      Array.from({ length: POSTS }, (_, i) => {
        const day = String(i + 1).padStart(2, '0');
        return [`content/blog/2024-01-${day}-post-${day}.md`, `---\ntitle: Post ${day}\n---\n\nText of post ${day}.\n`];
      }),
    );
    site = createSite({ 'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nHello.\n', ...posts });
  });
  after(() => site.remove());

  function build(feed: string): { rss: string[]; json: string[] } {
    site.write('site.config.ts', minimalConfig(`blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog', feed: ${feed} }],`));
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    const rss = [...site.read('dist/blog/rss.xml').matchAll(/<item>\s*<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map((m) => m[1]!);
    const json = (JSON.parse(site.read('dist/blog/feed.json')) as { items: { title: string }[] }).items.map((item) => item.title);
    return { rss, json };
  }

  it('the newest 20 by default', () => {
    const { rss, json } = build("{ types: 'all' }");
    assert.equal(rss.length, 20);
    assert.equal(rss[0], 'Post 23');
    assert.equal(rss[19], 'Post 04');
    assert.deepEqual(json, rss);
  });

  it('as many as `limit` says, or every post with `false`', () => {
    assert.deepEqual(build("{ types: 'all', limit: 2 }").rss, ['Post 23', 'Post 22']);
    assert.equal(build("{ types: 'all', limit: false }").json.length, POSTS);
  });

  it('a limit that is not a positive whole number is a config error', () => {
    site.write('site.config.ts', minimalConfig(`blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog', feed: { limit: 0 } }],`));
    const r = site.run('build');
    assert.notEqual(r.code, 0);
    assert.match(r.stderr, /blogs\[0\]\.feed\.limit|feed\.limit/);
  });
});
