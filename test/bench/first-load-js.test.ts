/** The bench's first-load JS counts what a page with an island loads as it starts: the islands' runtime and the island's chunk. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstLoadJs, firstLoadScripts } from '../../bench/first-load-js.js';
import { ISLAND_PAGES, writeIslandSite } from '../../bench/mdx-corpus.js';
import { CLI, REPO_ROOT } from '../support/paths.js';

describe('firstLoadScripts', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'mysite-first-load-')), 'site');
  const dist = join(dir, 'dist');
  before(() => {
    writeIslandSite(dir, join(REPO_ROOT, 'themes/default'));
    const r = spawnSync(process.execPath, [CLI, '--root', dir, 'build'], { encoding: 'utf8' });
    assert.equal(r.status, 0, `${r.stdout}\n${r.stderr}`);
  });
  after(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

  it('adds the islands runtime, its imports and the island chunk to a page with an island', () => {
    const island = firstLoadScripts(dist, ISLAND_PAGES.island);
    const plain = firstLoadScripts(dist, ISLAND_PAGES.static);
    const added = island.filter((s) => !plain.includes(s));
    assert.ok(added.includes('_mysite/islands.js'), added.join(', '));
    assert.ok(
      added.some((s) => /^assets\/js\/islands\/mysite-island_[^/]+\.js$/.test(s)),
      added.join(', '),
    );
    assert.ok(plain.every((s) => island.includes(s)));
    assert.ok(!plain.some((s) => s.includes('islands')), plain.join(', '));
    assert.ok(firstLoadJs(dist, ISLAND_PAGES.island)! > firstLoadJs(dist, ISLAND_PAGES.static)!);
  });
});
