/**
 * A site in three languages: English (the default, at the root), French
 * (under /fr/) and Arabic (under /ar/, right to left). French translates the
 * welcome doc, the navbar, the footer and one theme text; it lacks the guide
 * (a fallback page with a notice), and translates the blog's one post.
 * Arabic (its label set, its direction found from the language) translates
 * the guide in the plain layout (`i18n/ar/docs/`). The docs have one
 * released version (1.0), which French translates too.
 */
import { minimalConfig } from './fixture-site.js';

const I18N = `i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'], localeConfigs: { en: { htmlLang: 'en-GB' }, ar: { label: 'العربية' } } },`;

const NAVBAR = `navbar: {
    title: 'Tokens',
    items: [
      { label: 'Docs', to: '/docs', position: 'left' },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  footer: { columns: [{ title: 'More', items: [{ label: 'Guide', href: '/docs/guide' }] }], copyright: 'Made by the token team' },`;

const BLOG = `blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog' }],`;

export function translatedSiteFiles(configExtra = ''): Record<string, string> {
  return {
    'site.config.ts': minimalConfig(`${I18N}\n  ${NAVBAR}\n  docs: { sidebarPath: false, lastVersion: 'current' },\n  ${BLOG}\n  ${configExtra}`),
    'versions.json': JSON.stringify(['1.0']),
    'content/docs/welcome.md': '---\ntitle: Welcome\nslug: /\n---\n\nTokens let a client call the API. Read the [guide](./guide.md).\n',
    // Only the original has the image: the translation shows it too.
    'content/docs/flow.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
    'content/docs/guide.md': '---\ntitle: Setup guide\n---\n\nTurn the feature on in the settings.\n',
    'versioned_docs/version-1.0/welcome.md': '---\ntitle: Welcome\nslug: /\n---\n\nThe first release.\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/welcome.md':
      '---\ntitle: Bienvenue\nslug: /\n---\n\nLes jetons permettent à un client d’appeler l’API. Lisez le [guide](./guide.md).\n\n![Le schéma](./flow.svg)\n',
    'i18n/fr/docusaurus-plugin-content-docs/version-1.0/welcome.md': '---\ntitle: Bienvenue\nslug: /\n---\n\nLa première version.\n',
    'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.Docs': { message: 'Documentation' } }, null, 2),
    'i18n/fr/docusaurus-theme-classic/footer.json': JSON.stringify(
      { 'link.title.More': { message: 'Plus' }, 'link.item.label.Guide': { message: 'Guide de mise en route' }, copyright: { message: 'Fait par l’équipe' } },
      null,
      2,
    ),
    'content/blog/2026-03-01-launch.md': '---\ntitle: Tokens are out\nauthors: []\n---\n\nThe token API is available.\n\n<!-- truncate -->\n\nMore soon.\n',
    'i18n/fr/docusaurus-plugin-content-blog/2026-03-01-launch.md':
      '---\ntitle: Les jetons sont là\nauthors: []\n---\n\nL’API des jetons est disponible.\n\n<!-- truncate -->\n\nLa suite bientôt.\n',
    'i18n/ar/docs/guide.md': '---\ntitle: دليل الإعداد\n---\n\nفعّل الميزة من الإعدادات.\n',
    'i18n/fr/code.json': JSON.stringify({ 'theme.i18n.untranslatedNotice': { message: 'Cette page n’est pas encore traduite.' } }, null, 2),
  };
}

/**
 * The same site with its docs' next version unreleased (1.0 the last
 * version, the docs folder "Next" under /docs/next/), for the "not released
 * yet" banner beside the "not translated yet" notice: 1.0 gets the guide
 * (untranslated in French and Arabic), and Next a page 1.0 lacks (webhooks,
 * translated nowhere).
 */
export function unreleasedNextSiteFiles(): Record<string, string> {
  const files = translatedSiteFiles();
  return {
    ...files,
    'site.config.ts': files['site.config.ts']!.replace(", lastVersion: 'current'", ''),
    'versioned_docs/version-1.0/guide.md': '---\ntitle: Setup guide\n---\n\nTurn the feature on in the config file.\n',
    'content/docs/webhooks.md': '---\ntitle: Webhooks\n---\n\nCalls your server when a token is issued.\n',
  };
}
