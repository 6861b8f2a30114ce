/**
 * A docs section other than the default on a translated site:
 * `write-translations` writes its category labels into its own file,
 * `i18n/<locale>/docusaurus-plugin-content-docs-<id>/current.json`, beside
 * the default section's, and the locale's build reads them back into the
 * section's sidebar and breadcrumbs.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

type Texts = Record<string, { message: string; description?: string }>;

describe('translations of a second docs section', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  docs: [{ path: 'content/docs', sidebarPath: false }, { id: 'community', path: 'content/community', routeBasePath: '/community', sidebarPath: false }],`),
      'content/docs/intro.md': '# Intro\n\nThe guide.\n',
      'content/docs/setup/_category_.yml': 'label: Setting up\n',
      'content/docs/setup/install.md': '# Install\n\nSteps.\n',
      'content/community/welcome.md': '# Welcome\n\nHello.\n',
      'content/community/events/_category_.yml': 'label: Gatherings\n',
      'content/community/events/meetups.md': '# Meetups\n\nWhere we meet.\n',
    });
  });
  after(() => site.remove());

  it("writes the section's category labels into its own current.json", () => {
    const r = site.run('write-translations', '--locale', 'fr');
    assert.equal(r.code, 0, r.stderr);
    const own = JSON.parse(site.read('i18n/fr/docusaurus-plugin-content-docs-community/current.json')) as Texts;
    assert.deepEqual(Object.keys(own), ['sidebar.docs.category.Gatherings']);
    const main = JSON.parse(site.read('i18n/fr/docusaurus-plugin-content-docs/current.json')) as Texts;
    assert.deepEqual(Object.keys(main), ['sidebar.docs.category.Setting up']);
  });

  it("the locale's build shows the section's translated labels", () => {
    site.write(
      'i18n/fr/docusaurus-plugin-content-docs-community/current.json',
      JSON.stringify({ 'sidebar.docs.category.Gatherings': { message: 'Rencontres' } }),
    );
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    const page = site.read('dist/fr/community/events/meetups.html');
    assert.match(page, /Rencontres/);
    assert.doesNotMatch(page, /Gatherings/);
    assert.match(site.read('dist/community/events/meetups.html'), /Gatherings/);
  });
});
