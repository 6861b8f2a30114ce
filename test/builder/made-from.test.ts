/**
 * An output file that says what it is made from (OutputFile.madeFrom, a
 * search page text by its render key) is kept from the last build without
 * its contents being made, while it is made from the same and untouched.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readManifest } from '../../src/builder/output/output-manifest.js';
import { OutputSwap } from '../../src/builder/output/output-swap.js';
import type { Generation } from '../../src/builder/output/generation.js';
import type { OutputFile } from '../../src/core/types.js';

const dir = mkdtempSync(join(tmpdir(), 'mysite-made-from-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const out = join(dir, 'dist');

/** One build of one file into dist/ (as build.ts does it); returns its generation and the bytes it counted. */
async function build(id: string, file: OutputFile, generations: Generation[]): Promise<{ generation: Generation; bytes: number }> {
  const swap = new OutputSwap(out, generations);
  swap.write(file);
  await swap.commit(new Set([file.path]), id, true);
  const generation: Generation = { buildId: id, pages: new Map(), files: [file.path], filesKey: '', hashes: swap.hashes };
  generation.manifest = readManifest(out, swap.recorded);
  return { generation, bytes: swap.bytes };
}

function unmade(path: string, madeFrom: string): OutputFile {
  return {
    path,
    madeFrom,
    get contents(): string {
      throw new Error(`the contents of ${path} were made`);
    },
  };
}

describe('files made from the same as the last build', () => {
  it('are kept without their contents being made, and counted', async () => {
    const first = await build('one', { path: 'text/a.json', madeFrom: 'key-1', contents: '["first"]' }, []);
    const second = await build('two', unmade('text/a.json', 'key-1'), [first.generation]);
    assert.equal(readFileSync(join(out, 'text/a.json'), 'utf8'), '["first"]');
    assert.equal(second.bytes, first.bytes, 'the kept file counted by its recorded size (and the build id file)');
    // Kept again from the spare folder, which holds the first build.
    const third = await build('three', unmade('text/a.json', 'key-1'), [second.generation, first.generation]);
    assert.equal(readFileSync(join(out, 'text/a.json'), 'utf8'), '["first"]');

    const changed = await build('four', { path: 'text/a.json', madeFrom: 'key-2', contents: '["second"]' }, [third.generation, second.generation]);
    assert.equal(readFileSync(join(out, 'text/a.json'), 'utf8'), '["second"]', 'made from something else: written');

    writeFileSync(join(out, 'text/a.json'), '["edited by hand"]');
    await build('five', { path: 'text/a.json', madeFrom: 'key-2', contents: '["second"]' }, [changed.generation, third.generation]);
    assert.equal(readFileSync(join(out, 'text/a.json'), 'utf8'), '["second"]', 'edited since: made and written again');
  });
});
