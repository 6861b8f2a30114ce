/**
 * An API's code blocks are highlighted in batches, in the worker threads
 * when the build has them: the pages come out the same as highlighted here,
 * each distinct block is highlighted once, and a failure reaches the build.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { apiSource } from '../../src/content/sources/api.js';
import type { SourceResult } from '../../src/content/content-source.js';
import type { BuildContext } from '../../src/content/content-source.js';
import { WorkerPool } from '../../src/builder/workers/worker-pool.js';
import { CodeBlocks, highlightBlocks, type CodeToHighlight } from '../../src/openapi/highlight.js';
import { countOperations } from '../../src/openapi/count-operations.js';
import { absolute, testContext, ZOO_SPEC } from './helpers.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function load(ctx: BuildContext): Promise<SourceResult> {
  return apiSource({ specPath: ZOO_SPEC, routeBasePath: '/api', downloadPath: '/openapi' }).load(ctx);
}

describe('API code blocks', () => {
  const pool = new WorkerPool(2, 0);
  after(() => pool.close());

  it('highlighted in the worker threads, the pages are the same as highlighted here, and no block twice', async () => {
    const sent: CodeToHighlight[] = [];
    const threaded = await load({
      ...testContext(),
      highlight: (blocks) => {
        sent.push(...blocks);
        return pool.run<string[]>({ type: 'highlight', blocks });
      },
    });
    const here = await load(testContext());
    assert.ok(sent.length > 0, 'blocks went to the threads');
    assert.equal(new Set(sent.map((b) => `${b.lang}\0${b.code}`)).size, sent.length, 'each distinct block sent once');
    assert.deepEqual(
      threaded.routes.map((r) => r.data),
      here.routes.map((r) => r.data),
    );
    const samples = here.routes.flatMap((r) => (r.data as { samples?: { html: string }[] }).samples ?? []);
    assert.ok(samples.length > 0 && samples.every((s) => s.html.startsWith('<div class="code-block"')), 'the pages hold highlighted code');
  });

  it('a block asked for again after its batch came back is filled at once; identical blocks are highlighted once', async () => {
    const batches: number[] = [];
    const blocks = new CodeBlocks(async (list) => {
      batches.push(list.length);
      return highlightBlocks(list);
    });
    const code = (i: number) => `{"n": ${i % 50}}`;
    const got: string[] = [];
    for (let i = 0; i < 60; i++) blocks.add(code(i), 'json', (html) => (got[i] = html));
    await blocks.finish();
    let late = '';
    blocks.add(code(3), 'json', (html) => (late = html));
    assert.deepEqual(batches, [48, 2], 'a batch of 48, then the rest at the end');
    const expected = await highlightBlocks(Array.from({ length: 60 }, (_, i) => ({ code: code(i), lang: 'json' })));
    assert.deepEqual(got, expected);
    assert.equal(late, expected[3]);
  });

  it('a batch that fails fails the build, at the end, with its error', async () => {
    const blocks = new CodeBlocks(() => Promise.reject(new Error('the thread stopped')));
    for (let i = 0; i < 50; i++) blocks.add(`x${i}`, 'text', () => {});
    await assert.rejects(blocks.finish(), /the thread stopped/);
  });
});

describe('counting operations before loading a spec', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mysite-count-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('counts the method keys of JSON and YAML documents; a missing file counts 0', () => {
    writeFileSync(join(dir, 'a.json'), JSON.stringify({ paths: { '/a': { get: {}, post: {} }, '/b': { delete: {} } } }, null, 2));
    writeFileSync(join(dir, 'b.yaml'), 'paths:\n  /a:\n    get:\n      summary: x\n    put: {}\n  /b:\n    "patch": {}\n');
    assert.equal(countOperations(join(dir, 'a.json')), 3);
    assert.equal(countOperations(join(dir, 'b.yaml')), 3);
    assert.equal(countOperations(join(dir, 'none.yaml')), 0);
    assert.ok(countOperations(absolute(ZOO_SPEC)) > 5);
  });
});
