/** `saveFileAtomically`: the one way a file read back by a later build is saved. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { saveFileAtomically } from '../../src/core/save-file.js';

const folder = () => mkdtempSync(join(tmpdir(), 'mysite-save-'));

describe('saveFileAtomically', () => {
  it('creates the missing folders and writes the contents, leaving no temporary file', () => {
    const dir = folder();
    const file = join(dir, 'a', 'b', 'cache.json');
    saveFileAtomically(file, '{"x":1}');
    assert.equal(readFileSync(file, 'utf8'), '{"x":1}');
    assert.deepEqual(readdirSync(join(dir, 'a', 'b')), ['cache.json']);
  });

  it('replaces an existing file whole, bytes as given', () => {
    const dir = folder();
    const file = join(dir, 'card.jpg');
    writeFileSync(file, 'an older and longer version of the file');
    saveFileAtomically(file, new Uint8Array([1, 2, 3]));
    assert.deepEqual([...readFileSync(file)], [1, 2, 3]);
    assert.deepEqual(readdirSync(dir), ['card.jpg']);
  });

  it('writes contents given in parts one after the other, slices as they are', () => {
    const dir = folder();
    const file = join(dir, 'records.bin');
    writeFileSync(file, 'an older and longer version of the file');
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    const parts = [new Uint8Array([1, 2]), Buffer.from('xxabcxx').subarray(2, 5), big, new Uint8Array(0)];
    saveFileAtomically(file, parts);
    assert.deepEqual(readFileSync(file), Buffer.concat([Buffer.from([1, 2]), Buffer.from('abc'), big]));
    assert.deepEqual(readdirSync(dir), ['records.bin']);
  });

  it('throws when the file cannot take its place, and removes the temporary file', () => {
    const dir = folder();
    const taken = join(dir, 'taken');
    mkdirSync(join(taken, 'inside'), { recursive: true }); // a folder that is not empty: rename cannot replace it
    assert.throws(
      () => saveFileAtomically(taken, 'text'),
      (error: NodeJS.ErrnoException) => error.code !== undefined,
    );
    assert.deepEqual(readdirSync(dir), ['taken']);
  });
});
