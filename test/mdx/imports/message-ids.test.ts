/** A site without texts: the theme's translate() calls lose their ids in the browser bundle; other files keep theirs. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { messageIds } from '../../../src/mdx/imports/message-ids.js';
import { RuleFolder } from './bundle-with.js';

describe('import rule: message ids', () => {
  const call = "export const t = translate('theme.pager.next', 'Next');\nfunction translate(id, text) { return id + text; }\n";
  const folder = new RuleFolder({ 'page.js': "import './theme/Pager.js';\nimport './site/Own.js';\n", 'theme/Pager.js': call, 'site/Own.js': call });
  after(() => folder.remove());

  it("drops the ids of the theme's files only", async () => {
    const text = (await folder.bundle('page.js', [messageIds([`${folder.dir}/theme`])])).text!;
    assert.equal(text.match(/translate\d*\("theme\.pager\.next"/g)?.length, 1);
    assert.equal(text.match(/translate\d*\("", "Next"\)/g)?.length, 1);
  });
});
