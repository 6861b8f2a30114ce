/**
 * Docs versions in watch mode: a version added while `serve --watch` runs
 * moves the docs folder to /docs/next (a doc kept from the run before must
 * not keep its old route), and an edit of an old version's doc is rebuilt.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig } from '../support/fixture-site.js';
import { memoryBuilder } from '../support/memory-builder.js';

describe('docs versions in watch mode', () => {
  it('a new version moves the docs folder to /docs/next, and old versions rebuild on edit', async () => {
    const site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/guide.md': '---\ntitle: Guide\n---\n\nToday’s guide.\n' });
    const { builder, output, run } = await memoryBuilder(site.dir);
    try {
      await run();
      assert.ok(output.has('docs/guide.html'));
      site.write('versions.json', '["1.0"]\n');
      site.write('versioned_docs/version-1.0/guide.md', '---\ntitle: Guide\n---\n\nThe guide of 1.0.\n');
      await run(['versions.json', 'versioned_docs/version-1.0/guide.md']);
      assert.match(String(output.get('docs/guide.html')), /The guide of 1\.0\./);
      assert.match(String(output.get('docs/next/guide.html')), /Today’s guide\./);
      site.write('versioned_docs/version-1.0/guide.md', '---\ntitle: Guide\n---\n\nThe guide of 1.0, corrected.\n');
      await run(['versioned_docs/version-1.0/guide.md']);
      assert.match(String(output.get('docs/guide.html')), /The guide of 1\.0, corrected\./);
    } finally {
      await builder.close();
      site.remove();
    }
  });
});
