/**
 * `mysite docs version <name> --section <id>`: a docs section other than the
 * default is frozen into its own files (`<id>_versioned_docs/`,
 * `<id>_versions.json`), the default section's left alone; a section the
 * site does not have is refused with the ids it has.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

describe('mysite docs version --section', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(
        "docs: [{ path: 'content/docs', sidebarPath: false }, { id: 'community', path: 'content/community', routeBasePath: '/community', sidebarPath: false }],",
      ),
      'content/docs/intro.md': '# Intro\n\nThe guide.\n',
      'content/community/meetups.md': '# Meetups\n\nWhere we meet.\n',
    });
  });
  after(() => site.remove());

  it("freezes the section's folder into its own versioned files", () => {
    const r = site.run('docs', 'version', '1.0', '--section', 'community');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(site.read('community_versioned_docs/version-1.0/meetups.md'), site.read('content/community/meetups.md'));
    assert.deepEqual(JSON.parse(site.read('community_versions.json')), ['1.0']);
    assert.match(r.stdout, /community_versions\.json: 1\.0\./);
    assert.equal(site.exists('versions.json'), false);
    assert.equal(site.exists('versioned_docs'), false);
  });

  it('refuses a section the site does not have, with the ids it has', () => {
    const r = site.run('docs', 'version', '2.0', '--section', 'comunity');
    assert.notEqual(r.code, 0);
    assert.match(r.stderr, /--section names the docs section "comunity", which the site does not have/);
    assert.match(r.stderr, /Docs sections: default, community/);
  });
});
