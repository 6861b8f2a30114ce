/** The SiteBuilder redoes only what a change affects. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { type MemoryBuilder, memoryBuilder } from '../support/memory-builder.js';

describe('incremental rebuilds', () => {
  let site: FixtureSite;
  let run: MemoryBuilder['run'];

  before(async () => {
    const files: Record<string, string> = { 'site.config.ts': minimalConfig() };
    for (let i = 1; i <= 6; i++) files[`content/docs/page-${i}.md`] = `---\ntitle: Page ${i}\n---\n\nBody ${i}.\n`;
    site = createSite(files);
    ({ run } = await memoryBuilder(site.dir));
    await run();
  });
  after(() => site.remove());

  it('re-renders only the edited page when its text changes', async () => {
    site.write('content/docs/page-3.md', '---\ntitle: Page 3\n---\n\nNew body.\n');
    const result = await run(['content/docs/page-3.md']);
    assert.equal(result.rendered, 1);
    assert.ok(result.changed.includes('docs/page-3.html'));
    assert.ok(!result.changed.includes('docs/page-2.html'));
  });

  it('re-renders every page whose sidebar shows a changed title', async () => {
    site.write('content/docs/page-3.md', '---\ntitle: Page three\n---\n\nNew body.\n');
    const result = await run(['content/docs/page-3.md']);
    assert.equal(result.rendered, 6, 'all 6 docs show the title in their sidebar; the home and 404 pages do not change');
  });

  it('re-checks links to a page whose ids changed, and only then', async () => {
    const anchorWarnings = (r: { warnings: { code: string }[] }) => r.warnings.filter((w) => w.code === 'links/broken-anchor').length;
    site.write('content/docs/page-5.md', '---\ntitle: Page 5\n---\n\n## Setup\n\nBody 5.\n');
    site.write('content/docs/page-6.md', '---\ntitle: Page 6\n---\n\nSee [setup](./page-5.md#setup).\n');
    assert.equal(anchorWarnings(await run(['content/docs/page-5.md', 'content/docs/page-6.md'])), 0);
    site.write('content/docs/page-5.md', '---\ntitle: Page 5\n---\n\n## Setup\n\nOther text, same ids.\n');
    assert.equal(anchorWarnings(await run(['content/docs/page-5.md'])), 0);
    site.write('content/docs/page-5.md', '---\ntitle: Page 5\n---\n\n## Installation\n\nBody 5.\n');
    assert.equal(anchorWarnings(await run(['content/docs/page-5.md'])), 1, 'the link from page 6 now misses its anchor');
    site.write('content/docs/page-5.md', '---\ntitle: Page 5\n---\n\n## Setup\n\nBody 5.\n');
    assert.equal(anchorWarnings(await run(['content/docs/page-5.md'])), 0);
  });

  it('does not reload sources a change cannot affect', async () => {
    const result = await run(['static/robots.txt']);
    assert.equal(result.rendered, 0);
  });
});
