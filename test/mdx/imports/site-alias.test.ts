/**
 * `@site/…` is a path from the site folder, through the other rules; a missing one says so.
 * `/…` is taken from the static folder first, then the site folder, as webpack's `resolve.roots` are for Docusaurus.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { siteAlias } from '../../../src/mdx/imports/site-alias.js';
import { RuleFolder } from './bundle-with.js';

describe('import rule: @site/', () => {
  const folder = new RuleFolder({
    'deep/in/page.js': "import { word } from '@site/src/word.js';\nconsole.log(word);\n",
    'src/word.js': "export const word = 'from-the-site-folder';\n",
    'deep/in/missing.js': "import '@site/src/none.js';\n",
    'static/lists/birds.json': '{ "first": "heron-from-static" }\n',
    'lists/birds.json': '{ "first": "heron-from-site-root" }\n',
    'static/only-static.json': '{ "word": "only-in-static" }\n',
    'src/rooted.js': "export const rooted = 'rooted-in-site';\n",
    'deep/in/rooted.js':
      "import birds from '/lists/birds.json';\nimport only from '/only-static.json';\nimport { rooted } from '/src/rooted.js';\nconsole.log(birds.first, only.word, rooted);\n",
  });
  after(() => folder.remove());

  it('resolves from the site folder, whatever folder imports it', async () => {
    const r = await folder.bundle('deep/in/page.js', [siteAlias(folder.dir)]);
    assert.match(r.text!, /from-the-site-folder/);
  });

  it('a root import is read from the static folder before the site folder, then from the site folder', async () => {
    const r = await folder.bundle('deep/in/rooted.js', [siteAlias(folder.dir, join(folder.dir, 'static'))]);
    assert.deepEqual(r.errors, []);
    assert.match(r.text!, /heron-from-static/);
    assert.doesNotMatch(r.text!, /heron-from-site-root/);
    assert.match(r.text!, /only-in-static/);
    assert.match(r.text!, /rooted-in-site/);
  });

  it('a missing file is an error naming the import', async () => {
    const r = await folder.bundle('deep/in/missing.js', [siteAlias(folder.dir)]);
    assert.equal(r.errors[0]?.text, 'Could not resolve "@site/src/none.js" (in the site folder)');
  });
});
