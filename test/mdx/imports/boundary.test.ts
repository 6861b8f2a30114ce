/**
 * The last import rule (boundary.ts): code from the site passes; a hidden
 * file does not, code included; a file of the cache folder is refused by a
 * rule of its own, which names the cache folder (the hidden-file rule would
 * say "hidden"), also through a symbolic link that is not hidden.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { FileBoundary, importBoundary } from '../../../src/mdx/imports/boundary.js';
import { siteAlias } from '../../../src/mdx/imports/site-alias.js';
import { RuleFolder } from './bundle-with.js';

const SECRET = 'PLANTED_BOUNDARY_SECRET_4c2e';

describe('import rule: the boundary', () => {
  const folder = new RuleFolder({
    'src/word.js': "export const word = 'from-the-site';\n",
    '.secret.js': `export default '${SECRET}';\n`,
    '.x/y.ts': `export default '${SECRET}';\n`,
    '.mysite-cache/config/site.config.mjs': `export default '${SECRET}';\n`,
    'page-ok.js': "import { word } from './src/word.js';\nconsole.log(word);\n",
    'page-hidden.js': "import s from './.secret.js';\nconsole.log(s);\n",
    'page-hidden-site.js': "import s from '@site/.x/y.ts';\nconsole.log(s);\n",
    'page-cache.js': "import s from '@site/.mysite-cache/config/site.config.mjs';\nconsole.log(s);\n",
    'page-cache-link.js': "import s from './src/cached.mjs';\nconsole.log(s);\n",
  });
  symlinkSync(join(folder.dir, '.mysite-cache/config/site.config.mjs'), join(folder.dir, 'src/cached.mjs'));
  after(() => folder.remove());
  const rules = () => [siteAlias(folder.dir), importBoundary(new FileBoundary(folder.dir))];

  it("passes the site's own code", async () => {
    const r = await folder.bundle('page-ok.js', rules());
    assert.match(r.text!, /from-the-site/);
  });

  // `@site/` is resolved first (site-alias.ts): the boundary sees the path it stands for.
  for (const [entry, shown] of [
    ['page-hidden.js', './.secret.js'],
    ['page-hidden-site.js', './.x/y.ts'],
  ]) {
    it(`refuses hidden code: ${entry}`, async () => {
      const r = await folder.bundle(entry!, rules());
      assert.equal(r.text, undefined);
      assert.equal(r.errors[0]?.text, `${shown} may not be imported: ${shown!.slice(2)} is a hidden file or is inside a hidden folder.`);
    });
  }

  it('refuses the cache folder by name, directly or through a link', async () => {
    for (const entry of ['page-cache.js', 'page-cache-link.js']) {
      const r = await folder.bundle(entry, rules());
      assert.equal(r.text, undefined, entry);
      assert.match(r.errors[0]!.text, / may not be imported: .* is in the cache folder \.mysite-cache\/, which a build writes\.$/);
      assert.ok(!JSON.stringify(r.errors).includes(SECRET));
    }
  });
});
