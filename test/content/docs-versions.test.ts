/**
 * Docs versions in Docusaurus's layout (versions.json, versioned_docs/,
 * versioned_sidebars/): routes per version, each page linked to itself in
 * the other versions (else their first page), banners, canonical URLs, the
 * sitemap, llms.txt, search groups, sidebars and previous / next kept to the
 * version, broken links between versions, the options that choose versions,
 * and a site without versions.json left as it was.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { OLD_GUIDE, versionedSiteFiles } from '../support/versioned-site.js';

// biome-ignore lint/suspicious/noExplicitAny: page data read as JSON, field by field in the assertions
type Json = Record<string, any>;

describe('docs versions', () => {
  let site: FixtureSite;
  const data = (route: string): Json => JSON.parse(site.read(`dist/_mysite/data${route}.json`));
  const version = (route: string) => data(route).data.version;
  before(() => {
    site = createSite({ ...versionedSiteFiles(), 'versioned_docs/version-1.0/guide.md': OLD_GUIDE });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('routes: the last version at /docs, current at /docs/next, others at /docs/<name>', () => {
    for (const page of [
      'docs.html',
      'docs/guide.html',
      'docs/next.html',
      'docs/next/guide.html',
      'docs/next/webhooks.html',
      'docs/1.0/start.html',
      'docs/1.0/guide.html',
    ]) {
      assert.ok(site.exists(`dist/${page}`), page);
    }
    assert.ok(!site.exists('dist/docs/webhooks.html'), 'a page only current has is not in 2.0');
    assert.match(site.read('dist/docs.html'), /Version two of the tool\./);
    assert.match(site.read('dist/docs/next.html'), /The next release of the tool\./);
  });

  it('the version menu links to the same page in each version, else to that version’s first page', () => {
    assert.deepEqual(version('/docs/1.0/guide').links, [
      { name: 'current', label: 'Next', path: '/docs/next/guide' },
      { name: '2.0', label: '2.0', path: '/docs/guide' },
      { name: '1.0', label: '1.0', path: '/docs/1.0/guide' },
    ]);
    assert.deepEqual(
      version('/docs/next/webhooks').links.map((l: Json) => l.path),
      ['/docs/next/webhooks', '/docs', '/docs/1.0/start'],
    );
    const html = site.read('dist/docs/1.0/guide.html');
    assert.match(html, /<details class="version-dropdown"><summary class="version-badge">Version: 1.0<\/summary>/);
    assert.match(html, /<a href="\/docs\/next\/guide" class="version-menu-item">Next<\/a>/);
    // Without a docsVersionDropdown navbar item, pages outside the docs carry nothing about versions.
    assert.equal(JSON.parse(site.read('dist/_mysite/data.json')).docsVersions, undefined);
  });

  it('banners: unmaintained and unreleased versions link to the page in the last version, else say it lacks the page and link its home', () => {
    assert.deepEqual(version('/docs/1.0/guide').banner, { kind: 'unmaintained', latest: { label: '2.0', path: '/docs/guide', samePage: true } });
    assert.deepEqual(version('/docs/1.0/start').banner, { kind: 'unmaintained', latest: { label: '2.0', path: '/docs', samePage: false } });
    assert.deepEqual(version('/docs/next/guide').banner, { kind: 'unreleased', latest: { label: '2.0', path: '/docs/guide', samePage: true } });
    assert.deepEqual(version('/docs/next/webhooks').banner, { kind: 'unreleased', latest: { label: '2.0', path: '/docs', samePage: false } });
    const text = (page: string) =>
      site
        .read(`dist/${page}`)
        .match(/<aside class="version-banner"[\s\S]*?<\/aside>/)![0]
        .replace(/<!-- -->/g, '');
    assert.match(
      text('docs/next/webhooks.html'),
      /This page is new in Next: version 2\.0 does not have it\. Read <a href="\/docs">the docs of version 2\.0<\/a>\./,
    );
    assert.match(text('docs/1.0/start.html'), /Version 2\.0 does not have this page\. Read <a href="\/docs">the docs of version 2\.0<\/a>\./);
    assert.doesNotMatch(text('docs/next/webhooks.html'), /this page in version/);
    assert.equal(version('/docs/guide').banner, undefined);
    const html = site.read('dist/docs/1.0/guide.html');
    assert.match(
      html,
      /<aside class="version-banner" aria-label="Version notice">.*no longer maintained.*<a href="\/docs\/guide">this page in version <!-- -->2.0<\/a>/s,
    );
    assert.doesNotMatch(site.read('dist/docs/guide.html'), /version-banner/);
  });

  it('canonical URLs point at the last version’s page when it has one, and hreflang and the sitemap follow them', () => {
    const canonical = (page: string) => site.read(`dist/${page}`).match(/<link rel="canonical" href="([^"]+)">/)?.[1];
    assert.equal(canonical('docs/1.0/guide.html'), 'https://example.com/docs/guide');
    assert.equal(canonical('docs/next/guide.html'), 'https://example.com/docs/guide');
    assert.equal(canonical('docs/guide.html'), 'https://example.com/docs/guide');
    assert.equal(canonical('docs/1.0/start.html'), 'https://example.com/docs/1.0/start', 'no such page in 2.0: its own');
    assert.equal(canonical('docs/next/webhooks.html'), 'https://example.com/docs/next/webhooks');
    const hreflang = (page: string) => [...site.read(`dist/${page}`).matchAll(/<link rel="alternate" href="([^"]+)" hreflang/g)].map((m) => m[1]);
    assert.deepEqual(hreflang('docs/next/guide.html'), ['https://example.com/docs/guide', 'https://example.com/docs/guide']);
    const sitemap = site.read('dist/sitemap.xml');
    assert.doesNotMatch(sitemap, /<loc>https:\/\/example.com\/docs\/(next|1\.0)\/guide<\/loc>/, 'a page whose canonical is another is left to that one');
  });

  it('sidebars and previous / next are the version’s own', () => {
    assert.equal(data('/docs/1.0/start').sidebarId, 'version-1-0-docs-main');
    assert.equal(data('/docs/guide').sidebarId, 'version-2-0-docs-main');
    assert.equal(data('/docs/next/guide').sidebarId, 'docs');
    assert.deepEqual(data('/docs/1.0/start').data.next, { label: 'Setup guide', href: '/docs/1.0/guide' });
    assert.deepEqual(data('/docs').data.next, { label: 'Setup guide', href: '/docs/guide' });
    const oldSidebar = site.read('dist/_mysite/sidebars/version-1-0-docs-main.json');
    assert.match(oldSidebar, /\/docs\/1\.0\/start/);
    assert.doesNotMatch(oldSidebar, /\/docs\/next|"\/docs\/guide"/);
  });

  it('the sitemap (the pages that are their own canonical), llms.txt and the Markdown twins carry each version', () => {
    const sitemap = site.read('dist/sitemap.xml');
    for (const route of ['/docs', '/docs/guide', '/docs/next/webhooks', '/docs/1.0/start'])
      assert.match(sitemap, new RegExp(`<loc>https://example.com${route}</loc>`));
    const llms = site.read('dist/llms.txt');
    assert.match(llms, /## Pages \(Next\)[\s\S]*## Pages \(2\.0\)[\s\S]*## Pages \(1\.0\)/);
    assert.match(site.read('dist/docs/1.0/start.md'), /The first release, in short\./);
  });

  it('search: each version is a group of its own, and the manifest says which', () => {
    const manifest = JSON.parse(site.read('dist/_mysite/search/index.json'));
    assert.deepEqual(manifest.groups.slice(0, 3), ['Docs (Next)', 'Docs (2.0)', 'Docs (1.0)']);
    assert.deepEqual(manifest.groupVersions.slice(0, 3), ['current', '2.0', '1.0']);
    const groupOf = (route: string) => manifest.groups[manifest.pages.find((p: unknown[]) => p[0] === route)[2]];
    assert.equal(groupOf('/docs/1.0/guide'), 'Docs (1.0)');
    assert.equal(groupOf('/docs/guide'), 'Docs (2.0)');
  });
});

describe('docs versions: links between versions', () => {
  it('a link from an old version to a page only current has is broken', () => {
    const site = createSite(versionedSiteFiles());
    try {
      const r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /versioned_docs\/version-1\.0\/guide\.md:5:\d+ +Broken link: \/docs\/1\.0\/webhooks/);
    } finally {
      site.remove();
    }
  });
});

describe('docs versions: options', () => {
  it('onlyIncludeVersions builds only the versions it names', () => {
    const site = createSite(versionedSiteFiles());
    try {
      site.write('site.config.ts', minimalConfig(`docs: { sidebarPath: false, onlyIncludeVersions: ['current'] },`));
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      assert.ok(site.exists('dist/docs/next/guide.html'));
      assert.ok(!site.exists('dist/docs/guide.html') && !site.exists('dist/docs/1.0'), 'released versions are left out');
      const version = JSON.parse(site.read('dist/_mysite/data/docs/next/guide.json')).data.version;
      assert.deepEqual(version.links, [{ name: 'current', label: 'Next', path: '/docs/next/guide' }]);
      assert.deepEqual(version.banner, { kind: 'unreleased' }, 'the last version is not built: no link to it');
    } finally {
      site.remove();
    }
  });

  it('lastVersion, labels, paths, banners and noIndex per version; an unknown name is an error', () => {
    const site = createSite({ ...versionedSiteFiles(), 'versioned_docs/version-1.0/guide.md': OLD_GUIDE });
    try {
      site.write(
        'site.config.ts',
        minimalConfig(
          `docs: { sidebarPath: false, lastVersion: 'current', versions: { current: { label: 'Edge' }, '2.0': { path: 'two', banner: 'none' }, '1.0': { noIndex: true, badge: false } } },`,
        ),
      );
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      assert.ok(site.exists('dist/docs/guide.html') && site.exists('dist/docs/two/guide.html') && site.exists('dist/docs/1.0/guide.html'));
      const version = (route: string) => JSON.parse(site.read(`dist/_mysite/data${route}.json`)).data.version;
      assert.equal(version('/docs/guide').label, 'Edge');
      assert.equal(version('/docs/guide').banner, undefined);
      assert.equal(version('/docs/two/guide').banner, undefined);
      assert.deepEqual(version('/docs/1.0/guide').banner, { kind: 'unmaintained', latest: { label: 'Edge', path: '/docs/guide', samePage: true } });
      assert.match(site.read('dist/docs/1.0/guide.html'), /<meta name="robots" content="noindex, nofollow">/);
      assert.match(site.read('dist/docs/1.0/guide.html'), /<summary class="version-badge">Versions<\/summary>/);
      assert.doesNotMatch(site.read('dist/sitemap.xml'), /\/docs\/1\.0\//);

      site.write('site.config.ts', minimalConfig(`docs: { sidebarPath: false, onlyIncludeVersions: ['current', '3.0'] },`));
      const bad = site.run('build');
      assert.equal(bad.code, 1);
      assert.match(bad.stderr, /docs\.onlyIncludeVersions names the version "3\.0".*\[docs\/unknown-version\]/);
    } finally {
      site.remove();
    }
  });

  it('a docsVersionDropdown navbar item takes the menu into the navbar on doc pages; the page keeps a label', () => {
    const site = createSite({
      ...versionedSiteFiles(`navbar: { items: [{ type: 'docsVersionDropdown', position: 'right' }] },`),
      'versioned_docs/version-1.0/guide.md': OLD_GUIDE,
    });
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      const guide = site.read('dist/docs/1.0/guide.html');
      const navbar = guide.slice(guide.indexOf('<nav'), guide.indexOf('</nav>'));
      assert.match(navbar, /<summary class="navbar-link" aria-label="Version: 1\.0">1\.0<\/summary>/);
      for (const path of ['/docs/next/guide', '/docs/guide', '/docs/1.0/guide']) assert.ok(navbar.includes(`href="${path}"`), path);
      assert.match(guide, /<span class="version-label">Version: <!-- -->1\.0<\/span>/, 'the page keeps its version as a label');
      assert.doesNotMatch(guide, /class="version-badge"/);
      // Outside the docs the menu leads to each version's first page, from the page's own data (not the theme bundle).
      const home = site.read('dist/index.html');
      const homeNavbar = home.slice(home.indexOf('<nav'), home.indexOf('</nav>'));
      assert.match(homeNavbar, /<summary class="navbar-link" aria-label="Version: 2\.0">2\.0<\/summary>/, 'the last version until the reader chooses');
      for (const path of ['/docs/next', '/docs', '/docs/1.0/start']) assert.ok(homeNavbar.includes(`href="${path}"`), path);
      assert.doesNotMatch(homeNavbar, /aria-current/, 'no version is this page');
      assert.deepEqual(JSON.parse(site.read('dist/_mysite/data/404.json')).docsVersions, {
        last: '2.0',
        links: [
          { name: 'current', label: 'Next', path: '/docs/next' },
          { name: '2.0', label: '2.0', path: '/docs' },
          { name: '1.0', label: '1.0', path: '/docs/1.0/start' },
        ],
      });
      assert.equal(JSON.parse(site.read('dist/_mysite/data/docs/1.0/guide.json')).docsVersions, undefined, 'a doc page has its own links');
    } finally {
      site.remove();
    }
  });

  it('without versions.json the docs are built as before: no version data unless versionLabel names it', () => {
    const site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n' });
    try {
      assert.equal(site.run('build').code, 0);
      assert.equal(JSON.parse(site.read('dist/_mysite/data/docs/intro.json')).data.version, undefined);
      assert.equal(JSON.parse(site.read('dist/_mysite/search/index.json')).groupVersions, undefined);
      site.write('site.config.ts', minimalConfig(`docs: { versionLabel: 'Next', versionMenu: true },`));
      assert.equal(site.run('build').code, 0);
      assert.deepEqual(JSON.parse(site.read('dist/_mysite/data/docs/intro.json')).data.version, { name: 'current', label: 'Next', menu: true });
      assert.match(site.read('dist/docs/intro.html'), /<details class="version-dropdown">/);
    } finally {
      site.remove();
    }
  });
});

describe('docs versions: a name in versions.json that leads out of versioned_docs', () => {
  it('is refused before any folder is read', () => {
    const site = createSite({ ...versionedSiteFiles(), 'versions.json': JSON.stringify(['2.0', '../../../outside']) });
    try {
      const r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /versions\.json names "\.\.\/\.\.\/\.\.\/outside", which cannot be a version/);
    } finally {
      site.remove();
    }
  });
});
