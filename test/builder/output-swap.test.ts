/**
 * The output swap puts the new build in the output folder's place and the
 * old output in the spare folder's, in one step with the addon
 * (renameat2(RENAME_EXCHANGE), where it was built) and with two renames
 * without it, or where the file system refuses an exchange. Both ways are
 * run wherever the addon exists.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXCHANGE_ADDON, nativeExchange, type Exchange } from '../../src/builder/output/exchange-folders.js';
import { swapIn } from '../../src/builder/output/output-swap.js';
import { REPO_ROOT } from '../support/paths.js';

const refusing: Exchange = () => {
  throw Object.assign(new Error('EINVAL: invalid argument, renameat2'), { code: 'EINVAL' });
};

const ways: [string, Exchange | undefined][] = [
  ['two renames (no addon)', undefined],
  ['two renames (a file system that cannot exchange)', refusing],
];
const addon = nativeExchange();
if (addon) ways.push(['one exchange (the addon)', addon]);

describe('swapping the new build in', () => {
  let work: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'mysite-swap-'));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  const folder = (name: string, text: string) => {
    mkdirSync(join(work, name), { recursive: true });
    writeFileSync(join(work, name, 'page.html'), text);
    return join(work, name);
  };

  for (const [way, exchange] of ways) {
    it(`${way}: the new build is the output, the old output the spare, nothing else left`, () => {
      const outDir = folder('dist', 'old');
      const staged = folder('.dist.previous', 'new');
      const [oldInode, newInode] = [statSync(outDir).ino, statSync(staged).ino];
      swapIn({ staged, outDir, keepSpare: true, exchange });
      assert.equal(readFileSync(join(outDir, 'page.html'), 'utf8'), 'new');
      assert.equal(readFileSync(join(staged, 'page.html'), 'utf8'), 'old');
      assert.deepEqual([statSync(outDir).ino, statSync(staged).ino], [newInode, oldInode], 'moved, not copied');
      assert.deepEqual(readdirSync(work).sort(), ['.dist.previous', 'dist']);
      rmSync(outDir, { recursive: true });
      rmSync(staged, { recursive: true });
    });

    it(`${way}: without a cache the old output is deleted; a first build just moves in`, () => {
      const outDir = folder('dist', 'old');
      const staged = folder('.dist.previous', 'new');
      swapIn({ staged, outDir, keepSpare: false, exchange });
      assert.deepEqual(readdirSync(work), ['dist']);
      assert.equal(readFileSync(join(outDir, 'page.html'), 'utf8'), 'new');
      rmSync(outDir, { recursive: true });
      const first = folder('.dist.previous', 'first');
      swapIn({ staged: first, outDir, keepSpare: true, exchange });
      assert.deepEqual(readdirSync(work), ['dist']);
      assert.equal(readFileSync(join(outDir, 'page.html'), 'utf8'), 'first');
      rmSync(outDir, { recursive: true });
    });
  }

  it('the addon is built and loads wherever the package was prepared on Linux', {
    skip: !existsSync(join(REPO_ROOT, 'native/build')) && 'the addon was not built here',
  }, () => {
    assert.ok(existsSync(EXCHANGE_ADDON), `${EXCHANGE_ADDON} is in place`);
    assert.equal(typeof addon, 'function');
  });
});
