/**
 * `mysite write-translations --locale fr` also writes the navbar's and
 * footer's texts (a navbar dropdown's links too), the docs sidebars' category labels and the site's own
 * `<Translate>` texts, in Docusaurus's
 * files and keys, keeping what is translated; the build reads them back.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const CONFIG = minimalConfig(`i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  navbar: { title: 'Tokens', logo: { alt: 'Token logo', src: '/logo.svg' }, items: [
    { label: 'Docs', to: '/docs' },
    { type: 'dropdown', label: 'Community', items: [{ label: 'Forum', href: 'https://forum.example.com' }, { label: 'Steps', to: '/docs/setup/guide' }] },
    { type: 'localeDropdown', position: 'right' },
  ] },
  footer: { columns: [{ title: 'More', items: [{ label: 'Guide', href: '/docs/setup/guide' }] }], copyright: 'Made by us' },
  docs: { sidebarPath: false },`);

type Texts = Record<string, { message: string; description?: string }>;

describe('mysite write-translations for a translated site', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': CONFIG,
      'static/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'content/docs/welcome.md': '---\ntitle: Welcome\nslug: /\n---\n\nHello.\n',
      'content/docs/setup/_category_.yml': 'label: Setting up\n',
      'content/docs/setup/guide.md': '---\ntitle: Guide\n---\n\nSteps.\n',
      'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.Docs': { message: 'Documentation' } }),
      'src/components/Banner.tsx': 'export const Banner = () => <Translate id="banner.text">Read the news</Translate>;\n',
      'src/components/Lamp.tsx':
        "export const Lamp = () => <p title={translate({ id: 'lamp.tip', message: 'Switch it on', description: 'Tooltip of the lamp' })}><Translate id=\"lamp.label\" description=\"The lamp's caption\">A lamp</Translate></p>;\n",
      'i18n/fr/code.json': JSON.stringify({ 'lamp.label': { message: 'Une lampe' } }),
    });
  });
  after(() => site.remove());

  it("writes navbar.json, footer.json and current.json with Docusaurus's keys, keeping what is translated", () => {
    const r = site.run('write-translations', '--locale', 'fr');
    assert.equal(r.code, 0, r.stderr);
    const navbar = JSON.parse(site.read('i18n/fr/docusaurus-theme-classic/navbar.json')) as Texts;
    // A dropdown's links are listed under the same key form as the items.
    assert.deepEqual(Object.keys(navbar).sort(), ['item.label.Community', 'item.label.Docs', 'item.label.Forum', 'item.label.Steps', 'logo.alt', 'title']);
    assert.equal(navbar['item.label.Docs']!.message, 'Documentation');
    assert.equal(navbar.title!.message, 'Tokens');
    const footer = JSON.parse(site.read('i18n/fr/docusaurus-theme-classic/footer.json')) as Texts;
    assert.deepEqual(Object.keys(footer).sort(), ['copyright', 'link.item.label.Guide', 'link.title.More']);
    const sidebar = JSON.parse(site.read('i18n/fr/docusaurus-plugin-content-docs/current.json')) as Texts;
    assert.deepEqual(Object.keys(sidebar), ['sidebar.docs.category.Setting up']);
    // The site's own <Translate> texts are in code.json, beside the theme's.
    const code = JSON.parse(site.read('i18n/fr/code.json')) as Texts;
    assert.deepEqual(code['banner.text'], { message: 'Read the news' });
    // With what each is for, as Docusaurus writes them; a translation already there stays, given its description.
    assert.deepEqual(code['lamp.tip'], { message: 'Switch it on', description: 'Tooltip of the lamp' });
    assert.deepEqual(code['lamp.label'], { message: 'Une lampe', description: "The lamp's caption" });
    assert.ok(code['theme.common.skipToMainContent']);
    assert.match(r.stdout, /navbar\.json: 5 messages added/);
  });

  it('the build reads them: the French site shows the translated texts', () => {
    const texts = (file: string, entries: Record<string, string>) =>
      site.write(file, JSON.stringify(Object.fromEntries(Object.entries(entries).map(([k, message]) => [k, { message }]))));
    texts('i18n/fr/docusaurus-theme-classic/footer.json', { 'link.title.More': 'Plus', 'link.item.label.Guide': 'Le guide', copyright: 'Fait par nous' });
    texts('i18n/fr/docusaurus-plugin-content-docs/current.json', { 'sidebar.docs.category.Setting up': 'Mise en route' });
    texts('i18n/fr/docusaurus-theme-classic/navbar.json', {
      'item.label.Docs': 'Documentation',
      'item.label.Community': 'Communauté',
      'item.label.Forum': 'Le forum',
      'logo.alt': 'Logo des jetons',
      title: 'Jetons',
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    const fr = site.read('dist/fr/docs/setup/guide.html');
    for (const text of [
      '>Documentation<',
      '>Communauté<',
      '>Le forum<',
      '>Steps<',
      'alt="Logo des jetons"',
      '>Jetons<',
      '>Plus<',
      '>Le guide<',
      'Fait par nous',
      'Mise en route',
    ]) {
      assert.ok(fr.includes(text), text);
    }
    const en = site.read('dist/docs/setup/guide.html');
    for (const text of ['>Docs<', '>Community<', '>Forum<', 'Setting up', 'Made by us']) assert.ok(en.includes(text), text);
    assert.ok(!en.includes('Mise en route'));
  });
});
