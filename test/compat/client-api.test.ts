/**
 * The client API Docusaurus sites import, in an MDX page and a React page
 * of a two-locale site, built once: theme-common's useThemeConfig,
 * usePluralForm and useWindowSize, the router's matchPath and
 * useRouteMatch, useDocusaurusContext's themeConfig (in Docusaurus's field
 * names) and i18n (the locale
 * built as currentLocale), @generated/docusaurus.config and
 * .docusaurus/i18n.json, and a root import `/src/css/x.css`.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, type FixtureSite } from '../support/fixture-site.js';

const CONFIG = `import { defineConfig } from 'mysite-ssg';
export default defineConfig({
  title: 'Lamps',
  url: 'https://example.com',
  navbar: { title: 'Lantern works', items: [{ label: 'Guide', to: '/docs/lamps', ariaLabel: 'The guide', icon: 'github' }] },
  footer: { columns: [{ title: 'More', items: [{ label: 'Lamps', href: '/docs/lamps' }, { label: 'Forge', href: 'https://example.org/forge' }], html: '<b>hot</b>' }], copyright: 'Lit by us' },
  headTags: [{ tagName: 'meta', attributes: { name: 'keywords', content: 'lamps' } }, { tagName: 'link', attributes: { rel: 'me', href: 'https://example.org' } }],
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'Français du nord' } } },
});
`;

const DOC = `---
title: Lamps
---
import '/src/css/lamp.css';
import { usePluralForm, useWindowSize, useThemeConfig } from '@docusaurus/theme-common';
import { matchPath, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import generated from '@generated/docusaurus.config';
import i18nFile from '@site/.docusaurus/i18n.json';

export const Facts = () => {
  const { i18n, siteConfig } = useDocusaurusContext();
  const { selectMessage } = usePluralForm();
  const match = matchPath(useLocation().pathname, { path: '/:lang?/docs/:page' });
  return <ul className="lamp-glow">
    <li id="plural">{selectMessage(3, 'one lamp|many lamps')}</li>
    <li id="size">{useWindowSize()}</li>
    <li id="theme">{useThemeConfig().navbar.title}+{siteConfig.themeConfig.navbar.title}+{generated.title}</li>
    <li id="i18n">{i18n.currentLocale}+{i18n.defaultLocale}+{i18n.locales.join(',')}+{i18n.localeConfigs.fr.label}+{i18n.localeConfigs.fr.baseUrl}+{i18nFile.currentLocale}</li>
    <li id="shape">{JSON.stringify([siteConfig.themeConfig.navbar.items, siteConfig.themeConfig.navbar.hideOnScroll, siteConfig.themeConfig.footer, siteConfig.themeConfig.metadata, siteConfig.themeConfig.colorMode.defaultMode, siteConfig.themeConfig.docs.versionPersistence, siteConfig.themeConfig.prism.magicComments[0].line, siteConfig.themeConfig.tableOfContents.maxHeadingLevel])}</li>
    <li id="match">{match ? match.params.page : 'none'}</li>
  </ul>;
};

<Facts />
`;

const PAGE = `import { useThemeConfig, usePluralForm } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useRouteMatch } from '@docusaurus/router';

export default function Shelf() {
  const { i18n } = useDocusaurusContext();
  return <main id="main"><p id="shelf">{useThemeConfig().navbar.title}+{i18n.currentLocale}+{usePluralForm().selectMessage(1, 'one lamp|many lamps')}+{String(useRouteMatch('/shelf')?.isExact)}</p></main>;
}
`;

const text = (html: string, id: string) => new RegExp(`id="${id}">(.*?)</`).exec(html)?.[1]?.replace(/<!-- -->/g, '');

describe('the Docusaurus client API', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': CONFIG,
      'src/css/lamp.css': '.lamp-glow { color: rgb(1, 2, 3); }\n',
      'content/docs/lamps.mdx': DOC,
      'content/pages/shelf.jsx': PAGE,
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('theme-common hooks and the router in an MDX page', () => {
    const html = site.read('dist/docs/lamps.html');
    assert.equal(text(html, 'plural'), 'many lamps');
    assert.equal(text(html, 'size'), 'ssr');
    assert.equal(text(html, 'theme'), 'Lantern works+Lantern works+Lamps');
    assert.equal(text(html, 'match'), 'lamps');
  });

  it('siteConfig.themeConfig has Docusaurus’s field names', () => {
    const shape = JSON.parse(
      (text(site.read('dist/docs/lamps.html'), 'shape') ?? '')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>'),
    );
    assert.deepEqual(shape, [
      [{ label: 'Guide', to: '/docs/lamps', position: 'left', 'aria-label': 'The guide' }],
      false,
      {
        style: 'light',
        links: [
          { title: 'More', items: [{ label: 'Lamps', to: '/docs/lamps' }, { label: 'Forge', href: 'https://example.org/forge' }, { html: '<b>hot</b>' }] },
        ],
        copyright: 'Lit by us',
      },
      [{ name: 'keywords', content: 'lamps' }],
      'light',
      'localStorage',
      'highlight-next-line',
      3,
    ]);
  });

  it('i18n names the locale being built, with every locale’s config', () => {
    assert.equal(text(site.read('dist/docs/lamps.html'), 'i18n'), 'en+en+en,fr+Français du nord+/fr/+en');
    assert.equal(text(site.read('dist/fr/docs/lamps.html'), 'i18n'), 'fr+en+en,fr+Français du nord+/fr/+fr');
  });

  it('a React page reads the same hooks', () => {
    assert.equal(text(site.read('dist/shelf.html'), 'shelf'), 'Lantern works+en+one lamp+true');
    assert.equal(text(site.read('dist/fr/shelf.html'), 'shelf'), 'Lantern works+fr+one lamp+undefined');
  });

  it('a root import /src/css/… is the site folder’s file', () => {
    const css = site.read('dist/docs/lamps.html').match(/href="(\/assets\/css\/content\.[^"]+\.css)"/)?.[1];
    assert.ok(css, 'the page links the content stylesheet');
    assert.match(site.read(`dist${css}`), /\.lamp-glow\{color:(?:#010203|rgb\(1, ?2, ?3\))\}/);
  });
});
