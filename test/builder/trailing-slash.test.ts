/**
 * `trailingSlash` end to end, one small site per value: where each page is
 * written, how a Markdown link, an author's link, the canonical link, the
 * sitemap and a redirect page spell its address, and how `mysite serve`
 * answers it with and without the slash.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { createSite, type FixtureSite, minimalConfig } from '../support/fixture-site.js';
import { createStaticServer } from '../../src/server/static-server.js';
import { folderSource } from '../../src/server/file-source.js';
import { listen } from '../../src/server/listen.js';
import type { TrailingSlash } from '../../src/core/trailing-slash.js';

const VALUES: TrailingSlash[] = [false, true, 'untouched'];

const files = (value: TrailingSlash) => ({
  'site.config.ts': minimalConfig(`trailingSlash: ${JSON.stringify(value)},
  onBrokenLinks: 'throw',
  redirects: [{ from: '/docs/old-guide', to: '/docs/guide' }],
  blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog', feed: { types: ['atom'] } }],`),
  'content/docs/index.md': '# Start\n\nRead the [guide](./guide.md) and its [setup](/docs/guide#setup); the [logo](/img/logo.svg).\n',
  'content/docs/guide.md': '# Guide\n\n## Setup\n\nSteps.\n',
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'content/blog/authors.yml': 'ann:\n  name: Ann\n  page: true\n',
  'content/blog/2026-01-02-hello.md': '---\ntitle: Hello\nauthors: [ann]\ntags: [news]\n---\n\nFirst post.\n',
});

describe('trailingSlash', { timeout: 240_000 }, () => {
  const sites = new Map<TrailingSlash, FixtureSite>();
  const servers: Server[] = [];
  const urls = new Map<TrailingSlash, string>();
  before(async () => {
    for (const value of VALUES) {
      const site = createSite(files(value));
      sites.set(value, site);
      const build = site.run('build');
      assert.equal(build.code, 0, build.stderr);
      const server = createStaticServer({ files: folderSource(join(site.dir, 'dist')), baseUrl: '/', trailingSlash: value });
      servers.push(server);
      urls.set(value, await listen(server, 0, '127.0.0.1'));
    }
  });
  after(async () => {
    await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
    for (const site of sites.values()) site.remove();
  });
  const site = (value: TrailingSlash) => sites.get(value)!;
  const answer = async (value: TrailingSlash, path: string) => {
    const response = await fetch(urls.get(value)! + path, { redirect: 'manual' });
    await response.arrayBuffer();
    return { status: response.status, location: response.headers.get('location') };
  };

  it('false: docs/guide.html, /docs/guide everywhere, /docs/guide/ redirected to it', async () => {
    const s = site(false);
    assert.ok(s.exists('dist/docs/guide.html') && !s.exists('dist/docs/guide/index.html'));
    const start = s.read('dist/docs.html');
    assert.match(start, /href="\/docs\/guide">guide</);
    assert.match(start, /href="\/docs\/guide#setup">setup</);
    assert.match(s.read('dist/docs/guide.html'), /<link rel="canonical" href="https:\/\/example\.com\/docs\/guide">/);
    assert.match(s.read('dist/sitemap.xml'), /<loc>https:\/\/example\.com\/docs\/guide<\/loc>/);
    assert.match(s.read('dist/docs/old-guide.html'), /url=\/docs\/guide"/);
    assert.deepEqual(await answer(false, '/docs/guide'), { status: 200, location: null });
    assert.deepEqual(await answer(false, '/docs/guide/'), { status: 301, location: '/docs/guide' });
  });

  it('true: docs/guide/index.html, /docs/guide/ in links, canonical, sitemap and redirects, /docs/guide redirected to it', async () => {
    const s = site(true);
    assert.ok(s.exists('dist/docs/guide/index.html') && !s.exists('dist/docs/guide.html'));
    assert.ok(s.exists('dist/index.html') && s.exists('dist/404.html'), 'the home and the not-found page stay where hosts look');
    const start = s.read('dist/docs/index.html');
    assert.match(start, /href="\/docs\/guide\/">guide</, 'a Markdown link to a file');
    assert.match(start, /href="\/docs\/guide\/#setup">setup</, 'a link the author wrote to the page');
    assert.match(start, /href="\/img\/logo\.svg">logo</, 'a link to a file keeps its spelling');
    const guide = s.read('dist/docs/guide/index.html');
    assert.match(guide, /<link rel="canonical" href="https:\/\/example\.com\/docs\/guide\/">/);
    assert.match(guide, /"url":"https:\/\/example\.com\/docs\/guide\/"/, 'structured data');
    const sitemap = s.read('dist/sitemap.xml');
    assert.match(sitemap, /<loc>https:\/\/example\.com\/docs\/guide\/<\/loc>/);
    assert.match(sitemap, /<loc>https:\/\/example\.com\/<\/loc>/);
    assert.match(s.read('dist/docs/old-guide/index.html'), /url=\/docs\/guide\/"/);
    assert.match(s.read('dist/_redirects'), /^\/docs\/old-guide \/docs\/guide\/ 301$/m);
  });

  it('true: the Markdown twins, llms-full.txt and the feeds spell page links with the slash', () => {
    const s = site(true);
    assert.match(s.read('dist/docs.md'), /\]\(https:\/\/example\.com\/docs\/guide\/#setup\)/, 'a twin link the author wrote');
    assert.match(s.read('dist/docs.md'), /\]\(https:\/\/example\.com\/img\/logo\.svg\)/, 'a twin link to a file keeps its spelling');
    assert.match(s.read('dist/llms-full.txt'), /^Source: https:\/\/example\.com\/docs\/guide\/$/m);
    const feed = s.read('dist/blog/atom.xml');
    assert.match(feed, /<uri>https:\/\/example\.com\/blog\/authors\/ann\/<\/uri>/, feed);
    assert.match(feed, /scheme="https:\/\/example\.com\/blog\/tags\/news\/"/);
  });

  it('true: mysite serve answers /docs/guide/ and redirects /docs/guide to it', async () => {
    assert.deepEqual(await answer(true, '/docs/guide/'), { status: 200, location: null });
    assert.deepEqual(await answer(true, '/docs/guide'), { status: 301, location: '/docs/guide/' });
    assert.deepEqual(await answer(true, '/'), { status: 200, location: null });
  });

  it("'untouched' (Docusaurus's unset): docs/guide/index.html, /docs/guide in links, served with and without the slash", async () => {
    const s = site('untouched');
    assert.ok(s.exists('dist/docs/guide/index.html') && !s.exists('dist/docs/guide.html'));
    const start = s.read('dist/docs/index.html');
    assert.match(start, /href="\/docs\/guide">guide</);
    assert.match(start, /href="\/docs\/guide#setup">setup</);
    assert.match(s.read('dist/docs/guide/index.html'), /<link rel="canonical" href="https:\/\/example\.com\/docs\/guide">/);
    assert.match(s.read('dist/sitemap.xml'), /<loc>https:\/\/example\.com\/docs\/guide<\/loc>/);
    assert.match(s.read('dist/docs/old-guide/index.html'), /url=\/docs\/guide"/);
    assert.deepEqual(await answer('untouched', '/docs/guide'), { status: 200, location: null });
    assert.deepEqual(await answer('untouched', '/docs/guide/'), { status: 200, location: null });
    assert.deepEqual(await answer('untouched', '/docs/guide/index.html'), { status: 301, location: '/docs/guide' });
  });

  it('check-links finds every link of each output leads somewhere', () => {
    for (const value of VALUES) assert.equal(site(value).run('check-links').code, 0, String(value));
  });
});
