/**
 * A Docusaurus site in the usual layout (docs/intro.md, a sidebar, no doc at
 * the docs root, a home page), migrated and built: no theme link leads to
 * the docs root, which has no page. The navbar's docSidebar and doc items go
 * to the sidebar's first doc and the breadcrumbs' home to the home page, as
 * in Docusaurus, so the link check (onBrokenLinks: 'throw') passes.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from '../../src/migrate/migrate.js';
import { createSite, type FixtureSite } from '../support/fixture-site.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'lamp-notes', private: true, dependencies: { '@docusaurus/core': '3.9.2', '@docusaurus/preset-classic': '3.9.2' } }),
  'docusaurus.config.js': `module.exports = {
  title: 'Lamp Notes',
  url: 'https://lamp.example.org',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
  themeConfig: {
    navbar: {
      title: 'Lamp Notes',
      items: [
        { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'left' },
        { type: 'doc', docId: 'intro', label: 'Start' },
      ],
    },
  },
};
`,
  'sidebars.js': "module.exports = { guide: ['intro', { type: 'category', label: 'Guides', items: ['guides/wiring'] }] };\n",
  'docs/intro.md': '---\nsidebar_position: 1\n---\n\n# Welcome to the lamp\n\nRead about [wiring](guides/wiring.md).\n',
  'docs/guides/wiring.md': '# Wiring a lamp\n\nBack to the [start](../intro.md).\n',
  'src/pages/index.js': 'export default function Home() { return <main id="main"><h1>Lamp Notes</h1></main>; }\n',
};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f));
}

describe('docs-root links of a migrated site with docs/intro.md and no doc at /docs', () => {
  let site: FixtureSite;
  let built: ReturnType<FixtureSite['run']>;
  before(async () => {
    site = createSite(SITE);
    site.delete('content/pages/index.tsx'); // the Docusaurus site brings its own home page
    await migrate({ dir: site.dir });
    built = site.run('build');
  });
  after(() => site.remove());

  it('builds with the link check passing, and no page links to /docs', () => {
    assert.equal(built.code, 0, built.stdout + built.stderr);
    assert.doesNotMatch(built.stderr, /broken/i);
    const pages = htmlFiles(join(site.dir, 'dist'));
    assert.ok(pages.length >= 3);
    for (const file of pages) assert.doesNotMatch(readFileSync(file, 'utf8'), /href="\/docs\/?"/, file);
  });

  it("sends the navbar's doc items to the sidebar's first doc and the breadcrumbs' home to the home page", () => {
    assert.match(site.read('site.config.ts'), /items: \[\{ label: 'Guide', to: '\/docs\/intro' \}, \{ label: 'Start', to: '\/docs\/intro' \}\]/);
    const wiring = site.read(site.exists('dist/docs/guides/wiring.html') ? 'dist/docs/guides/wiring.html' : 'dist/docs/guides/wiring/index.html');
    assert.match(wiring, /<a href="\/" aria-label="Home page" class="breadcrumbs-home">/);
    assert.match(wiring, /<a href="\/docs\/intro" class="navbar-link"><span>Guide<\/span><\/a>/);
  });
});
