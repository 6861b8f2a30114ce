/**
 * `require(`@site/…${name}`)` in the site's code bundles every file the
 * pattern names, as webpack's context modules do.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { siteContextRequires } from '../../../src/mdx/imports/site-context-requires.js';
import { siteAlias } from '../../../src/mdx/imports/site-alias.js';
import { FileBoundary, importBoundary } from '../../../src/mdx/imports/boundary.js';
import { RuleFolder } from './bundle-with.js';

describe('import rule: @site/ in a template literal', () => {
  const folder = new RuleFolder({
    'src/components/cover.js': 'export const cover = (name) => require(`@site/static/covers/${name}`).title;\n',
    'static/covers/heron.json': '{ "title": "a-heron-cover" }\n',
    'static/covers/kestrel.json': '{ "title": "a-kestrel-cover" }\n',
    'static/other/crane.json': '{ "title": "not-a-cover" }\n',
    'site/escape.js': 'export const peek = (name) => require(`@site/../${name}`);\n',
    'site/src/climb.js': 'export const peek = (name) => require(`../../${name}`);\n',
    'outside.json': '{ "secret": "outside-the-site" }\n',
    'cover-at-root.js': 'export const cover = (name) => import(`@site/static/covers/${name}`);\n',
  });
  after(() => folder.remove());

  it('bundles every file the pattern can name, and no other', async () => {
    const r = await folder.bundle('src/components/cover.js', [siteContextRequires(folder.dir), siteAlias(folder.dir)]);
    assert.deepEqual(r.errors, []);
    assert.match(r.text!, /a-heron-cover/);
    assert.match(r.text!, /a-kestrel-cover/);
    assert.doesNotMatch(r.text!, /not-a-cover/);
  });

  it('from a file in the site folder itself, and for import() too', async () => {
    const r = await folder.bundle('cover-at-root.js', [siteContextRequires(folder.dir), siteAlias(folder.dir)]);
    assert.deepEqual(r.errors, []);
    assert.match(r.text!, /a-heron-cover/);
  });

  it('stays inside the site: a pattern whose start leads out of it is an error at its place, @site/ or relative', async () => {
    const site = join(folder.dir, 'site');
    const rules = [siteContextRequires(site), siteAlias(site), importBoundary(new FileBoundary(site))];
    for (const entry of ['site/escape.js', 'site/src/climb.js']) {
      const r = await folder.bundle(entry, rules);
      assert.equal(r.text, undefined, entry);
      assert.match(r.errors[0]?.text ?? '', /names files outside the site folder, which a build may not read/, entry);
      assert.equal(r.errors[0]?.location?.line, 1, entry);
    }
  });
});
