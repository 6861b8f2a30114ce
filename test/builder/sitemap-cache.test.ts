/**
 * The sitemap's XML is kept in the cache folder by its entries and the
 * engine identity: the same entries under the same engine take it from
 * there, and another engine makes it again.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sitemapFiles } from '../../src/builder/phases/sitemap.js';
import { siteConfigSchema } from '../../src/config/schema.js';
import type { Route } from '../../src/core/types.js';

const dir = mkdtempSync(join(tmpdir(), 'mysite-sitemap-cache-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const config = siteConfigSchema.parse({ title: 'T', url: 'https://example.com' });
const routes = [{ path: '/docs/a', layout: 'doc', head: { title: 'A' }, data: {} }] as unknown as Route[];
const file = join(dir, 'sitemap.json');

async function sitemapXml(identity: string): Promise<string> {
  const files = await sitemapFiles({ routes, config, lastModified: new Map(), ownRobots: true, cache: { file, identity } });
  return String(files.find((f) => f.path === 'sitemap.xml')!.contents);
}

describe('the kept sitemap', () => {
  it('is taken again by the same engine, and made again by another', async () => {
    assert.match(await sitemapXml('engine-1'), /<loc>https:\/\/example\.com\/docs\/a<\/loc>/);
    // Mark the kept XML, so that taking it shows.
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { key: string; xml: string };
    writeFileSync(file, JSON.stringify({ ...kept, xml: '<!-- kept -->' }));
    assert.equal(await sitemapXml('engine-1'), '<!-- kept -->');
    assert.match(await sitemapXml('engine-2'), /<loc>https:\/\/example\.com\/docs\/a<\/loc>/);
  });
});
