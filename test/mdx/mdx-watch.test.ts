/**
 * The author's loop with MDX: an edit of a component, a partial or a CSS
 * module an MDX page imports renders the page again, in watch mode and in
 * the next `mysite build` (which is not "Up to date").
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FixtureSite } from '../support/fixture-site.js';
import { memoryBuilder } from '../support/memory-builder.js';
import { docusaurusSite } from './docusaurus-fixture.js';

describe('MDX pages follow what they import', () => {
  let site: FixtureSite;
  before(() => {
    site = docusaurusSite();
  });
  after(() => site.remove());

  it('in watch mode: a component, then a partial', async () => {
    const { builder, output, run } = await memoryBuilder(site.dir);
    try {
      await run();
      assert.ok(builder.watchPaths().includes('src/components/Pill.jsx'), 'the component is watched');
      site.write('src/components/Pill.jsx', site.read('src/components/Pill.jsx').replace('data-tone={tone}', 'data-tone={tone} data-edited="yes"'));
      let result = await run(['src/components/Pill.jsx']);
      assert.ok(result.changed.includes('docs.html'));
      assert.match(String(output.get('docs.html')), /data-edited="yes"/);
      site.write('content/docs/_snippet.mdx', '## From the snippet\n\nA new sentence.\n');
      result = await run(['content/docs/_snippet.mdx']);
      assert.match(String(output.get('docs.html')), /A new sentence\./);
    } finally {
      await builder.close();
    }
  });

  it('in mysite build: an edited component makes the next build build', () => {
    assert.equal(site.run('build').code, 0);
    assert.match(site.run('build').stdout, /Up to date/);
    site.write('src/components/Pill.jsx', site.read('src/components/Pill.jsx').replace('data-edited="yes"', 'data-edited="again"'));
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.doesNotMatch(r.stdout, /Up to date/);
    assert.match(site.read('dist/docs.html'), /data-edited="again"/);
  });
});
