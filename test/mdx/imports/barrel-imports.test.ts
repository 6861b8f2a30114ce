/** `import { … } from 'mysite-ssg/theme'`: one import from each file that defines the names. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Plugin } from 'esbuild';
import { barrelImports } from '../../../src/mdx/imports/barrel-imports.js';
import { themeFolder } from './theme-fixture.js';

describe('import rule: barrel imports', () => {
  const { folder, theme } = themeFolder({ 'page.js': "import { Footer } from 'mysite-ssg/theme';\nconsole.log(Footer());\n" });
  after(() => folder.remove());
  /** What is left of the barrel after the split: an error, which shows whether the page still imports it. */
  const noBarrel: Plugin = {
    name: 'no-barrel',
    setup(b) {
      b.onResolve({ filter: /^mysite-ssg\/theme$/ }, () => ({ errors: [{ text: 'the barrel was imported' }] }));
    },
  };

  it('imports each name from its own file, not through the barrel', async () => {
    const r = await folder.bundle('page.js', [barrelImports(theme.publicEntry), noBarrel]);
    assert.deepEqual(r.errors, []);
    assert.match(r.text!, /theme-footer/);
    assert.doesNotMatch(r.text!, /theme-banner/);
  });

  it('is what the page needs: without the rule it goes through the barrel', async () => {
    assert.equal((await folder.bundle('page.js', [noBarrel])).errors[0]?.text, 'the barrel was imported');
  });
});
