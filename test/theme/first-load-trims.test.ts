/**
 * What a page's first-load JS leaves out when the site cannot use it: the
 * islands' hook and the Markdown page layout (test/theme/site-features.test.ts
 * has a site that gains and loses them), the colour switch's watch for page
 * code setting the mode (test/e2e/react-page-color-mode.test.ts), the notice
 * of unlisted pages (test/content/blog-unlisted-tags.test.ts), the version
 * banner on a site without docs versions, the navbar dropdown on a site
 * without one, and the message ids of the
 * theme's texts on a site without texts of its own. A site that has
 * versions and texts gets them.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { versionedSiteFiles } from '../support/versioned-site.js';
import { dropdownSiteFiles } from '../support/dropdown-site.js';
import { withoutMessageIds } from '../../src/mdx/imports/message-ids.js';

const DOC = '---\ntitle: A\n---\n\n## First part\n\nText.\n';

/** The client bundle's scripts: file name → text. */
function scripts(site: FixtureSite): Map<string, string> {
  const dir = join(site.dir, 'dist/assets/js');
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.js'))
      .map((e) => [e.name, readFileSync(join(e.parentPath, e.name), 'utf8')] as const),
  );
}

const all = (files: Map<string, string>) => [...files.values()].join('\n');

describe('first-load JS of a site without versions or texts of its own', () => {
  let site: FixtureSite;
  let files: Map<string, string>;
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/a.md': DOC });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    files = scripts(site);
  });
  after(() => site.remove());

  it("bundles no islands' hook and no Markdown page layout", () => {
    assert.ok(!all(files).includes('_mysite/islands.js'));
    assert.ok(!all(files).includes('mysite-island'));
    assert.ok(!all(files).includes('markdownPage'));
  });

  it('bundles no check for Mermaid diagrams, nor their code', () => {
    assert.ok(!all(files).includes('mermaid-diagram'));
    assert.ok(!all(files).includes('_mysite/diagrams.js'));
    assert.ok(!site.exists('dist/_mysite/diagrams.js') && !site.exists('dist/assets/js/diagrams'));
  });

  it('bundles no notice for unlisted pages', () => {
    assert.ok(!all(files).includes('Unlisted page'));
  });

  it('bundles a colour switch that does not watch for page code setting the mode', () => {
    assert.ok(!all(files).includes('MutationObserver'));
  });

  it('bundles no version banner, and no frame of page notices', () => {
    assert.ok(!all(files).includes('version-banner'));
    assert.ok(!all(files).includes('page-notices'));
  });

  it('bundles no navbar dropdown', () => {
    assert.ok(!all(files).includes('navbar-dropdown'));
  });

  it("bundles the theme's texts without their ids", () => {
    const code = all(files);
    assert.ok(code.includes('On this page'));
    assert.ok(!code.includes('theme.TOC.title'));
  });
});

describe('first-load JS of a site with versions and texts of its own', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({ ...versionedSiteFiles(), 'i18n/en-US/code.json': JSON.stringify({ 'theme.TOC.title': 'In this page' }) });
    site.write('versioned_docs/version-1.0/guide.md', '---\ntitle: Setup guide\n---\n\nSet it up by hand.\n');
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('bundles the version banner and the ids its texts are looked up by', () => {
    const code = all(scripts(site));
    assert.ok(code.includes('version-banner'));
    assert.ok(code.includes('theme.TOC.title'));
    assert.match(site.read('dist/docs/1.0/guide.html'), /class="version-banner"/);
  });
});

describe('first-load JS of a site with a navbar dropdown', () => {
  it('bundles the dropdown', () => {
    const site = createSite(dropdownSiteFiles());
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      assert.ok(all(scripts(site)).includes('navbar-dropdown'));
    } finally {
      site.remove();
    }
  });
});

describe('message ids left out', () => {
  it('keeps the message, the values and the line breaks', () => {
    const source =
      "const a = translate('theme.x', 'X');\nconst b = translate(\n  'theme.y.z',\n  'Y {n}',\n  { n },\n);\nconst c = translateAll('keep', 'it');\nconst d = translateNodes('theme.w', 'W {v}', { v });\n";
    assert.equal(
      withoutMessageIds(source),
      "const a = translate('', 'X');\nconst b = translate(\n  '',\n  'Y {n}',\n  { n },\n);\nconst c = translateAll('keep', 'it');\nconst d = translateNodes('', 'W {v}', { v });\n",
    );
  });
});
