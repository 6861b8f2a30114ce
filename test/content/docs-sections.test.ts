/**
 * Several docs sections (`docs: [...]`, Docusaurus's docs plugin instances):
 * a guide section translated into French, and a versioned "community"
 * section with its versions in community_versions.json and its French pages
 * in i18n/fr/docusaurus-plugin-content-docs-community/. Built once: routes,
 * sidebars, previous / next kept to a section, the navbar's version menu of
 * the section its docsPluginId names, search groups, llms.txt and the
 * sitemap. The config's mistakes are checked on the schema alone.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { siteConfigSchema } from '../../src/config/schema.js';
import { checkDocsPluginIds, checkSectionIds, docsSpecs } from '../../src/config/sections.js';
import { MysiteError } from '../../src/core/errors.js';

// biome-ignore lint/suspicious/noExplicitAny: page data read as JSON, field by field in the assertions
type Json = Record<string, any>;

const CONFIG = minimalConfig(`i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  navbar: {
    items: [
      { label: 'Guide', to: '/docs' },
      { label: 'Community', to: '/community' },
      { type: 'docsVersionDropdown', docsPluginId: 'community', position: 'right' },
    ],
  },
  search: { sections: { community: 'Community' } },
  docs: [
    { path: 'content/docs', sidebarPath: false },
    { id: 'community', path: 'content/community', routeBasePath: '/community', sidebarPath: false },
  ],`);

const page = (title: string, body: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\n${body}\n`;

function sectionsSite(): Record<string, string> {
  return {
    'site.config.ts': CONFIG,
    'content/docs/intro.md': page('Start here', 'The tool signs requests.', 'slug: /\nsidebar_position: 1\n'),
    'content/docs/setup.md': page('Setting up', 'Install it, then sign in.', 'sidebar_position: 2\n'),
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': page('Par ici', 'L’outil signe les requêtes.', 'slug: /\nsidebar_position: 1\n'),
    'content/community/meetings.md': page('Meetings', 'We meet every second Tuesday.', 'slug: /\nsidebar_position: 1\n'),
    'content/community/mentoring.md': page('Mentoring', 'Newcomers are paired with a maintainer.', 'sidebar_position: 2\n'),
    'community_versions.json': JSON.stringify(['1.0']),
    'community_versioned_docs/version-1.0/meetings.md': page('Meetings', 'We met every month.', 'slug: /\n'),
    'i18n/fr/docusaurus-plugin-content-docs-community/current/mentoring.md': page('Parrainage', 'Chaque nouveau venu a un parrain.', 'sidebar_position: 2\n'),
  };
}

describe('several docs sections', () => {
  let site: FixtureSite;
  const data = (route: string): Json => JSON.parse(site.read(`dist/_mysite/data${route}.json`));
  before(() => {
    site = createSite(sectionsSite());
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('routes: each section at its own route, the versioned one with its last version there and current at /next', () => {
    for (const file of ['docs.html', 'docs/setup.html', 'community.html', 'community/next.html', 'community/next/mentoring.html'])
      assert.ok(site.exists(`dist/${file}`), file);
    assert.ok(!site.exists('dist/community/mentoring.html'), 'the page only current has is not in 1.0');
    assert.match(site.read('dist/community.html'), /We met every month\./);
    assert.match(site.read('dist/community/next.html'), /We meet every second Tuesday\./);
  });

  it('translations: each section reads its own folder of i18n/<locale>/', () => {
    assert.match(site.read('dist/fr/docs.html'), /L’outil signe les requêtes\./);
    assert.match(site.read('dist/fr/community/next/mentoring.html'), /Chaque nouveau venu a un parrain\./);
    assert.match(site.read('dist/fr/community/next.html'), /We meet every second Tuesday\./, 'untranslated: the default locale’s page');
  });

  it('sidebars: each section and version has its own, and previous / next stay inside the section', () => {
    assert.equal(data('/docs').sidebarId, 'docs');
    assert.equal(data('/community/next').sidebarId, 'docs_community');
    assert.equal(data('/community').sidebarId, 'version-1-0-docs_community');
    for (const id of ['docs', 'docs_community', 'version-1-0-docs_community']) assert.ok(site.exists(`dist/_mysite/sidebars/${id}.json`), id);
    const guide = JSON.parse(site.read('dist/_mysite/sidebars/docs.json')) as Json[];
    assert.deepEqual(
      guide.map((item) => item.href),
      ['/docs', '/docs/setup'],
    );
    assert.equal(data('/docs/setup').data.next, undefined, 'the last guide page does not lead into the community section');
    assert.deepEqual(data('/community/next').data.next, { label: 'Mentoring', href: '/community/next/mentoring' });
    assert.equal(data('/community/next').data.section, 'community');
    assert.equal(data('/docs').data.section, undefined, 'the default section’s pages say nothing of sections');
  });

  it('the navbar’s version menu is the community section’s: its versions on its pages, their first pages elsewhere', () => {
    assert.deepEqual(
      data('/community/next/mentoring').data.version.links.map((l: Json) => l.path),
      ['/community/next/mentoring', '/community'],
    );
    assert.equal(data('/community/next').sectionVersions, undefined, 'its own pages use their version links');
    assert.deepEqual(data('/docs').sectionVersions, [
      {
        section: 'community',
        last: '1.0',
        links: [
          { name: 'current', label: 'Next', path: '/community/next' },
          { name: '1.0', label: '1.0', path: '/community' },
        ],
      },
    ]);
    assert.equal(data('/docs').docsVersions, undefined, 'the guide section has no versions');
    const html = site.read('dist/docs/setup.html');
    assert.match(html, /<details class="version-dropdown"><summary[^>]*>1\.0<\/summary>/);
    assert.match(html, /<a href="\/community\/next" class="version-menu-item">Next<\/a>/);
  });

  it('search: the community section is a part of its own, one group per version, under its label', () => {
    const manifest = JSON.parse(site.read('dist/_mysite/search/index.json'));
    const groupOf = (route: string) => manifest.groups[manifest.pages.find((p: unknown[]) => p[0] === route)[2]];
    assert.equal(groupOf('/docs/setup'), 'Docs');
    assert.equal(groupOf('/community/next/mentoring'), 'Community (Next)');
    assert.equal(groupOf('/community'), 'Community (1.0)');
  });

  it('llms.txt and the sitemap list both sections', () => {
    const llms = site.read('dist/llms.txt');
    assert.match(llms, /## Guide\n\n- \[Start here\]\(https:\/\/example\.com\/docs\.md\)/);
    assert.match(llms, /## Community \(Next\)\n[^#]*\/community\/next\/mentoring\.md/);
    const sitemap = site.read('dist/sitemap.xml');
    for (const route of ['/docs/setup', '/community', '/community/next/mentoring']) assert.match(sitemap, new RegExp(`<loc>https://example.com${route}</loc>`));
  });
});

describe('several docs sections: the config', () => {
  const parse = (docs: unknown) => siteConfigSchema.safeParse({ title: 'T', url: 'https://example.com', docs });
  const messages = (docs: unknown) => {
    const r = parse(docs);
    assert.equal(r.success, false);
    return r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('two sections with the same id, folder or overlapping routes are refused, naming both', () => {
    assert.deepEqual(
      messages([
        { path: 'a', routeBasePath: '/a' },
        { path: 'b', routeBasePath: '/b' },
      ]),
      ['docs.1.id: docs[0] and docs[1] have the same id "default"; give each section its own'],
    );
    assert.deepEqual(messages([{ routeBasePath: '/a' }, { id: 'b', routeBasePath: '/b' }]), [
      'docs.1.path: docs[0] and docs[1] have the same path "content/docs"; give each section its own',
    ]);
    assert.match(
      messages([{ path: 'a' }, { id: 'b', path: 'b', routeBasePath: '/docs/b' }])[0]!,
      /^docs\.1\.routeBasePath: docs\[0\] \(routeBasePath "\/docs"\) and docs\[1\] \(routeBasePath "\/docs\/b"\) overlap/,
    );
    assert.match(
      messages([
        { path: 'a', routeBasePath: '/x' },
        { id: 'b', path: 'b', routeBasePath: '/x' },
      ])[0]!,
      /overlap/,
    );
    assert.match(messages([{ id: 'pages', path: 'a' }])[0]!, /an id other than "docs", "api" and "pages"/);
  });

  it('a section at the site’s root leaves routes beside it to the others', () => {
    assert.ok(
      parse([
        { path: 'a', routeBasePath: '/' },
        { id: 'b', path: 'b', routeBasePath: '/b' },
      ]).success,
    );
  });

  it('the single object is the default section, with the names it always had', () => {
    const config = siteConfigSchema.parse({ title: 'T', url: 'https://example.com', docs: { path: 'guide' } });
    const [spec] = docsSpecs(config);
    assert.deepEqual(
      { id: spec!.id, name: spec!.name, searchPart: spec!.searchPart, sidebarBase: spec!.sidebarBase, prefix: spec!.versionsPrefix, path: spec!.path },
      { id: 'default', name: 'docs', searchPart: 'docs', sidebarBase: 'docs', prefix: '', path: 'guide' },
    );
  });

  it('a docs section of the id of a blog or an API is refused, naming both', () => {
    const parse = (extra: Record<string, unknown>) =>
      siteConfigSchema.parse({ title: 'T', url: 'https://example.com', docs: [{ path: 'a' }, { id: 'news', path: 'b', routeBasePath: '/b' }], ...extra });
    const refused = (config: ReturnType<typeof parse>, pattern: RegExp) =>
      assert.throws(
        () => checkSectionIds(config),
        (e: unknown) => e instanceof MysiteError && pattern.test(e.message),
      );
    refused(
      parse({ blogs: [{ id: 'news', path: 'content/news', routeBasePath: '/news' }] }),
      /docs\[1\] \(the docs section "news"\) and blogs\[0\] have the same id "news"/,
    );
    refused(parse({ api: [{ id: 'news', specPath: 'openapi/news.yaml' }] }), /docs\[1\] \(the docs section "news"\) and api\[0\] have the same id "news"/);
    checkSectionIds(parse({ blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog' }], api: [{ id: 'admin', specPath: 'openapi/admin.yaml' }] }));
  });

  it('a version menu’s docsPluginId names a section of the site, else the build stops with the ids it could be', () => {
    const config = siteConfigSchema.parse({
      title: 'T',
      url: 'https://example.com',
      navbar: { items: [{ type: 'docsVersionDropdown', docsPluginId: 'comunity' }] },
      docs: [{ path: 'a' }, { id: 'community', path: 'b', routeBasePath: '/b' }],
    });
    assert.throws(
      () => checkDocsPluginIds(config),
      (e: unknown) => e instanceof MysiteError && /docsPluginId names the docs section "comunity".*did you mean "community"/.test(e.message),
    );
    assert.match(
      siteConfigSchema.safeParse({ title: 'T', url: 'https://example.com', navbar: { items: [{ label: 'x', to: '/x', docsPluginId: 'a' }] } }).error!.issues[0]!
        .message,
      /only a version menu reads docsPluginId/,
    );
  });
});
