/**
 * `@theme/Layout` and `@theme/Tabs` in a React page of the pages folder,
 * written the Docusaurus way: Layout gives the page's own <main> the
 * main-content element around it, and the page its title and description;
 * the tabs are the markup of Markdown tabs.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { FIXTURES } from '../support/paths.js';

describe('Layout and Tabs in a React page', () => {
  let site: FixtureSite;
  let html = '';
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': '# Intro\n\nThe docs.\n',
      'content/pages/tour.jsx': readFileSync(join(FIXTURES, 'mdx-site/content/pages/tour.jsx'), 'utf8'),
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    html = site.read('dist/tour.html');
  });
  after(() => site.remove());

  it('gives the page its title and description', () => {
    assert.match(html, /<title>Take the tour \| Fixture<\/title>/);
    assert.match(html, /<meta name="description" content="A short tour of the kit\.">/);
  });

  it("wraps the page's own <main> in the main-content element, one of each", () => {
    assert.match(html, /<div id="main" class="main-wrapper tour" tabindex="-1"><main><h1>The tour<\/h1><div class="tabs" data-group-id="manager">/);
    assert.equal(html.match(/<main\b/g)?.length, 1);
    assert.equal(html.match(/ id="main"/g)?.length, 1);
  });

  it('renders the tabs as Markdown tabs, the first one shown', () => {
    assert.match(html, /<button type="button" role="tab" id="mdx-tabs-1-tab-0" aria-selected="true"[^>]*data-value="npm">npm<\/button>/);
    assert.match(html, /<p class="tab-panel-label">pnpm<\/p><p>Tour with pnpm\.<\/p>/);
  });
});
