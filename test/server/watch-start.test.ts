/**
 * A watch server's first run takes the pages that did not change from the
 * last `mysite build` instead of rendering them again, and never a page
 * whose source changed or whose file was edited in dist/ since; its search
 * index starts from the build's.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { memoryBuilder } from '../support/memory-builder.js';

const text = (contents: string | Uint8Array | undefined) => Buffer.from(contents ?? '').toString('utf8');

describe('the first watch run after a build', () => {
  let site: FixtureSite;

  before(() => {
    const files: Record<string, string> = { 'site.config.ts': minimalConfig() };
    for (let i = 1; i <= 4; i++) files[`content/docs/page-${i}.md`] = `---\ntitle: Page ${i}\n---\n\nBody ${i}.\n`;
    site = createSite(files);
    const built = site.run('build');
    assert.equal(built.code, 0, built.stderr);
  });
  after(() => site.remove());

  it('takes every page from dist/ when nothing changed, the same bytes as a render', async () => {
    const taken = await memoryBuilder(site.dir, { fromLastBuild: true });
    const result = await taken.run();
    await taken.builder.close();
    assert.equal(result.rendered, 0);
    const { extracted, indexed } = taken.builder.searchStats;
    assert.deepEqual({ extracted, indexed }, { extracted: 0, indexed: 0 }, 'and the search index from the build’s cache');
    const rendered = await memoryBuilder(site.dir);
    const fresh = await rendered.run();
    await rendered.builder.close();
    assert.ok(fresh.rendered > 0);
    for (const file of ['docs/page-1.html', '_mysite/data/docs/page-1.json']) {
      assert.equal(text(taken.output.get(file)), readFileSync(join(site.dir, 'dist', file), 'utf8'));
      assert.equal(text(taken.output.get(file)), text(rendered.output.get(file)), `${file} as rendered`);
    }
  });

  it('renders a page whose source changed, and one edited by hand in dist/', async () => {
    site.write('content/docs/page-2.md', '---\ntitle: Page 2\n---\n\nA new body.\n');
    const edited = join(site.dir, 'dist/docs/page-3.html');
    writeFileSync(edited, readFileSync(edited, 'utf8').replace('Body 3.', 'Changed by hand.'));
    const { builder, output, run } = await memoryBuilder(site.dir, { fromLastBuild: true });
    const result = await run();
    await builder.close();
    assert.equal(result.rendered, 2);
    assert.match(text(output.get('docs/page-2.html')), /A new body\./);
    assert.match(text(output.get('docs/page-3.html')), /Body 3\./);
    assert.doesNotMatch(text(output.get('docs/page-3.html')), /Changed by hand/);
  });
});
