/**
 * The site's own Docusaurus plugins, built from a fixture site with a
 * changelog plugin that uses every lifecycle method mysite runs
 * (test/support/changelog-site.ts), asserted on dist/.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { changelogConfig, changelogSite } from '../support/changelog-site.js';
import type { FixtureSite } from '../support/fixture-site.js';

describe('a site with a content plugin of its own', () => {
  let site: FixtureSite;
  let build: { code: number; stdout: string; stderr: string };
  const dist = (file: string) => site.read(join('dist', file));
  const assetsWith = (folder: string, text: string) =>
    readdirSync(join(site.dir, 'dist/assets', folder), { recursive: true, withFileTypes: true }).filter(
      (f) => f.isFile() && readFileSync(join(f.parentPath, f.name), 'utf8').includes(text),
    );

  before(() => {
    site = changelogSite();
    build = site.run('build');
  });
  after(() => site.remove());

  it('builds, warning about the part of configureWebpack esbuild has no counterpart for', () => {
    assert.equal(build.code, 0, build.stderr + build.stdout);
    assert.match(
      build.stdout + build.stderr,
      /src\/plugins\/changelog\/index\.js .*"changelog" configures webpack .*module\.rules.*\[plugin\/unsupported-hook\]/,
    );
  });

  it('renders the routes addRoute added, with their modules as props, in the theme', () => {
    const list = dist('releases.html');
    assert.match(list, /<title>Releases \| Harbor<\/title>/);
    assert.match(list, /<meta name="description" content="Every release of Harbor.">/);
    assert.match(
      list,
      /<a href="\/releases\/2026-03-02">Harbor 1\.1 \(2026-03-02\)<\/a><\/li><li><a href="\/releases\/2026-01-15">Harbor 1\.0 \(2026-01-15\)<\/a>/,
    );
    assert.match(list, /<header class="navbar">/, "the theme's navbar around it");
    const release = dist('releases/2026-01-15.html');
    assert.match(release, /<title>Harbor 1\.0 \| Harbor<\/title>/);
    assert.match(release, /<h1>Harbor 1\.0<\/h1><p class="release-summary">The first stable release\.<\/p>/);
    const chunk = JSON.parse(dist('_mysite/data/releases/2026-01-15.json')) as { data: { props: { release: { summary: string } } } };
    assert.equal(chunk.data.props.release.summary, 'The first stable release.', 'the props travel with the page for client navigation');
  });

  it('gives a page the global data the plugin set (usePluginData)', () => {
    assert.match(dist('index.html'), /2<!-- --> releases so far; the latest is <a href="\/releases\/2026-03-02">2026-03-02<\/a>/);
  });

  it('applies resolve.alias and DefinePlugin values of configureWebpack', () => {
    assert.match(dist('releases.html'), /Channel: <!-- -->stable/);
  });

  it('lists the plugin routes in the sitemap', () => {
    const sitemap = dist('sitemap.xml');
    for (const route of ['/releases', '/releases/2026-01-15', '/releases/2026-03-02'])
      assert.ok(sitemap.includes(`<loc>https://harbor.example${route}</loc>`), route);
  });

  it('injects head tags, and body tags first and last in <body>, allowing their inline script', () => {
    const page = dist('releases/2026-03-02.html');
    assert.match(page, /<meta name="release-channel" content="stable">\n<meta name="release-count" content="2">/);
    assert.match(page, /<body>\n<noscript>The release notes read without scripts\.<\/noscript>\n<div id="__mysite"/);
    assert.match(page, /<\/div>\n<script>window\.releaseNotesLoaded = true;<\/script>\n<\/body>/);
    const hash = createHash('sha256').update('window.releaseNotesLoaded = true;').digest('base64');
    assert.ok(page.includes(`'sha256-${hash}'`), 'the policy allows the inline body script');
    assert.match(dist('index.html'), /<meta name="release-channel" content="stable">/, 'on every page');
  });

  it("imports the client modules (the config's and the plugin's) once, in the browser bundle", () => {
    assert.equal(assetsWith('js', 'releaseNotes').length, 1);
    assert.equal(assetsWith('css', 'release-summary').length, 1);
  });

  it('runs postBuild with the output folder and every route', () => {
    assert.deepEqual(JSON.parse(dist('release-routes.json')), { routes: ['/releases', '/releases/2026-01-15', '/releases/2026-03-02'] });
  });

  it('runs the plugins again on the next build: a changed entry is never served stale', () => {
    site.write('changelog/2026-01-15.json', JSON.stringify({ title: 'Harbor 1.0', date: '2026-01-15', summary: 'The first release, revised.' }));
    site.write('changelog/2026-04-20.json', JSON.stringify({ title: 'Harbor 1.2', date: '2026-04-20', summary: 'Harbours at night.' }));
    const again = site.run('build');
    assert.equal(again.code, 0, again.stderr + again.stdout);
    assert.match(dist('releases/2026-01-15.html'), /The first release, revised\./);
    assert.match(dist('releases/2026-04-20.html'), /<h1>Harbor 1\.2<\/h1>/);
    assert.match(dist('index.html'), /3<!-- --> releases so far; the latest is <a href="\/releases\/2026-04-20">/);
    assert.ok(JSON.parse(dist('release-routes.json')).routes.includes('/releases/2026-04-20'));
  });
});

describe("a plugin's mistakes", () => {
  it('a plugin that throws is an error naming it, the method and its line', () => {
    const site = changelogSite({
      'changelog/broken.txt': '',
      'src/plugins/changelog/index.js':
        "module.exports = () => ({\n  name: 'changelog',\n  loadContent() {\n    throw new Error('no releases folder');\n  },\n});\n",
    });
    try {
      const r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(
        r.stderr + r.stdout,
        /src\/plugins\/changelog\/index\.js:4:\d+ +The plugin "changelog" threw in loadContent: no releases folder +\[plugin\/threw\]/,
      );
    } finally {
      site.remove();
    }
  });

  it('a plugin function written in the config that throws names the config', () => {
    const site = changelogSite({ 'site.config.ts': changelogConfig("[function broken() { throw new Error('not today'); }]") });
    try {
      const r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(
        r.stderr + r.stdout,
        /site\.config\.ts +The plugin "plugins\[0\] \(function broken\)" threw in its plugin function: not today +\[plugin\/threw\]/,
      );
    } finally {
      site.remove();
    }
  });

  it('a plugin path that leads nowhere is an error at the entry', () => {
    const site = changelogSite({ 'site.config.ts': changelogConfig("['./src/plugins/missing']") });
    try {
      const r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(r.stderr + r.stdout, /plugins\[0\]: there is no plugin module at \.\/src\/plugins\/missing .*\[plugin\/load\]/);
    } finally {
      site.remove();
    }
  });

  it("a route's broken link is reported like any page's", () => {
    const site = changelogSite({
      'src/components/ReleasePage.jsx':
        'import Link from \'@docusaurus/Link\';\nexport default function ReleasePage() { return <main><Link to="/nowhere">Lost</Link></main>; }\n',
    });
    try {
      const r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(r.stderr + r.stdout, /Broken link: \/nowhere.*\[links\/broken-link\]/);
    } finally {
      site.remove();
    }
  });
});

describe('a plugin from a local package', () => {
  it('is imported by its name, as Node imports it, and runs', () => {
    const site = changelogSite({
      'site.config.ts': changelogConfig("[['./src/plugins/changelog', { path: 'changelog', routeBasePath: 'releases' }], 'harbor-stamp']"),
      'packages/harbor-stamp/package.json': JSON.stringify({ name: 'harbor-stamp', version: '1.0.0', main: 'index.js' }),
      'packages/harbor-stamp/index.js':
        "const fs = require('node:fs');\nconst path = require('node:path');\nmodule.exports = function stamp() {\n  return { name: 'stamp', postBuild: ({ outDir, routesPaths }) => fs.writeFileSync(path.join(outDir, 'stamp.txt'), routesPaths.length + ' routes') };\n};\n",
    });
    try {
      mkdirSync(join(site.dir, 'node_modules'), { recursive: true });
      symlinkSync('../packages/harbor-stamp', join(site.dir, 'node_modules/harbor-stamp'));
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr + r.stdout);
      assert.match(site.read('dist/stamp.txt'), /^\d+ routes$/);
    } finally {
      site.remove();
    }
  });
});

describe('watch mode and plugins', () => {
  it('a change to what a plugin watches, or to its files, makes a new builder (the plugins run again)', async () => {
    const site = changelogSite();
    try {
      const { memoryBuilder } = await import('../support/memory-builder.js');
      const { builder } = await memoryBuilder(site.dir);
      assert.ok(builder.configInputs.includes('changelog/*.json'), builder.configInputs.join());
      assert.ok(builder.configInputs.includes('src/plugins/changelog/index.js'), builder.configInputs.join());
      assert.ok(builder.watchPaths().includes('changelog'), 'the watcher watches the folder');
      await builder.close();
    } finally {
      site.remove();
    }
  });
});
