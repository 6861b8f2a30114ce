/** `!!raw-loader!<file>`: the file's text, from the site only; another loader is a coded error. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { rawText } from '../../../src/mdx/imports/raw-text.js';
import { RuleFolder } from './bundle-with.js';

describe('import rule: raw text', () => {
  const folder = new RuleFolder({
    'outside.txt': 'OUTSIDE_TEXT',
    'site/page.js': "import text from '!!raw-loader!./sample.svg';\nconsole.log(text);\n",
    'site/sample.svg': '<svg id="as-text"></svg>',
    'site/leak.js': "import text from '!!raw-loader!../outside.txt';\nconsole.log(text);\n",
    'site/hidden.js': "import text from '!!raw-loader!./.env';\nconsole.log(text);\n",
    'site/.env': 'HIDDEN_TEXT',
    'site/other.js': "import x from 'url-loader!./sample.svg';\nconsole.log(x);\n",
  });
  after(() => folder.remove());
  const siteDir = join(folder.dir, 'site');
  const bundle = (entry: string) => folder.bundle(`site/${entry}`, [rawText(siteDir)]);

  it('gives the file’s text, whatever its type', async () => {
    assert.match((await bundle('page.js')).text!, /var sample_default = '<svg id="as-text"><\/svg>'/);
  });

  it('refuses a file outside the site and a hidden one, without their text', async () => {
    const outside = await bundle('leak.js');
    assert.match(outside.errors[0]?.text ?? '', /may not be read: .*outside the site folder/);
    const hidden = await bundle('hidden.js');
    assert.match(hidden.errors[0]?.text ?? '', /may not be read: .*hidden file/);
    assert.doesNotMatch(JSON.stringify([outside, hidden]), /OUTSIDE_TEXT|HIDDEN_TEXT/);
  });

  it('another loader is an error naming it', async () => {
    const r = await bundle('other.js');
    assert.match(r.errors[0]?.text ?? '', /uses the webpack loader "url-loader", which mysite does not run/);
  });
});
