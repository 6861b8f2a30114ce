/** The worker pool: each job gets its own answer, even with two jobs sent to a worker at once. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { WorkerPool } from '../../src/builder/workers/worker-pool.js';
import { MysiteError } from '../../src/core/errors.js';
import type { CompiledMarkdown } from '../../src/markdown/types.js';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { FIXTURES } from '../support/paths.js';

function page(n: number, body = `Page ${n} text.`) {
  const relativePath = `content/docs/p${n}.md`;
  return {
    type: 'compile' as const,
    siteDir: '/site',
    input: { absolutePath: `/site/${relativePath}`, relativePath, source: `---\ntitle: Page ${n}\n---\n\n${body}\n` },
  };
}

describe('worker pool', () => {
  const pool = new WorkerPool(2);
  after(() => pool.close());

  it('answers every job with its own result, whatever order the threads finish in', async () => {
    // Long and short pages mixed, so the threads finish out of step.
    const jobs = Array.from({ length: 24 }, (_, n) => page(n, n % 3 === 0 ? `## Heading ${n}\n\n${'Words and more words. '.repeat(400)}` : `Short ${n}.`));
    const results = await Promise.all(jobs.map((job) => pool.run<CompiledMarkdown>(job)));
    results.forEach((result, n) => assert.equal(result.frontMatter.title, `Page ${n}`));
  });

  it('a thread warmed up ahead of the pages (the pipeline and highlighter loaded) then compiles them', async () => {
    const warmed = new WorkerPool(1, 0);
    try {
      await warmed.run({ type: 'warm-up' });
      const result = await warmed.run<CompiledMarkdown>(page(7, '```js\nconst a = 1;\n```'));
      assert.equal(result.frontMatter.title, 'Page 7');
    } finally {
      await warmed.close();
    }
  });

  it('sends a job to the thread that is warming up rather than start another; a second job at once starts one', async () => {
    const warming = new WorkerPool(2, 0);
    try {
      warming.warmUp();
      const first = await warming.run<CompiledMarkdown>(page(8));
      assert.equal(first.frontMatter.title, 'Page 8');
      assert.equal(warming.threads, 1);
      await Promise.all([warming.run(page(9)), warming.run(page(10))]);
      assert.equal(warming.threads, 2);
    } finally {
      await warming.close();
    }
  });

  it('rejects only the job that failed, with its diagnostics; the others still succeed', async () => {
    const broken = { ...page(99), input: { ...page(99).input, source: '---\ntitle: [unclosed\n---\n\nText.\n' } };
    const settled = await Promise.allSettled([pool.run(page(1)), pool.run(broken), pool.run(page(2)), pool.run(page(3))]);
    assert.deepEqual(
      settled.map((s) => s.status),
      ['fulfilled', 'rejected', 'fulfilled', 'fulfilled'],
    );
    const error = (settled[1] as PromiseRejectedResult).reason;
    assert.ok(error instanceof MysiteError, String(error));
    assert.equal(error.diagnostics[0]?.at?.file, 'content/docs/p99.md');
    assert.equal((settled[3] as PromiseFulfilledResult<CompiledMarkdown>).value.frontMatter.title, 'Page 3');
  });

  it('fails the jobs of a thread that ends without an error event, instead of waiting for ever', async () => {
    const exiting = new WorkerPool(1, 0, pathToFileURL(join(FIXTURES, 'workers/exits.mjs')));
    try {
      const settled = await Promise.allSettled([exiting.run(page(1)), exiting.run(page(2)), exiting.run(page(3))]);
      for (const s of settled) {
        assert.equal(s.status, 'rejected');
        assert.match(String((s as PromiseRejectedResult).reason), /worker thread stopped \(exit code 3\)/);
      }
    } finally {
      await exiting.close();
    }
  });
});
