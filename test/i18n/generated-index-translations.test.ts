/**
 * A generated index in a translated locale takes the title and description
 * its locale's current.json gives it (`sidebar.<sidebar>.category.<label>
 * .link.generated-index.title` / `.description`, as Docusaurus translates
 * them), over its label, while the sidebar keeps the translated label; its
 * page title, meta description and Markdown twin follow.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

describe("a generated index's title and description in a translated locale", () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },`),
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nStart here.\n',
      'content/docs/lamps/_category_.json': JSON.stringify({ label: 'Lamps', link: { type: 'generated-index', description: 'Every lamp we make.' } }),
      'content/docs/lamps/desk.md': '---\ntitle: Desk lamp\n---\n\nFor reading.\n',
      'content/docs/wicks/_category_.json': JSON.stringify({ label: 'Wicks', link: { type: 'generated-index' } }),
      'content/docs/wicks/cotton.md': '---\ntitle: Cotton\n---\n\nBurns slowly.\n',
      'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({
        'sidebar.docs.category.Lamps': { message: 'Lampes' },
        'sidebar.docs.category.Lamps.link.generated-index.title': { message: 'Toutes nos lampes' },
        'sidebar.docs.category.Lamps.link.generated-index.description': { message: 'Chaque lampe que nous fabriquons.' },
        'sidebar.docs.category.Wicks': { message: 'Mèches' },
      }),
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it("takes the file's title and description over the label, the sidebar keeping the label", () => {
    const page = site.read('dist/fr/docs/category/lamps.html');
    assert.match(
      page,
      /<h1 class="doc-title">Toutes nos lampes<\/h1><div class="markdown"[^>]*><p>Chaque lampe que nous fabriquons\.<\/p><ul class="doc-cards">/,
    );
    assert.doesNotMatch(page, /Every lamp we make/);
    assert.match(page, /<title>Toutes nos lampes \| Fixture<\/title>/);
    assert.match(page, /<meta name="description" content="Chaque lampe que nous fabriquons\."/);
    assert.match(page, /class="sidebar[^"]*"[\s\S]*>Lampes</);
    assert.match(site.read('dist/fr/docs/category/lamps.md'), /^# Toutes nos lampes\n\nChaque lampe que nous fabriquons\.\n\n- \[Desk lamp\]/);
  });

  it('is titled with the translated label where the file gives no title, and the default locale as written', () => {
    assert.match(site.read('dist/fr/docs/category/wicks.html'), /<h1 class="doc-title">Mèches<\/h1>/);
    const en = site.read('dist/docs/category/lamps.html');
    assert.match(en, /<h1 class="doc-title">Lamps<\/h1><div class="markdown"[^>]*><p>Every lamp we make\.<\/p>/);
  });
});
