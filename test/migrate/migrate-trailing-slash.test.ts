/**
 * `mysite migrate` keeps a site's addresses: Docusaurus's `trailingSlash`
 * true and false carry over, and a site that leaves it unset gets
 * `'untouched'` (pages in folders, links as written).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mapDocusaurusConfig } from '../../src/migrate/map-site.js';
import { siteConfigSchema } from '../../src/config/schema.js';

describe('mysite migrate: trailingSlash', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'mysite-migrate-slash-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  const mapped = async (extra: Record<string, unknown>) => {
    const migration = await mapDocusaurusConfig({ title: 'Site', url: 'https://example.com', ...extra } as never, dir);
    return { migration, config: siteConfigSchema.parse(migration.config) };
  };

  it('carries true over, and false as the default it is', async () => {
    assert.equal((await mapped({ trailingSlash: true })).config.trailingSlash, true);
    const off = await mapped({ trailingSlash: false });
    assert.equal(off.migration.config.trailingSlash, undefined);
    assert.equal(off.config.trailingSlash, false);
    assert.ok(!off.migration.skipped.some((s) => s.path === 'trailingSlash'));
  });

  it("writes 'untouched' for a site that leaves it unset", async () => {
    const { migration, config } = await mapped({});
    assert.equal(migration.config.trailingSlash, 'untouched');
    assert.equal(config.trailingSlash, 'untouched');
  });

  it('reports a value that is neither', async () => {
    const { migration } = await mapped({ trailingSlash: 'yes' });
    assert.match(migration.skipped.find((s) => s.path === 'trailingSlash')?.reason ?? '', /expected true, false or no value/);
    assert.equal(migration.config.trailingSlash, undefined);
  });
});
