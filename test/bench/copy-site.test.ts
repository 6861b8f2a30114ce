/** bench:docusaurus copies a site without its top-level outputs, keeping content folders of the same names. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { copySite } from '../../bench/copy-site.js';

describe('copySite', () => {
  const work = mkdtempSync(join(tmpdir(), 'mysite-copy-site-'));
  after(() => rmSync(work, { recursive: true, force: true }));

  it('leaves out build/, .git/ and the caches at the top, keeps docs/build/, and links node_modules', () => {
    const from = join(work, 'site');
    for (const file of [
      'build/index.html',
      '.git/HEAD',
      '.docusaurus/x.json',
      'node_modules/clsx/index.js',
      'docs/build/intro.md',
      'docs/dist/x.md',
      'sidebars.js',
    ]) {
      mkdirSync(dirname(join(from, file)), { recursive: true });
      writeFileSync(join(from, file), 'x');
    }
    const to = join(work, 'copy');
    copySite(from, to);
    assert.ok(existsSync(join(to, 'docs/build/intro.md')));
    assert.ok(existsSync(join(to, 'docs/dist/x.md')));
    assert.ok(existsSync(join(to, 'sidebars.js')));
    for (const gone of ['build', '.git', '.docusaurus']) assert.ok(!existsSync(join(to, gone)), gone);
    assert.ok(lstatSync(join(to, 'node_modules')).isSymbolicLink());
  });
});
