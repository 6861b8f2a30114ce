/** `mysite:…` modules: made by the bundler by name; an unknown name is an error. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { virtualModules } from '../../../src/mdx/imports/virtual-modules.js';
import { RuleFolder } from './bundle-with.js';

describe('import rule: virtual modules', () => {
  const folder = new RuleFolder({
    'page.js': "import made from 'mysite:made';\nconsole.log(made);\n",
    'other.js': "import 'mysite:unknown';\n",
  });
  after(() => folder.remove());

  it('loads the module made for the name, and refuses another name', async () => {
    const rule = () => virtualModules(folder.dir, { 'mysite:made': () => "export default 'made-by-the-bundler';" });
    assert.match((await folder.bundle('page.js', [rule()])).text!, /made-by-the-bundler/);
    assert.equal((await folder.bundle('other.js', [rule()])).errors[0]?.text, 'mysite has no module "mysite:unknown".');
  });
});
