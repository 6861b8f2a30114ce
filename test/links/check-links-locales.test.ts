/**
 * `mysite check-links` on a translated site: a broken link of another
 * locale's page is reported where it was written, the locale's translated
 * file, or the default locale's file for a page shown untranslated; a broken
 * navbar link at the config key that sets it, in every locale.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { translatedSiteFiles } from '../support/translated-site.js';

const WELCOME_FR = 'i18n/fr/docusaurus-plugin-content-docs/current/welcome.md';

describe('check-links on a translated site', () => {
  let site: FixtureSite;
  before(() => {
    const files = translatedSiteFiles(`onBrokenLinks: 'warn',`);
    // Line 10 of the French welcome page; line 7 of the guide, which French shows untranslated.
    files[WELCOME_FR] += '\nVoir [la page perdue](/docs/perdue).\n';
    files['content/docs/guide.md'] += '\nSee [nowhere](/docs/nowhere).\n';
    site = createSite(files);
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it("reports a translated page's broken link at its line in the translated file", () => {
    const r = site.run('check-links');
    assert.equal(r.code, 1);
    assert.match(r.stderr, new RegExp(`^  ${WELCOME_FR}:10:6  Broken link: /fr/docs/perdue .*\\[links/broken-link\\]$`, 'm'));
  });

  it("reports an untranslated page's broken link at the default locale's file, in each locale that shows it", () => {
    const r = site.run('check-links');
    assert.match(r.stderr, /^  content\/docs\/guide\.md:7:5  Broken link: \/docs\/nowhere /m);
    assert.match(r.stderr, /^  content\/docs\/guide\.md:7:5  Broken link: \/fr\/docs\/nowhere /m);
    assert.doesNotMatch(r.stderr, /dist\/(fr|ar)\//, 'no link is reported at a built file');
  });

  it('places the links of a one-locale build (--locale fr) the same way', () => {
    const build = site.run('build', '--locale', 'fr');
    assert.equal(build.code, 0, build.stderr);
    const r = site.run('check-links');
    assert.equal(r.code, 1);
    assert.match(r.stderr, new RegExp(`^  ${WELCOME_FR}:10:6  Broken link: /fr/docs/perdue `, 'm'));
    assert.doesNotMatch(r.stderr, /dist\/fr\/docs\.html/);
  });
});

describe('check-links on a translated site with a broken navbar link', () => {
  it('reports it at the config key that sets it, for the pages of every locale', () => {
    const site = createSite({
      'site.config.ts': minimalConfig(`i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  onBrokenLinks: 'warn',
  navbar: { items: [{ label: 'Lost', to: '/docs/lost' }] },`),
      'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nText.\n',
    });
    try {
      assert.equal(site.run('build').code, 0);
      const r = site.run('check-links');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /site\.config\.ts:\d+:\d+ +Broken link: \/docs\/lost, set by navbar\.items\[0\]\.to /);
      assert.match(r.stderr, /site\.config\.ts:\d+:\d+ +Broken link: \/fr\/docs\/lost, set by navbar\.items\[0\]\.to /);
      assert.doesNotMatch(r.stderr, /dist\//);
    } finally {
      site.remove();
    }
  });
});

describe('check-links after building one locale of a translated site', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite(translatedSiteFiles(`onBrokenLinks: 'warn',`));
  });
  after(() => site.remove());

  it('passes: the locale menu leads into locales the output does not hold, which are left out', () => {
    for (const locale of ['fr', 'en']) {
      const build = site.run('build', '--locale', locale);
      assert.equal(build.code, 0, build.stderr);
      const r = site.run('check-links');
      assert.equal(r.code, 0, `--locale ${locale}: ${r.stderr}`);
      assert.match(r.stdout, /links into the locales it does not hold \(.+\) left out/);
    }
  });

  it('still checks every page of the locale it holds', () => {
    site.write(WELCOME_FR, `${site.read(WELCOME_FR)}\nVoir [la page perdue](/docs/perdue) et [ce titre](#nulle-part).\n`);
    const build = site.run('build', '--locale', 'fr');
    assert.equal(build.code, 0, build.stderr);
    const r = site.run('check-links');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /Broken link: \/fr\/docs\/perdue /);
    assert.match(r.stderr, /Broken anchor: #nulle-part /);
  });

  it('checks every locale after a build of them all', () => {
    const build = site.run('build');
    assert.equal(build.code, 0, build.stderr);
    const r = site.run('check-links');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /Broken link: \/fr\/docs\/perdue /);
    assert.doesNotMatch(r.stderr + r.stdout, /left out/);
  });
});
