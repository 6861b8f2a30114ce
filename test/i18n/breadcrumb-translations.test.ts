/**
 * A doc's breadcrumbs name the categories above it with the labels the
 * locale's sidebar translation file gives them, as the sidebar does.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const CONFIG = minimalConfig(`i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },`);
const LABELS = 'i18n/fr/docusaurus-plugin-content-docs/current.json';

/** The labels of the page's breadcrumbs after the home link. */
function crumbs(html: string): string[] {
  const nav = /<nav class="breadcrumbs"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<li>(?:<a [^>]*>|<span[^>]*>)([^<]+)</g)].map((m) => m[1]!);
}

describe('breadcrumbs in a translated locale', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': CONFIG,
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nStart here.\n',
      'content/docs/setup/_category_.json': JSON.stringify({ label: 'Setup', link: { type: 'generated-index' } }),
      'content/docs/setup/server/_category_.json': JSON.stringify({ label: 'Server' }),
      'content/docs/setup/server/install.md': '---\ntitle: Install\n---\n\nRun it.\n',
      [LABELS]: JSON.stringify({ 'sidebar.docs.category.Setup': { message: 'Mise en place' }, 'sidebar.docs.category.Server': { message: 'Serveur' } }),
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('uses the labels the sidebar translation file gives', () => {
    const page = site.read('dist/fr/docs/setup/server/install.html');
    assert.deepEqual(crumbs(page), ['Mise en place', 'Serveur', 'Install']);
    assert.match(page, /class="sidebar[^"]*"[\s\S]*Mise en place/, 'the sidebar, as before');
    assert.match(page, /"name":"Mise en place"/, 'the structured data’s breadcrumb list too');
    assert.doesNotMatch(page, /"name":"Setup"/);
  });

  it('leaves the default locale as written', () => {
    const page = site.read('dist/docs/setup/server/install.html');
    assert.deepEqual(crumbs(page), ['Setup', 'Server', 'Install']);
    assert.match(page, /"name":"Setup"/);
  });

  it('follows an edit of the translation file at the next build', () => {
    site.write(LABELS, JSON.stringify({ 'sidebar.docs.category.Setup': { message: 'Installation' } }));
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(crumbs(site.read('dist/fr/docs/setup/server/install.html')), ['Installation', 'Server', 'Install']);
  });
});
