/** `@site/…` is a path from the site folder, through the other rules; a missing one says so. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteAlias } from '../../../src/mdx/imports/site-alias.js';
import { RuleFolder } from './bundle-with.js';

describe('import rule: @site/', () => {
  const folder = new RuleFolder({
    'deep/in/page.js': "import { word } from '@site/src/word.js';\nconsole.log(word);\n",
    'src/word.js': "export const word = 'from-the-site-folder';\n",
    'deep/in/missing.js': "import '@site/src/none.js';\n",
  });
  after(() => folder.remove());

  it('resolves from the site folder, whatever folder imports it', async () => {
    const r = await folder.bundle('deep/in/page.js', [siteAlias(folder.dir)]);
    assert.match(r.text!, /from-the-site-folder/);
  });

  it('a missing file is an error naming the import', async () => {
    const r = await folder.bundle('deep/in/missing.js', [siteAlias(folder.dir)]);
    assert.equal(r.errors[0]?.text, 'Could not resolve "@site/src/none.js" (in the site folder)');
  });
});
