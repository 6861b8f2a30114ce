/**
 * The machine-readable outputs on a small site: twins resolve the links an
 * author wrote, cards are redrawn only when what they show changes, and
 * each output can be switched off in the config.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const DOCS = {
  'content/docs/intro.md':
    '---\nslug: /\ntitle: Welcome\ndescription: The start.\n---\n\nRead the [guide](./guide.md#setup) and see ![logo](./img/logo.svg). Then [the guide again][ref].\n\n[ref]: ./guide.md\n',
  'content/docs/guide.md': '---\ntitle: Guide\n---\n\n## Setup\n\nBack to [the start](/docs).\n',
  'content/docs/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
};

const sites: FixtureSite[] = [];
function site(extra: string, files: Record<string, string> = {}): FixtureSite {
  const s = createSite({ 'site.config.ts': minimalConfig(extra), ...DOCS, ...files });
  sites.push(s);
  const r = s.run('build');
  assert.equal(r.code, 0, r.stderr);
  return s;
}
after(() => sites.forEach((s) => s.remove()));

const cardFiles = (s: FixtureSite) => readdirSync(join(s.dir, '.mysite-cache/cards')).sort();

describe('Markdown twins', () => {
  it('turn links to Markdown files into the pages built from them, and images into their published files', () => {
    const s = site('');
    const twin = s.read('dist/docs.md');
    assert.match(twin, /^# Welcome\n\n> The start\.\n\n/);
    assert.match(twin, /\[guide\]\(https:\/\/example\.com\/docs\/guide#setup\)/);
    assert.match(twin, /!\[logo\]\(https:\/\/example\.com\/assets\/images\/logo\.[0-9a-f]{8}\.svg\)/);
    assert.match(twin, /^\[ref\]: https:\/\/example\.com\/docs\/guide$/m);
    assert.match(s.read('dist/docs/guide.md'), /\[the start\]\(https:\/\/example\.com\/docs\)/);
    // The link check is not confused by the twin links in the pages.
    assert.equal(s.run('check-links').code, 0);
  });

  it('can be switched off, with llms.txt', () => {
    const s = site('markdownTwins: false, llmsTxt: false,');
    assert.ok(!s.exists('dist/docs.md') && !s.exists('dist/llms.txt') && !s.exists('dist/llms-full.txt'));
    assert.doesNotMatch(s.read('dist/docs.html'), /text\/markdown/);
  });

  it('llms.txt links the pages themselves when twins are off', () => {
    const s = site('markdownTwins: false,');
    assert.match(s.read('dist/llms.txt'), /- \[Guide\]\(https:\/\/example\.com\/docs\/guide\)/);
  });
});

describe('social cards', () => {
  it('are redrawn only for pages whose card changed', () => {
    const s = site('socialCards: true,');
    const before = cardFiles(s);
    assert.equal(before.length, 3, 'home, two docs');
    const guideCard = join(s.dir, 'dist/_mysite/cards/docs/guide.jpg');
    const mtimes = before.map((f) => statSync(join(s.dir, '.mysite-cache/cards', f)).mtimeMs);
    s.write('content/docs/guide.md', '---\ntitle: Guide, renamed\n---\n\n## Setup\n\nBack to [the start](/docs).\n');
    assert.equal(s.run('build').code, 0);
    const after = cardFiles(s);
    assert.equal(after.filter((f) => before.includes(f)).length, 2, 'two cards kept');
    assert.equal(after.length, 3, 'the old card of the guide is gone from the cache');
    before.forEach((f, i) => {
      if (after.includes(f)) assert.equal(statSync(join(s.dir, '.mysite-cache/cards', f)).mtimeMs, mtimes[i], `${f} not drawn again`);
    });
    assert.ok(statSync(guideCard).size > 0);
  });

  it('are off unless asked for: pages then use the site image', () => {
    for (const s of [site(`image: '/card.png',`, { 'static/card.png': 'x' }), site(`socialCards: false, image: '/card.png',`, { 'static/card.png': 'x' })]) {
      assert.ok(!s.exists('dist/_mysite/cards') && !s.exists('.mysite-cache/cards'));
      assert.match(s.read('dist/docs.html'), /<meta property="og:image" content="https:\/\/example\.com\/card\.png">/);
      assert.doesNotMatch(s.read('dist/docs.html'), /og:image:width/);
    }
  });

  it('a big API shares one card per tag; a small one draws a card per operation', () => {
    const spec = (count: number) => {
      const paths: Record<string, unknown> = {};
      for (let i = 0; i < count; i++) {
        const tag = i % 2 ? 'Beta things' : 'Alpha';
        paths[`/items${i}`] = { get: { operationId: `item${i}`, summary: `Item ${i}`, tags: [tag], responses: { 200: { description: 'OK' } } } };
      }
      return JSON.stringify({ openapi: '3.1.0', info: { title: 'Shop', version: '1' }, tags: [{ name: 'Alpha' }, { name: 'Beta things' }], paths });
    };
    const big = site(`socialCards: true, api: { specPath: 'openapi.json' },`, { 'openapi.json': spec(101) });
    const cards = readdirSync(join(big.dir, 'dist/_mysite/cards/api'), { recursive: true }).map(String).sort();
    assert.deepEqual(cards, ['_tags', '_tags/alpha.jpg', '_tags/beta-things.jpg', 'shop.jpg']);
    assert.match(big.read('dist/api/item1.html'), /<meta property="og:image" content="https:\/\/example\.com\/_mysite\/cards\/api\/_tags\/beta-things\.jpg">/);
    const small = site(`socialCards: true, api: { specPath: 'openapi.json' },`, { 'openapi.json': spec(3) });
    assert.ok(small.exists('dist/_mysite/cards/api/item1.jpg') && !small.exists('dist/_mysite/cards/api/_tags'));
    assert.match(small.read('dist/api/item1.html'), /<meta property="og:image" content="https:\/\/example\.com\/_mysite\/cards\/api\/item1\.jpg">/);
  });

  it('name an unreadable font in the error', () => {
    const s = createSite({ 'site.config.ts': minimalConfig(`socialCards: { font: 'fonts/missing.woff' },`), ...DOCS });
    sites.push(s);
    const r = s.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /social card font "fonts\/missing\.woff" cannot be read/);
  });
});

describe('web manifest', () => {
  it('is written from the config and can be switched off', () => {
    const on = site(`webManifest: { shortName: 'Fix', icons: [{ src: '/icon.png', sizes: '192x192', type: 'image/png' }] },`);
    const manifest = JSON.parse(on.read('dist/manifest.webmanifest'));
    assert.equal(manifest.name, 'Fixture');
    assert.equal(manifest.short_name, 'Fix');
    assert.deepEqual(manifest.icons, [{ src: '/icon.png', sizes: '192x192', type: 'image/png' }]);
    const off = site('webManifest: false,');
    assert.ok(!off.exists('dist/manifest.webmanifest'));
    assert.doesNotMatch(off.read('dist/docs.html'), /rel="manifest"/);
  });
});
