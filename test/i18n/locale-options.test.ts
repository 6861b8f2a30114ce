/**
 * `mysite build --locale <l>` builds one locale into its folder; links are
 * checked within each locale's site and across locales, a broken one
 * reported at the translated file it is written in; the config refuses a
 * locale that is not a language tag and a path that is not one folder, and
 * accepts, as Docusaurus does, options of a locale that is not built.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { translatedSiteFiles } from '../support/translated-site.js';

describe('locale options', () => {
  let site: FixtureSite | undefined;
  afterEach(() => site?.remove());

  it('--locale fr builds just fr, under fr/; --locale en just the default, at the root', () => {
    site = createSite(translatedSiteFiles());
    const fr = site.run('build', '--locale', 'fr');
    assert.equal(fr.code, 0, fr.stderr);
    assert.ok(site.exists('dist/fr/docs/guide.html'));
    assert.ok(site.exists('dist/fr/sitemap.xml'));
    assert.ok(!site.exists('dist/docs.html'), 'no default locale');
    assert.ok(!site.exists('dist/ar'), 'no other locale');
    // A whole-site build after it is not taken as up to date.
    const all = site.run('build');
    assert.equal(all.code, 0, all.stderr);
    assert.doesNotMatch(all.stdout, /Up to date/);
    assert.ok(site.exists('dist/docs.html') && site.exists('dist/ar/docs.html') && site.exists('dist/fr/docs.html'));
    const en = site.run('build', '--locale', 'en');
    assert.equal(en.code, 0, en.stderr);
    assert.ok(site.exists('dist/docs.html'));
    assert.ok(!site.exists('dist/fr'), 'only the default locale');
  });

  it('--locale with a locale the site does not have is an error naming the locales', () => {
    site = createSite(translatedSiteFiles());
    const r = site.run('build', '--locale', 'fe');
    assert.notEqual(r.code, 0);
    assert.match(r.stderr, /no locale "fe"/);
    assert.match(r.stderr, /Did you mean "fr"\?/);
    assert.match(r.stderr, /config\/unknown-locale/);
  });

  it('a broken link in a translated page is reported at the translated file', () => {
    site = createSite({
      ...translatedSiteFiles(),
      'i18n/fr/docusaurus-plugin-content-docs/current/welcome.md': '---\ntitle: Bienvenue\nslug: /\n---\n\nVoir [la page perdue](/docs/perdue).\n',
    });
    const r = site.run('build');
    assert.notEqual(r.code, 0);
    assert.match(r.stderr, /i18n\/fr\/docusaurus-plugin-content-docs\/current\/welcome\.md:\d+:\d+ +Broken link: \/fr\/docs\/perdue/);
    assert.doesNotMatch(r.stderr, /content\/docs\/welcome\.md/);
  });

  it('links between locales are checked against the locale they lead to', () => {
    // A blog post translated with a slug of its own: the dropdown's link to the same path in English leads nowhere.
    site = createSite({
      ...translatedSiteFiles(),
      'content/blog/2026-03-02-extra.md': '---\ntitle: Extra\n---\n\nMore.\n',
      'i18n/fr/docusaurus-plugin-content-blog/2026-03-02-extra.md': '---\ntitle: En plus\nslug: en-plus\n---\n\nDavantage.\n',
    });
    const r = site.run('build');
    assert.notEqual(r.code, 0);
    assert.match(r.stderr, /dist\/fr\/blog\/en-plus\.html:\d+ +Broken link: \/blog\/en-plus/);
    assert.doesNotMatch(r.stderr, /Broken link: \/fr\/blog\/en-plus/);
  });

  it('accepts options of a locale that is not in locales, and builds nothing of it, as Docusaurus ignores them', () => {
    site = createSite({
      'site.config.ts':
        minimalConfig(`i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'Français' }, de: { label: 'Deutsch', path: 'fr' } } },
  navbar: { items: [{ type: 'localeDropdown', position: 'right' }] },`),
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n',
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.ok(site.exists('dist/fr/docs/intro.html'));
    assert.ok(!site.exists('dist/de'));
    const menu = site.read('dist/docs/intro.html');
    assert.match(menu, /hrefLang="fr"[^>]*>Français</);
    assert.doesNotMatch(menu, /Deutsch/);
  });

  for (const [name, i18n, message] of [
    [
      'a locale that is not a language tag',
      `{ defaultLocale: 'en', locales: ['en', '../fr'] }`,
      /"i18n\.locales\[1\]" is not valid: expected a language tag such as en-US or fr; got "\.\.\/fr"/,
    ],
    [
      'a path of more than one folder',
      `{ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { path: 'fr/ca' } } }`,
      /i18n\.localeConfigs\.fr\.path.*single folder name/s,
    ],
    ['a default locale not among the locales', `{ defaultLocale: 'de', locales: ['en', 'fr'] }`, /i18n\.defaultLocale.*"de" is not one of locales/s],
    [
      'two locales at the same path',
      `{ defaultLocale: 'en', locales: ['en', 'fr', 'de'], localeConfigs: { de: { path: 'fr' } } }`,
      /i18n\.localeConfigs\.de\.path.*also the path of fr/s,
    ],
  ] as const) {
    it(`the config refuses ${name}`, () => {
      site = createSite({ 'site.config.ts': minimalConfig(`i18n: ${i18n},`) });
      const r = site.run('build');
      assert.notEqual(r.code, 0);
      assert.match(r.stderr, message);
    });
  }
});
