/**
 * Page records on disk: what is read back is what was saved, whether or not
 * a run looked into a record's links and link targets before saving it
 * again (those are made on demand), and whatever URL table they came from.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadGenerations, saveGenerations, withRoute } from '../../src/builder/output/page-records.js';
import type { Generation, PageRecord } from '../../src/builder/output/generation.js';

const dir = mkdtempSync(join(tmpdir(), 'mysite-records-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function page(name: string, urls: string[]): PageRecord {
  return {
    key: `key-${name}`,
    file: `${name}.html`,
    bytes: name.length * 100,
    scan: { ids: new Set([`${name}-a`, `${name}-b`]), links: urls.map((url, i) => ({ url, line: i + 1 })) },
    linkCheck: { problems: [], targets: urls.filter((u) => u.startsWith('/')), checked: urls.length, sourcesKey: `sources-${name}` },
  };
}

function generation(buildId: string, pages: [string, PageRecord][]): Generation {
  return { buildId, pages: new Map(pages), files: ['feed.xml'], filesKey: 'files' };
}

/** A record as plain data, to compare what was saved with what was read. */
function plain(record: PageRecord) {
  return {
    key: record.key,
    file: record.file,
    bytes: record.bytes,
    ids: [...record.scan.ids].sort(),
    links: record.scan.links.map((l) => `${l.url}@${l.line}`),
    linkCheck: record.linkCheck && { ...record.linkCheck, targets: [...record.linkCheck.targets] },
  };
}

function roundTrip(name: string, generations: Generation[]): Generation[] {
  const file = join(dir, `${name}.bin`);
  saveGenerations(file, generations);
  return loadGenerations(file);
}

describe('page records on disk', () => {
  const docs = page('docs', ['/docs/a', '/blog', 'https://example.com/x']);
  const blog = page('blog', ['/blog', '/docs', '/docs/a#setup']);

  it('reads back what was saved', () => {
    const [read] = roundTrip('once', [
      generation('one', [
        ['/docs', docs],
        ['/blog', blog],
      ]),
    ]);
    assert.deepEqual(plain(read!.pages.get('/docs')!), plain(docs));
    assert.deepEqual(plain(read!.pages.get('/blog')!), plain(blog));
  });

  it('saves a record read from disk the same whether or not its links were looked at, into another URL table', () => {
    const [read] = roundTrip('first', [
      generation('one', [
        ['/docs', docs],
        ['/blog', blog],
      ]),
    ]);
    const untouched = read!.pages.get('/docs')!;
    const looked = read!.pages.get('/blog')!;
    assert.equal(looked.scan.links.length, 3);
    assert.equal(looked.linkCheck!.targets.length, 3);
    // A new page first, so that the URL table is in another order than the one the records came from.
    const fresh = page('new', ['https://example.com/y', '/blog', '/docs/a']);
    const [again] = roundTrip('second', [
      generation('two', [
        ['/new', fresh],
        ['/docs', withRoute(untouched, { path: '/docs' })],
        ['/blog', looked],
      ]),
    ]);
    assert.deepEqual(plain(again!.pages.get('/docs')!), plain(docs));
    assert.deepEqual(plain(again!.pages.get('/blog')!), plain(blog));
    assert.deepEqual(plain(again!.pages.get('/new')!), plain(fresh));
  });

  it('saves records read from two files, never looked into, into one table; link problems and unchecked pages too', () => {
    const checked = { ...page('api', ['/api/a', '/docs/missing']) };
    const problem = { kind: 'link', href: '/docs/missing', at: { file: 'content/docs/api.md', line: 2 }, reason: 'no such page' } as const;
    checked.linkCheck = { ...checked.linkCheck!, problems: [problem] };
    const unchecked: PageRecord = { ...page('plain', ['/blog']), linkCheck: undefined };
    const [first] = roundTrip('table-one', [
      generation('one', [
        ['/docs', docs],
        ['/api', checked],
      ]),
    ]);
    const [second] = roundTrip('table-two', [
      generation('two', [
        ['/plain', unchecked],
        ['/blog', blog],
      ]),
    ]);
    // One file's table is the new one's start; the other file's records are moved into it.
    const [both] = roundTrip('tables', [
      generation('three', [
        ['/docs', first!.pages.get('/docs')!],
        ['/plain', second!.pages.get('/plain')!],
        ['/api', first!.pages.get('/api')!],
        ['/blog', second!.pages.get('/blog')!],
      ]),
    ]);
    for (const [route, original] of [
      ['/docs', docs],
      ['/api', checked],
      ['/plain', unchecked],
      ['/blog', blog],
    ] as const) {
      assert.deepEqual(plain(both!.pages.get(route)!), plain(original), route);
    }
  });

  it('gives a record with its route that is the record, with what it has not made yet still to be made', () => {
    const [read] = roundTrip('route', [generation('one', [['/docs', docs]])]);
    const record = read!.pages.get('/docs')!;
    const routed = withRoute(record, { path: '/docs' });
    assert.deepEqual(routed.route, { path: '/docs' });
    assert.deepEqual(plain(routed), plain(docs));
    // Saving the unread original and the routed copy gives the same bytes.
    const [other] = roundTrip('route-original', [generation('one', [['/docs', read!.pages.get('/docs')!]])]);
    saveGenerations(join(dir, 'a.bin'), [generation('x', [['/docs', other!.pages.get('/docs')!]])]);
    saveGenerations(join(dir, 'b.bin'), [generation('x', [['/docs', withRoute(other!.pages.get('/docs')!, { path: '/docs' })]])]);
    assert.deepEqual(readFileSync(join(dir, 'a.bin')), readFileSync(join(dir, 'b.bin')));
  });

  it('saves a generation read from disk as it was read, next to a new one, and keeps it from being changed', () => {
    const [old] = roundTrip('kept', [generation('old', [['/docs', docs]])]);
    assert.ok(Object.isFrozen(old), 'a change to it would be lost: its bytes are what is saved');
    assert.throws(() => Object.assign(old!, { buildId: 'changed' }), TypeError);
    const [fresh, kept] = roundTrip('kept-again', [generation('new', [['/blog', blog]]), old!]);
    assert.equal(fresh!.buildId, 'new');
    assert.deepEqual(plain(fresh!.pages.get('/blog')!), plain(blog));
    assert.equal(kept!.buildId, 'old');
    assert.deepEqual(plain(kept!.pages.get('/docs')!), plain(docs));
    // Read and saved again alone, it is the same file.
    saveGenerations(join(dir, 'kept-alone.bin'), [kept!]);
    assert.deepEqual(readFileSync(join(dir, 'kept-alone.bin')), readFileSync(join(dir, 'kept.bin')));
  });

  it('reads a cut-off or foreign file as no generations (the build then writes every page)', () => {
    const whole = readFileSync(join(dir, 'kept-again.bin'));
    writeFileSync(join(dir, 'cut.bin'), whole.subarray(0, whole.length - 10));
    assert.deepEqual(loadGenerations(join(dir, 'cut.bin')), []);
    writeFileSync(join(dir, 'foreign.bin'), 'not a generations file');
    assert.deepEqual(loadGenerations(join(dir, 'foreign.bin')), []);
  });
});
