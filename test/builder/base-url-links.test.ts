/**
 * Under a base URL other than "/", a Markdown link to another page gets the
 * base once: it was added a second time (`/sub/sub/docs/guide`), a broken
 * link on every translated site, whose locales live under `/<locale>/`.
 * A site path the author wrote with the base already in front keeps it as
 * it is, as Docusaurus does: translators write `/fr/docs/x` on the fr pages.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

describe('links under a base URL', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`baseUrl: '/sub/', docs: { sidebarPath: false },`),
      'content/docs/welcome.md':
        '---\ntitle: Welcome\nslug: /\n---\n\nRead the [guide](./guide.md), or [the home page](/).\n\nWith the base: [guide](/sub/docs/guide), [home](/sub).\n',
      'content/docs/guide.md': '---\ntitle: Guide\n---\n\nTurn it on.\n',
    });
  });
  after(() => site.remove());

  it('a Markdown link to a page, and a site path, get the base once', () => {
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    const html = site.read('dist/docs.html');
    assert.match(html, /<a href="\/sub\/docs\/guide">guide<\/a>/);
    assert.match(html, /<a href="\/sub\/">the home page<\/a>/);
    assert.doesNotMatch(html, /\/sub\/sub\//);
  });

  it('a site path written with the base in front keeps it, without a broken-link warning', () => {
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    const html = site.read('dist/docs.html');
    assert.match(html, /<a href="\/sub\/docs\/guide">guide<\/a>, <a href="\/sub\/">home<\/a>/);
    assert.doesNotMatch(r.stdout + r.stderr, /broken/i);
  });
});
