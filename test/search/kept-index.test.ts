/**
 * The search index kept between builds: read back as saved; a bucket read
 * and not replaced is saved as the bytes it was read from, and its pages'
 * documents are decoded only when asked for.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { frame, unframe } from '../../src/core/framed-parts.js';
import type { SearchDocument } from '../../src/search/documents.js';
import { indexBucket } from '../../src/search/index-bucket.js';
import { indexedPage, readKeptIndex, saveKeptIndex, type KeptIndex } from '../../src/search/kept-index.js';

const dir = mkdtempSync(join(tmpdir(), 'mysite-kept-index-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function doc(path: string, text: string): SearchDocument {
  return {
    path,
    title: `Title of ${path}`,
    section: 'docs',
    aliases: '',
    keywords: '',
    sections: [{ text }, { anchor: 'more', heading: 'More', text: `${text}, more` }],
  };
}

function index(docs: SearchDocument[][]): KeptIndex {
  const kept: KeptIndex = { pages: new Map(), buckets: new Map() };
  docs.forEach((list, i) => {
    for (const d of list) kept.pages.set(d.path, indexedPage(`key:${d.path}`, d));
    kept.buckets.set(`${docs.length}:${i}`, { bucket: indexBucket(list, `bucket-${i}`), paths: list.map((d) => d.path) });
  });
  return kept;
}

describe('the kept search index', () => {
  const a = doc('/docs/a', 'Tokens expire');
  const b = doc('/docs/b', 'Refresh them');
  const c = doc('/docs/c', 'Revoke them');

  it('reads back what was saved', () => {
    const file = join(dir, 'once.bin');
    const saved = index([[a, b], [c]]);
    saveKeptIndex(file, saved);
    const read = readKeptIndex(file);
    assert.deepEqual([...read.pages.keys()], ['/docs/a', '/docs/b', '/docs/c']);
    for (const d of [a, b, c]) {
      const page = read.pages.get(d.path)!;
      assert.deepEqual([page.key, page.title, page.section, page.sectionCount], [`key:${d.path}`, d.title, 'docs', 2]);
      assert.deepEqual(page.doc(), d);
    }
    assert.deepEqual(
      [...read.buckets].map(([id, { bucket, paths }]) => [id, bucket, paths]),
      [...saved.buckets].map(([id, { bucket, paths }]) => [id, bucket, paths]),
    );
  });

  it('saves a bucket it read as the bytes it read, without decoding its documents', () => {
    const file = join(dir, 'kept.bin');
    saveKeptIndex(file, index([[a, b], [c]]));
    // The second bucket's documents are made undecodable: saving them again as read is the only way not to fail.
    const [header, ...parts] = unframe(readFileSync(file));
    const undecodable = Buffer.alloc(parts[3]!.length, 0xff);
    writeFileSync(file, Buffer.concat(frame([header!, parts[0]!, parts[1]!, parts[2]!, undecodable])));
    const read = readKeptIndex(file);
    assert.throws(() => read.pages.get('/docs/c')!.doc());
    // One page replaced: its bucket is made again; the other is kept as it was read.
    const edited = doc('/docs/a', 'Tokens expire soon');
    read.pages.set('/docs/a', indexedPage('key:/docs/a:2', edited));
    read.buckets.set('2:0', { bucket: indexBucket([edited, b], 'bucket-0-edited'), paths: ['/docs/a', '/docs/b'] });
    saveKeptIndex(join(dir, 'again.bin'), read);
    const saved = unframe(readFileSync(join(dir, 'again.bin')));
    assert.deepEqual(Buffer.from(saved[3]!), Buffer.from(parts[2]!), 'the kept bucket');
    assert.deepEqual(Buffer.from(saved[4]!), undecodable, 'its documents, as read');
    const again = readKeptIndex(join(dir, 'again.bin'));
    assert.deepEqual(again.pages.get('/docs/a')!.doc(), edited);
    assert.deepEqual(again.pages.get('/docs/b')!.doc(), b);
  });

  it('reads a cut-off or foreign file as an empty index', () => {
    writeFileSync(join(dir, 'foreign.bin'), 'not an index');
    assert.equal(readKeptIndex(join(dir, 'foreign.bin')).pages.size, 0);
    saveKeptIndex(join(dir, 'cut.bin'), index([[a, b]]));
    writeFileSync(join(dir, 'cut.bin'), readFileSync(join(dir, 'cut.bin')).subarray(0, 40));
    assert.equal(readKeptIndex(join(dir, 'cut.bin')).pages.size, 0);
  });
});
