/** CSS url(): a static file by its site path (with the base URL), nothing outside the site. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { stylesheetReferences } from '../../../src/mdx/imports/stylesheet-references.js';
import { RuleFolder } from './bundle-with.js';

describe('import rule: stylesheet references', () => {
  const folder = new RuleFolder({
    'outside.png': 'not an image',
    'site/static/img/logo.png': 'logo',
    'site/src/look.css': '.a { background: url(/img/logo.png); }\n.c { background: url(https://example.com/x.png); }\n',
    'site/src/missing.css': '.a { background: url(/img/none.png); }\n',
    'site/src/leak.css': '.a { background: url(../../outside.png); }\n',
  });
  after(() => folder.remove());
  const siteDir = join(folder.dir, 'site');
  const rule = () => stylesheetReferences({ siteDir, baseUrl: '/base/', staticDir: join(siteDir, 'static') });
  const bundle = (entry: string) => folder.bundle(`site/src/${entry}`, [rule()]);

  it('keeps a static file’s site path as a URL under the base URL, and a web URL as it is', async () => {
    const r = await bundle('look.css');
    assert.match(r.text ?? '', /url\("?\/base\/img\/logo\.png"?\)/);
    assert.match(r.text!, /url\("?https:\/\/example\.com\/x\.png"?\)/);
  });

  it('a static path with no file is an error naming where it looked', async () => {
    const r = await bundle('missing.css');
    assert.match(r.errors[0]?.text ?? '', /\/img\/none\.png names a file of the static folder, and there is none at static\/img\/none\.png/);
  });

  it('a file outside the site may not be published', async () => {
    const r = await bundle('leak.css');
    assert.match(r.errors[0]?.text ?? '', /\.\.\/\.\.\/outside\.png may not be published: .*outside the site folder/);
  });
});
