/** Engine modules made for the site's features: the contents given for a file, the file as written where none is. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { featureModules } from '../../../src/mdx/imports/feature-modules.js';
import { RuleFolder } from './bundle-with.js';

describe('import rule: feature modules', () => {
  const folder = new RuleFolder({
    'page.ts': "import { a } from './site-features';\nimport { b } from './page-islands';\nconsole.log(a, b);\n",
    'site-features.ts': "export const a = 'as-written-a';\n",
    'page-islands.ts': "export const b = 'as-written-b';\n",
  });
  after(() => folder.remove());

  it('replaces the files given contents, and only those', async () => {
    const modules = new Map([
      [`${folder.dir}/site-features.ts`, "export const a = 'for-this-site';"],
      [`${folder.dir}/page-islands.ts`, undefined],
    ]);
    const text = (await folder.bundle('page.ts', [featureModules(modules)])).text!;
    assert.match(text, /for-this-site/);
    assert.doesNotMatch(text, /as-written-a/);
    assert.match(text, /as-written-b/);
  });
});
