import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

describe('building a small docs site', () => {
  let site: FixtureSite;
  let result: ReturnType<FixtureSite['run']>;

  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`docs: { editUrl: 'https://example.com/edit' },`),
      'content/docs/intro.md':
        '---\nslug: /\ntitle: Intro\nsidebar_position: 1\n---\n\nWelcome to the docs.\n\n## First steps\n\nSee [the guide](./guides/02_Setup.md#install).\n',
      'content/docs/guides/_category_.yml': 'label: Guides\nposition: 2\n',
      'content/docs/guides/02_Setup.md': '# Setting up\n\n## Install {#install}\n\nRun it.\n\n### Details\n\nMore.\n',
      'content/docs/guides/01_Basics.md': '---\ntitle: Basics\n---\n\nThe basics.\n',
    });
    result = site.run('build');
  });
  after(() => site.remove());

  it('exits 0 and prints one summary line', () => {
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /Built \d+ pages in .+ → dist\/ \(.+\)/);
  });

  it('writes routes without trailing slashes as .html files', () => {
    assert.ok(site.exists('dist/docs.html'));
    assert.ok(site.exists('dist/docs/guides/Setup.html'));
    assert.ok(site.exists('dist/docs/guides/Basics.html'));
    assert.ok(site.exists('dist/404.html'));
    assert.ok(site.exists('dist/index.html'));
  });

  it('rewrites relative .md links to routes and keeps the anchor', () => {
    assert.match(site.read('dist/docs.html'), /href="\/docs\/guides\/Setup#install"/);
  });

  it('uses a leading # heading as the title and honours custom ids', () => {
    const html = site.read('dist/docs/guides/Setup.html');
    assert.match(html, /<title>Setting up \| Fixture<\/title>/);
    assert.match(html, /<h2 id="install">/);
    assert.match(html, /<h3 id="details">/);
  });

  it('orders the sidebar by position then name and builds prev/next from it', () => {
    const chunk = JSON.parse(site.read('dist/_mysite/data/docs/guides/Basics.json'));
    assert.deepEqual(chunk.data.prev, { label: 'Intro', href: '/docs' });
    assert.deepEqual(chunk.data.next, { label: 'Setting up', href: '/docs/guides/Setup' });
    assert.deepEqual(chunk.data.breadcrumbs, [{ label: 'Guides' }]);
    assert.equal(chunk.data.editUrl, 'https://example.com/edit/content/docs/guides/01_Basics.md');
  });

  it("leaves a page's body out of its data file: the HTML holds it, marked for the browser", () => {
    const chunk = JSON.parse(site.read('dist/_mysite/data/docs/guides/Setup.json'));
    assert.equal(chunk.islands, 1);
    assert.deepEqual(chunk.data.html, { $html: 0 });
    assert.match(site.read('dist/docs/guides/Setup.html'), /<div class="markdown" data-mysite-html="0">\s*<h2 id="install"/);
  });

  it('writes a complete HTML document with head metadata', () => {
    const html = site.read('dist/docs.html');
    assert.match(html, /<html lang="en-US" dir="ltr"/);
    assert.match(html, /<link rel="canonical" href="https:\/\/example.com\/docs">/);
    assert.match(html, /<meta name="description" content="Welcome to the docs.">/);
    assert.match(html, /<meta property="og:title"/);
    assert.match(html, /<meta name="generator" content="mysite/);
    assert.match(html, /<script type="module" src="\/assets\/js\/entry\.[A-Z0-9]+\.js" fetchpriority="low"><\/script>/);
  });
});
