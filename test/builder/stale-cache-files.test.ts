/** Cache files of another engine fingerprint can never be read again: a build removes every one of them. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

describe('cache files of an older engine', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n',
    });
    assert.equal(site.run('build').code, 0);
  });
  after(() => site.remove());

  it('are removed by the next build', () => {
    const dir = join(site.dir, '.mysite-cache');
    const fingerprinted = (names: string[]) => names.filter((name) => /-[0-9a-f]{16}\.bin$/.test(name));
    const own = fingerprinted(readdirSync(dir));
    assert.ok(own.length >= 3, `the build keeps its caches (${own.join(', ')})`);
    // As if an earlier engine had written them.
    for (const name of own) renameSync(join(dir, name), join(dir, name.replace(/-[0-9a-f]{16}\.bin$/, '-0123456789abcdef.bin')));
    site.write('content/docs/a.md', '---\ntitle: A\n---\n\nNew text.\n');
    assert.equal(site.run('build').code, 0);
    assert.deepEqual(
      fingerprinted(readdirSync(dir)).filter((name) => name.includes('0123456789abcdef')),
      [],
      'no file of the other fingerprint is left',
    );
  });
});
