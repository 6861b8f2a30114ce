/**
 * `@theme/Layout` on an MDX page: it renders its children where it is (the
 * theme's layout already has the page's <main>), and its title and
 * description become the page's when the front matter gives none.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const PAGE = `import Layout from '@theme/Layout';

<Layout title="Release checklist" description="What to check before a release." wrapperClassName="checklist">

Check the changelog.

</Layout>
`;

describe('MDX Layout', () => {
  let site: FixtureSite;
  let html = '';
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/checklist.mdx': PAGE });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    html = site.read('dist/docs/checklist.html');
  });
  after(() => site.remove());

  it('gives the page its title and description', () => {
    assert.match(html, /<title>Release checklist \| Fixture<\/title>/);
    assert.match(html, /<meta name="description" content="What to check before a release\.">/);
    assert.match(html, /<h1 class="doc-title">Release checklist<\/h1>/);
  });

  it('renders its children in its wrapper, inside the one <main> of the page', () => {
    assert.match(html, /<div class="checklist"><p>Check the changelog\.<\/p><\/div>/);
    assert.equal(html.match(/<main\b/g)?.length, 1);
    assert.equal(html.match(/ id="main"/g)?.length, 1);
  });
});
