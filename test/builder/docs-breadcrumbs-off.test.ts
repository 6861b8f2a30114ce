/**
 * `docs.breadcrumbs: false` (Docusaurus's option of the same name) hides the
 * breadcrumbs of every docs page, the home link too: docs and generated
 * index pages alike.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

describe('docs.breadcrumbs: false', () => {
  let site: FixtureSite;
  let build: { code: number; stderr: string };
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`docs: { path: 'docs', routeBasePath: '/docs', sidebarPath: false, breadcrumbs: false },`),
      'docs/start.md': '---\ntitle: Start\n---\n\nFirst.\n',
      'docs/tools/_category_.json': '{"label":"Tools","link":{"type":"generated-index"}}',
      'docs/tools/hammer.md': '---\ntitle: Hammer\n---\n\nFor nails.\n',
    });
    build = site.run('build');
  });
  after(() => site.remove());

  it('builds pages without breadcrumbs', () => {
    assert.equal(build.code, 0, build.stderr);
    for (const page of ['dist/docs/start.html', 'dist/docs/tools/hammer.html', 'dist/docs/category/tools.html']) {
      const html = site.read(page);
      assert.match(html, /<article class="doc-article">/, page);
      assert.doesNotMatch(html, /class="breadcrumbs"/, page);
    }
  });
});
