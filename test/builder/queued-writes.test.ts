/**
 * OutputSwap writes a file's contents later, a slice at a time, while the
 * build's thread waits for its worker threads: the write returns at once,
 * every file is on disk before the swap, a failed write fails the build
 * before the output folder is touched, and a discarded build writes no more.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutputSwap, spareFolderOf } from '../../src/builder/output/output-swap.js';

const dir = mkdtempSync(join(tmpdir(), 'mysite-queued-writes-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const paths = Array.from({ length: 400 }, (_, i) => `docs/group-${i % 20}/page-${i}.md`);

describe('queued output writes', () => {
  it('are not written by write() itself, and are all on disk once settled and committed', async () => {
    const out = join(dir, 'one', 'dist');
    mkdirSync(join(dir, 'one'));
    const swap = new OutputSwap(out, undefined);
    for (const path of paths) swap.write({ path, contents: `# ${path}\n` });
    assert.equal(existsSync(join(swap.path, paths[0]!)), false, 'written later, not while the build computes');
    await swap.settled();
    for (const path of paths) assert.equal(readFileSync(join(swap.path, path), 'utf8'), `# ${path}\n`);
    await swap.commit(new Set(paths), 'one', false);
    assert.equal(readFileSync(join(out, paths[399]!), 'utf8'), `# ${paths[399]}\n`);
    assert.equal(readFileSync(join(out, '_mysite/build-id'), 'utf8'), 'one');
  });

  it('report a failed write at the swap, which leaves the last output as it was', async () => {
    const out = join(dir, 'two', 'dist');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'index.html'), 'the last good build');
    const swap = new OutputSwap(out, undefined);
    swap.write({ path: 'a/b.txt', contents: 'b' });
    // A file where the first write made a folder: the system refuses it (EISDIR).
    swap.write({ path: 'a', contents: 'a' });
    await assert.rejects(swap.commit(new Set(['a/b.txt', 'a']), 'two', false), { code: 'EISDIR' });
    await swap.discard();
    assert.deepEqual(readdirSync(out), ['index.html']);
    assert.equal(existsSync(spareFolderOf(out)), false);
  });

  it('stop when the build is discarded', async () => {
    const out = join(dir, 'three', 'dist');
    mkdirSync(join(dir, 'three'));
    const swap = new OutputSwap(out, undefined);
    for (const path of paths) swap.write({ path, contents: 'x' });
    await swap.discard();
    // A slice still scheduled would run on the next turns of the event loop.
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
    assert.equal(existsSync(swap.path), false, 'nothing written after the spare was removed');
    assert.equal(existsSync(out), false);
  });
});
