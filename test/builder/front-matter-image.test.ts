/**
 * A front matter `image` written beside the page (`./card.png`), as
 * Docusaurus reads it: the file next to the page is published under a
 * content-hashed name and is the page's social image; a translation's own
 * image beside it, else the original's. A file that is missing is an error
 * at the page (found on a real two-locale Docusaurus site, whose translated
 * posts name their banners this way).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('latin1');

/** The page's og:image, as written in its HTML. */
const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];

describe('a front matter image beside the page', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(
        `i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, docs: { sidebarPath: false }, blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog' }],`,
      ),
      'content/docs/intro.md': '---\ntitle: Intro\nimage: ./shots/intro.png\n---\n\nHello.\n',
      'content/docs/shots/intro.png': PNG,
      'content/blog/2026-01-02-launch/index.md': '---\ntitle: Launch\nslug: launch\nimage: ./banner.png\n---\n\nIt is out.\n',
      'content/blog/2026-01-02-launch/banner.png': PNG,
      'i18n/fr/docusaurus-plugin-content-blog/2026-01-02-launch/index.md': '---\ntitle: Lancement\nslug: launch\nimage: ./banniere.png\n---\n\nC’est sorti.\n',
      'i18n/fr/docusaurus-plugin-content-blog/2026-01-02-launch/banniere.png': `${PNG}fr`,
      'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '---\ntitle: Introduction\nimage: ./shots/intro.png\n---\n\nBonjour.\n',
    });
  });
  after(() => site.remove());

  it('is published under a hashed name and becomes the page’s social image, in each locale', () => {
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    const images = [
      ['dist/docs/intro.html', /^https:\/\/example\.com\/assets\/images\/intro\.\w+\.png$/],
      ['dist/blog/launch.html', /^https:\/\/example\.com\/assets\/images\/banner\.\w+\.png$/],
      ['dist/fr/blog/launch.html', /^https:\/\/example\.com\/fr\/assets\/images\/banniere\.\w+\.png$/],
      // The translation has no image of its own beside it: the original's.
      ['dist/fr/docs/intro.html', /^https:\/\/example\.com\/fr\/assets\/images\/intro\.\w+\.png$/],
    ] as const;
    for (const [page, expected] of images) {
      const url = ogImage(site.read(page));
      assert.match(url ?? '', expected, page);
      assert.ok(site.exists(`dist${new URL(url!).pathname}`), `${url} is published`);
    }
  });

  it('that is missing is an error at the page', () => {
    site.write('content/docs/intro.md', '---\ntitle: Intro\nimage: ./shots/missing.png\n---\n\nHello.\n');
    try {
      const r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(
        r.stderr,
        /content\/docs\/intro\.md.* Front matter image not found: \.\/shots\/missing\.png \(expected content\/docs\/shots\/missing\.png\)/,
      );
    } finally {
      site.write('content/docs/intro.md', '---\ntitle: Intro\nimage: ./shots/intro.png\n---\n\nHello.\n');
    }
  });
});
