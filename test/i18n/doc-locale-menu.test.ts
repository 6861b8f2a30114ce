/**
 * A doc's locale menu and `hreflang` alternates lead to the same doc in the
 * other locale, which may be at another path: its translation has its own
 * slug. A generated index is at the same path in every locale, as in
 * Docusaurus, which reads `_category_` files from the docs folder only (a
 * translated one is not read; its label is translated in `current.json`).
 * The build checks the links between locales, so a wrong path fails it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const CONFIG = minimalConfig(`i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  navbar: { title: 'Manual', items: [{ type: 'localeDropdown', position: 'right' }] },
  docs: { path: 'docs', routeBasePath: '/docs' },`);

const FR = 'i18n/fr/docusaurus-plugin-content-docs/current';

function menuLink(html: string, hreflang: string): string | undefined {
  return new RegExp(`<a href="([^"]*)" hrefLang="${hreflang}"`).exec(html)?.[1];
}

function alternate(html: string, hreflang: string): string | undefined {
  return new RegExp(`<link rel="alternate" href="([^"]*)" hreflang="${hreflang}">`).exec(html)?.[1];
}

describe('the locale menu of a doc whose translation is at another path', () => {
  let site: FixtureSite;
  let build: { code: number; stdout: string; stderr: string };
  before(() => {
    site = createSite({
      'site.config.ts': CONFIG,
      'docs/start.md': '---\ntitle: Start\n---\n\nFirst steps.\n',
      'docs/tools/_category_.json': '{"label":"Tools","link":{"type":"generated-index","slug":"/tools"}}',
      [`${FR}/tools/_category_.json`]: '{"label":"Outils","link":{"type":"generated-index","slug":"/outils"}}',
      'i18n/fr/docusaurus-plugin-content-docs/current.json': '{"sidebar.docs.category.Tools":{"message":"Boîte à outils"}}',
      [`${FR}/start.md`]: '---\ntitle: Début\n---\n\nVoir [les outils](/docs/tools).\n',
      'docs/tools/hammer.md': '---\ntitle: Hammer\n---\n\nFor nails.\n',
      [`${FR}/tools/hammer.md`]: '---\ntitle: Marteau\nslug: marteau\n---\n\nPour les clous.\n',
    });
    build = site.run('build');
  });
  after(() => site.remove());

  it('builds: every link between the locales leads to a page', () => {
    assert.equal(build.code, 0, build.stderr);
  });

  it("leads to the doc's translated slug, both ways", () => {
    assert.equal(menuLink(site.read('dist/docs/tools/hammer.html'), 'fr'), '/fr/docs/tools/marteau');
    assert.equal(menuLink(site.read('dist/fr/docs/tools/marteau.html'), 'en'), '/docs/tools/hammer');
    assert.equal(alternate(site.read('dist/docs/tools/hammer.html'), 'fr'), 'https://example.com/fr/docs/tools/marteau');
    assert.equal(alternate(site.read('dist/fr/docs/tools/marteau.html'), 'x-default'), 'https://example.com/docs/tools/hammer');
  });

  it("leads to the generated index at the docs folder's slug in both locales, a translated _category_ file not read, as Docusaurus reads none", () => {
    assert.equal(site.exists('dist/fr/docs/outils.html'), false);
    assert.equal(menuLink(site.read('dist/docs/tools.html'), 'fr'), '/fr/docs/tools');
    assert.equal(menuLink(site.read('dist/fr/docs/tools.html'), 'en'), '/docs/tools');
    // Its label is the locale's current.json's; the translated doc's link to the index, written as Docusaurus builds it, leads to it.
    assert.match(site.read('dist/fr/docs/tools.html'), /<h1 class="doc-title">Boîte à outils<\/h1>/);
    assert.match(site.read('dist/fr/docs/start.html'), /<a href="\/fr\/docs\/tools">les outils<\/a>/);
    // The translator is told the file is not read.
    assert.match(
      build.stdout + build.stderr,
      /i18n\/fr\/docusaurus-plugin-content-docs\/current\/tools\/_category_\.json .*not read.*\[content\/translated-category-file\]/,
    );
  });

  it('leaves a doc at the same path in both locales at its own path', () => {
    assert.equal(menuLink(site.read('dist/docs/start.html'), 'fr'), '/fr/docs/start');
    assert.equal(menuLink(site.read('dist/fr/docs/start.html'), 'en'), '/docs/start');
  });
});

describe('the locale menu of a site whose addresses end in a slash (trailingSlash: true)', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': CONFIG.replace('i18n: {', 'trailingSlash: true,\n  i18n: {'),
      'docs/start.md': '---\ntitle: Start\n---\n\nFirst steps.\n',
    });
    const build = site.run('build');
    assert.equal(build.code, 0, build.stderr);
  });
  after(() => site.remove());

  it("spells each locale's page with its slash, as the page's own links are", () => {
    assert.equal(menuLink(site.read('dist/docs/start/index.html'), 'fr'), '/fr/docs/start/');
    assert.equal(menuLink(site.read('dist/fr/docs/start/index.html'), 'en'), '/docs/start/');
  });
});
