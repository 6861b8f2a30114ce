/** sitemap.xml and robots.txt of the real site, read with an XML parser. */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { sharedOutput } from '../support/shared-build.js';
import { routeOfHtmlFile } from '../../src/core/urls.js';

describe('sitemap.xml', () => {
  let dist: string;
  let urls: { loc: string; changefreq: string; priority: number; lastmod?: string }[];
  before(async () => {
    dist = await sharedOutput();
    const xml = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    const parsed = new XMLParser().parse(xml);
    urls = [parsed.urlset.url].flat();
  });

  it('lists every public page with absolute URLs, weekly and priority 0.5', () => {
    const pages = readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.html'))
      .map((e) => routeOfHtmlFile(join(e.parentPath, e.name).slice(dist.length + 1)))
      .filter((p) => p !== '/404' && !/\/tags(\/|$)/.test(p));
    const locs = urls.map((u) => u.loc);
    assert.deepEqual([...locs].sort(), pages.map((p) => 'https://simplejwtlogin.com' + (p === '/' ? '/' : p)).sort());
    for (const u of urls) {
      assert.equal(u.changefreq, 'weekly');
      assert.equal(u.priority, 0.5);
    }
  });

  it('leaves out tag pages of every tags section and the not-found page', () => {
    const locs = urls.map((u) => u.loc);
    assert.ok(!locs.some((l) => /\/tags(\/|$)/.test(l)), 'no tag pages');
    assert.ok(!locs.some((l) => l.endsWith('/404')), 'no 404');
    assert.ok(locs.includes('https://simplejwtlogin.com/blog/page/2'), 'list pages are public pages');
    assert.ok(locs.includes('https://simplejwtlogin.com/docs/authentication'));
    assert.ok(locs.includes('https://simplejwtlogin.com/api/get-jwt'));
  });

  it('gives lastmod where it is known, as an ISO date', () => {
    const doc = urls.find((u) => u.loc.endsWith('/docs/authentication'))!;
    if (doc.lastmod) assert.match(doc.lastmod, /^\d{4}-\d{2}-\d{2}T/);
    assert.ok(
      urls.some((u) => u.lastmod),
      'pages from committed files have a lastmod',
    );
  });

  it('is named in robots.txt', () => {
    assert.equal(readFileSync(join(dist, 'robots.txt'), 'utf8'), 'User-agent: *\nAllow: /\n\nSitemap: https://simplejwtlogin.com/sitemap.xml\n');
  });
});
