/**
 * The compiled-Markdown cache on disk: what a build used is what the next one
 * reads, an entry read and not changed is written back as it was read, and a
 * damaged file is a cold build, never an error.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompileCache } from '../../src/markdown/cache.js';
import type { CompiledMarkdown } from '../../src/markdown/types.js';

const dir = mkdtempSync(join(tmpdir(), 'mysite-compile-cache-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function compiled(text: string): CompiledMarkdown {
  return {
    frontMatter: { title: text },
    html: `<p>${text}</p>`,
    toc: [{ id: 'a', depth: 2, html: 'A' }],
    anchors: ['a'],
    refs: [],
    words: 1,
    diagnostics: [],
    dependencies: [],
  };
}

const fileOf = (folder: string) => join(folder, readdirSync(folder).find((name) => name.startsWith('markdown-'))!);

describe('compile cache on disk', () => {
  it('reads back what a build used, and no more', () => {
    const folder = mkdtempSync(join(dir, 'a-'));
    const first = CompileCache.at(join(folder, `markdown-${'x'}.bin`));
    assert.equal(first.get('one'), undefined);
    first.set('one', compiled('one'));
    first.set('two', compiled('two'));
    first.save();
    const second = CompileCache.at(join(folder, `markdown-${'x'}.bin`));
    assert.deepEqual(second.get('one'), compiled('one'));
    second.save(); // only "one" was used: "two" is dropped
    const third = CompileCache.at(join(folder, `markdown-${'x'}.bin`));
    assert.equal(third.get('two'), undefined);
    assert.deepEqual(third.get('one'), compiled('one'));
    assert.deepEqual({ hits: third.hits, misses: third.misses }, { hits: 1, misses: 1 });
  });

  it('writes an entry it read and did not change back as the same bytes', () => {
    const folder = mkdtempSync(join(dir, 'b-'));
    const first = CompileCache.at(join(folder, `markdown-${'x'}.bin`));
    first.get('one');
    first.set('one', compiled('one'));
    first.save();
    const bytes = readFileSync(fileOf(folder));
    const second = CompileCache.at(join(folder, `markdown-${'x'}.bin`));
    second.get('one');
    second.get('two');
    second.set('two', compiled('two'));
    second.save();
    const third = CompileCache.at(join(folder, `markdown-${'x'}.bin`));
    third.get('one');
    third.save(); // "two" unused: the file is the first one again
    assert.deepEqual(readFileSync(fileOf(folder)), bytes);
  });

  it('takes a damaged file as an empty cache', () => {
    for (const damage of [(b: Buffer) => b.subarray(0, b.length - 5), () => Buffer.from('not a cache')]) {
      const folder = mkdtempSync(join(dir, 'c-'));
      const cache = CompileCache.at(join(folder, `markdown-${'x'}.bin`));
      cache.get('one');
      cache.set('one', compiled('one'));
      cache.save();
      writeFileSync(fileOf(folder), damage(readFileSync(fileOf(folder))));
      assert.equal(CompileCache.at(join(folder, `markdown-${'x'}.bin`)).get('one'), undefined);
    }
  });
});
