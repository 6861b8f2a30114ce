/**
 * `mysite docs version <name>`: the docs folder and the sidebars file's
 * value are frozen into Docusaurus's versioned folders, the name goes first
 * in versions.json, the new version builds at /docs while the docs folder
 * moves to /docs/next, and a name that exists (or cannot be one) is refused
 * with nothing written.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const SIDEBARS = `const pages = ['intro', 'usage/usage'];
export default { guide: pages.map((id) => ({ type: 'doc', id })) };
`;

describe('mysite docs version', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'sidebars.ts': SIDEBARS,
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nWhat it does.\n',
      'content/docs/usage/index.md': '---\nid: usage\ntitle: Usage\n---\n\nHow to use it.\n',
      'content/docs/usage/_category_.yml': 'label: Using it\n',
    });
  });
  after(() => site.remove());

  it('writes the versioned folders and versions.json, and the site builds with the new version', () => {
    const r = site.run('docs', 'version', '1.0');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(site.read('versioned_docs/version-1.0/intro.md'), site.read('content/docs/intro.md'));
    assert.ok(site.exists('versioned_docs/version-1.0/usage/_category_.yml'));
    assert.deepEqual(JSON.parse(site.read('versioned_sidebars/version-1.0-sidebars.json')), {
      guide: [
        { type: 'doc', id: 'intro' },
        { type: 'doc', id: 'usage/usage' },
      ],
    });
    assert.deepEqual(JSON.parse(site.read('versions.json')), ['1.0']);

    assert.equal(site.run('docs', 'version', '1.1').code, 0);
    assert.deepEqual(JSON.parse(site.read('versions.json')), ['1.1', '1.0'], 'newest first');
    const build = site.run('build');
    assert.equal(build.code, 0, build.stderr);
    assert.ok(site.exists('dist/docs/intro.html') && site.exists('dist/docs/next/intro.html') && site.exists('dist/docs/1.0/usage.html'));
  });

  it('refuses a version that exists, and a name that cannot be a folder and a route', () => {
    const versions = site.read('versions.json');
    const again = site.run('docs', 'version', '1.0');
    assert.equal(again.code, 1);
    assert.match(again.stderr, /The docs version "1\.0" exists already \(in versions\.json\)\..*\[docs\/version-exists\]/);
    for (const bad of ['../up', 'current', 'a b']) {
      const r = site.run('docs', 'version', bad);
      assert.equal(r.code, 1, bad);
      assert.match(r.stderr, /\[docs\/invalid-version-name\]/);
    }
    assert.equal(site.read('versions.json'), versions, 'nothing written');
    assert.ok(!site.exists('versioned_docs/version-current'));
  });
});
