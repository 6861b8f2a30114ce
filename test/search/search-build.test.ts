/**
 * The search index a build writes: what it holds and leaves out, the
 * button it brings, `search: false`, a mistaken section name, and runs that
 * redo only what changed (watch mode, and builds through the cache).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { buildInto } from '../support/served-site.js';
import { SearchClient } from '../../src/search/search-client.js';
import { SearchIndex } from '../../src/search/search-index.js';
import { indexBucket } from '../../src/search/index-bucket.js';
import type { SearchManifest } from '../../src/search/manifest.js';
import type { SiteBuilder } from '../../src/builder/orchestration/site-builder.js';
import { type MemoryBuilder, memoryBuilder } from '../support/memory-builder.js';
import type { Route } from '../../src/core/types.js';

process.env.NODE_ENV = 'production';

const FILES: Record<string, string> = {
  'site.config.ts': minimalConfig(`blogs: [{ id: 'news', path: 'content/news', routeBasePath: '/news' }],\n  search: { sections: { news: 'News' } },`),
  'content/docs/intro.md': '---\ntitle: Intro\n---\n\nWelcome aboard.\n\n## Install\n\nRun the installer.\n',
  'content/docs/other.md': '---\ntitle: Other\n---\n\nSomething else.\n',
  'content/docs/secret.md': '---\ntitle: Secret\nunlisted: true\n---\n\nA hidden pangolin.\n',
  'content/docs/wip.md': '---\ntitle: Work in progress\ndraft: true\n---\n\nAn unfinished pangolin.\n',
  'content/news/2024-01-02-hello.md': '---\ntitle: Hello news\n---\n\nFirst news.\n\n<!-- truncate -->\n\nMore about the armadillo.\n',
};

const fromFolder = (dir: string) => async (path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8'));

describe('the search index of a built site', () => {
  let site: FixtureSite;
  let out: string;
  before(() => {
    site = createSite(FILES);
    out = buildInto(site.dir);
  });
  after(() => {
    site.remove();
    rmSync(out, { recursive: true, force: true });
  });

  it('holds the docs, posts and pages, not unlisted pages, drafts or list pages', () => {
    const manifest = JSON.parse(readFileSync(join(out, '_mysite/search/index.json'), 'utf8')) as SearchManifest;
    const titles = manifest.pages.map((p) => p[1]).sort();
    assert.deepEqual(titles, ['Hello news', 'Home', 'Intro', 'Other']);
    assert.deepEqual(manifest.groups, ['Docs', 'News', 'Pages']);
  });

  it('answers queries with the section that matches', async () => {
    const search = await SearchClient.open(fromFolder(out));
    const hit = (await search.search('installer')).groups[0]?.hits[0];
    assert.equal(hit?.route, '/docs/intro');
    assert.equal(hit?.anchor, 'install');
    assert.equal((await search.search('armadillo')).groups[0]?.label, 'News');
    assert.deepEqual((await search.search('pangolin')).groups, [], 'unlisted and draft pages are not searched');
  });

  it('puts the search button in every page', () => {
    assert.match(readFileSync(join(out, 'index.html'), 'utf8'), /class="search-button"/);
    assert.match(readFileSync(join(out, 'docs/intro.html'), 'utf8'), /class="search-button"/);
  });
});

describe('ranking across the parts of a site', () => {
  it('puts a page titled with the query above a page of another part whose sections all mention it', async () => {
    const mentions = (n: number) => `Sending webhooks to a server: webhooks are retried, webhooks number ${n}.`;
    const site = createSite({
      'site.config.ts': minimalConfig(`blogs: [{ id: 'news', path: 'content/news', routeBasePath: '/news' }],`),
      'content/docs/deploy.md': `---\ntitle: Deploying\n---\n\n${mentions(0)}\n\n## Webhooks on staging\n\n${mentions(1)}\n\n## Webhooks in production\n\n${mentions(2)}\n\n## Webhooks on rollback\n\n${mentions(3)}\n`,
      'content/news/2024-01-02-webhooks.md':
        '---\ntitle: Signed webhooks are here\n---\n\nThis release signs every outgoing call with a key, so a receiver can check where it came from.\n',
    });
    const out = buildInto(site.dir);
    try {
      const search = await SearchClient.open(fromFolder(out));
      const results = await search.search('webhooks');
      assert.deepEqual(
        results.groups.map((g) => [g.label, g.hits[0]!.route]),
        [
          ['Blog', '/news/2024/01/02/webhooks'],
          ['Docs', '/docs/deploy'],
        ],
      );
    } finally {
      site.remove();
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('search: false', () => {
  it('writes no index and shows no button', () => {
    const site = createSite({ 'site.config.ts': minimalConfig('search: false,'), 'content/docs/a.md': '# A\n\nText.\n' });
    const out = buildInto(site.dir);
    try {
      assert.equal(existsSync(join(out, '_mysite/search')), false);
      assert.doesNotMatch(readFileSync(join(out, 'docs/a.html'), 'utf8'), /search-button/);
    } finally {
      site.remove();
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('search.sections naming no part of the site', () => {
  it('is the author’s error, with a suggestion', () => {
    const site = createSite({ 'site.config.ts': minimalConfig(`search: { sections: { doc: 'Guides' } },`), 'content/docs/a.md': '# A\n' });
    try {
      const r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /search\.sections\.doc: the site has no part "doc" \(did you mean "docs"\?\)/);
      assert.match(r.stderr, /site\.config\.ts/);
    } finally {
      site.remove();
    }
  });
});

describe('incremental search index', () => {
  let site: FixtureSite;
  let builder: SiteBuilder;
  let output: MemoryBuilder['output'];
  let runBuild: MemoryBuilder['run'];
  const run = async (changed?: string[]) => (await runBuild(changed)).published;
  before(async () => {
    site = createSite(FILES);
    ({ builder, output, run: runBuild } = await memoryBuilder(site.dir));
    await run();
  });
  after(async () => {
    await builder.close();
    site.remove();
  });

  it('in watch mode, reads and indexes again only the edited page, and publishes only what changed', async () => {
    site.write('content/docs/intro.md', '---\ntitle: Intro\n---\n\nWelcome aboard.\n\n## Install\n\nRun the setup wizard.\n');
    const published = await run(['content/docs/intro.md']);
    assert.equal(builder.searchStats.extracted, 1);
    assert.equal(builder.searchStats.indexed, 1);
    assert.ok(published.includes('_mysite/search/text/docs/intro.json'));
    assert.ok(published.includes('_mysite/search/index.json'));
    assert.ok(!published.includes('_mysite/search/text/docs/other.json'), published.join(', '));
    const search = await SearchClient.open(async (path) => JSON.parse(String(output.get(path))));
    assert.equal((await search.search('wizard')).groups[0]?.hits[0]?.anchor, 'install');
  });

  it('drops the files of a deleted page', async () => {
    site.delete('content/docs/other.md');
    const published = await run(['content/docs/other.md']);
    assert.ok(published.includes('_mysite/search/text/docs/other.json'));
    assert.equal(output.has('_mysite/search/text/docs/other.json'), false);
  });
});

describe('the search index kept between builds', () => {
  const route = (path: string, text: string): Route => ({ path, layout: 'doc', head: { title: path }, data: { html: `<p>${text}</p>`, toc: [] } });
  const labels = new Map([['docs', 'Docs']]);
  const render = async () => ({ title: '', html: '' });

  it('reads again only pages whose key changed, in a later process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mysite-search-'));
    try {
      const file = join(dir, 'search.bin');
      const routes = [route('/docs/a', 'alpha'), route('/docs/b', 'beta')];
      const first = new SearchIndex(file);
      await first.update({
        routes,
        keys: new Map([
          ['/docs/a', { key: '1' }],
          ['/docs/b', { key: '1' }],
        ]),
        labels,
        render,
      });
      assert.deepEqual(first.stats, { pages: 2, extracted: 2, buckets: 1, indexed: 1 });
      first.save();
      const again = new SearchIndex(file);
      await again.update({
        routes,
        keys: new Map([
          ['/docs/a', { key: '1' }],
          ['/docs/b', { key: '1' }],
        ]),
        labels,
        render,
      });
      assert.deepEqual(again.stats, { pages: 2, extracted: 0, buckets: 1, indexed: 0 });
      routes[1] = route('/docs/b', 'gamma');
      const files = await again.update({
        routes,
        keys: new Map([
          ['/docs/a', { key: '1' }],
          ['/docs/b', { key: '2' }],
        ]),
        labels,
        render,
      });
      assert.deepEqual(again.stats, { pages: 2, extracted: 1, buckets: 1, indexed: 1 });
      assert.match(String(files.find((f) => f.path === '_mysite/search/text/docs/b.json')?.contents), /gamma/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('sends buckets to the threads only when more than one is to be indexed', async () => {
    // 500 one-section pages make two buckets; a changed page gets a new key and a new text.
    const pages = (changed: Set<number>) => routes(changed).map((r, i) => [r.path, { key: changed.has(i) ? '2' : '1' }] as const);
    const routes = (changed: Set<number>) => Array.from({ length: 500 }, (_, i) => route(`/docs/p${i}`, changed.has(i) ? `other${i}` : `word${i}`));
    const update = (changed: Set<number>) => index.update({ routes: routes(changed), keys: new Map(pages(changed)), labels, render, offload });
    let offloaded = 0;
    const offload = async (docs: Parameters<typeof indexBucket>[0], key: string) => {
      offloaded++;
      return indexBucket(docs, key);
    };
    const index = new SearchIndex();
    await update(new Set());
    assert.deepEqual([index.stats.buckets, index.stats.indexed, offloaded], [2, 2, 2]);
    await update(new Set([7]));
    assert.deepEqual([index.stats.indexed, offloaded], [1, 2], 'one bucket: indexed in this thread');
    await update(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    assert.deepEqual([index.stats.indexed, offloaded], [2, 4]);
  });

  it("indexes a bucket again only when a page's text changed, not its render key alone", async () => {
    const routes = Array.from({ length: 500 }, (_, i) => route(`/docs/p${i}`, `word${i}`));
    const keys = (key: string) => new Map(routes.map((r) => [r.path, { key }]));
    const index = new SearchIndex();
    const first = await index.update({ routes, keys: keys('1'), labels, render });
    // Every render key changes (the footer was edited, say): every page is read again, no bucket is indexed again.
    const again = await index.update({ routes, keys: keys('2'), labels, render });
    assert.deepEqual(index.stats, { pages: 500, extracted: 500, buckets: 2, indexed: 0 });
    const contents = (files: typeof first) => files.map((f) => `${f.path}\n${String(f.contents)}`).sort();
    assert.deepEqual(contents(again), contents(first), 'the same files');
    const texts = again.filter((f) => f.path.startsWith('_mysite/search/text/'));
    assert.deepEqual(
      texts.map((f) => f.madeFrom),
      first.filter((f) => f.path.startsWith('_mysite/search/text/')).map((f) => f.madeFrom),
      'text files made from the same text: kept',
    );
    routes[3] = route('/docs/p3', 'changed');
    await index.update({ routes, keys: keys('3'), labels, render });
    assert.deepEqual(index.stats, { pages: 500, extracted: 500, buckets: 2, indexed: 1 });
  });
});
