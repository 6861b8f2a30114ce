/**
 * Docusaurus sites for the migrate tests, written for these tests after
 * Docusaurus's documented conventions: a classic-preset config in CommonJS,
 * one in ESM and one in TypeScript, with the docs, blog, pages and static
 * files they point at.
 */
import { STAND_IN_SASS } from '../support/stand-in-sass.js';

/** Content shared by the three sites: docs with slugs and ids, a sidebars file, a blog post, a React home page, CSS. */
export const CONTENT: Record<string, string> = {
  'docs/welcome.md': '---\nslug: /\ntitle: Welcome aboard\n---\n\nThe start of the handbook.\n',
  'docs/guides/_category_.json': '{ "label": "Guides", "position": 2 }\n',
  'docs/guides/01-setup.md': '---\nid: getting-set-up\nsidebar_label: Set up\n---\n\n# Setting up\n\nInstall the tools.\n',
  'docs/guides/02-deploy.md': '# Deploying\n\nShip it today.\n',
  'sidebars.js': `module.exports = {
  handbook: ['welcome', { type: 'category', label: 'Guides', items: ['guides/getting-set-up', 'guides/deploy'] }],
  reference: ['guides/deploy'],
};
`,
  'blog/2026-03-04-first-note.md': '---\ntitle: A first note\n---\n\nHello from the team.\n\n<!-- truncate -->\n\nMore words.\n',
  'src/pages/index.tsx': 'export default function Home() {\n  return <main id="main"><h1>Field handbook</h1></main>;\n}\n',
  'src/css/custom.css':
    "/* Infima's variables, as the template has them. */\n@import url('https://fonts.example.org/face.css');\n\n:root {\n  --ifm-color-primary: #2a6f4e;\n  --ifm-color-primary-dark: #25644a;\n}\n[data-theme='dark'] {\n  --ifm-color-primary: #5fc79a;\n}\n",
  'static/img/mark.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>\n',
};

/** A remark plugin that upper-cases text marked `!!like this!!`, and one that needs a package nobody installed. */
const LOCAL_PLUGINS: Record<string, string> = {
  'src/plugins/remark-shout.js': `module.exports = function remarkShout(options = {}) {
  const mark = options.mark || '!!';
  return (tree) => {
    const visit = (node) => {
      if (node.type === 'text' && node.value.includes(mark)) node.value = node.value.split(mark).map((part, i) => (i % 2 ? part.toUpperCase() : part)).join('');
      for (const child of node.children || []) visit(child);
    };
    visit(tree);
  };
};
`,
  'src/plugins/remark-fancy.js': `const { visit } = require('unist-util-not-installed-anywhere');
module.exports = function remarkFancy() { return (tree) => visit(tree); };
`,
  // An installed package (CommonJS, with its types): a rehype plugin that marks tables.
  'node_modules/rehype-tag-tables/package.json': '{ "name": "rehype-tag-tables", "version": "1.0.0", "main": "index.js", "types": "index.d.ts" }\n',
  'node_modules/rehype-tag-tables/index.d.ts': 'export default function rehypeTagTables(options?: { className?: string }): (tree: unknown) => void;\n',
  'node_modules/rehype-tag-tables/index.js': `module.exports = function rehypeTagTables(options = {}) {
  const name = options.className || 'wide';
  return (tree) => {
    const walk = (node) => {
      if (node.type === 'element' && node.tagName === 'table') node.properties = { ...node.properties, className: [name] };
      for (const child of node.children || []) walk(child);
    };
    walk(tree);
  };
};
`,
};

/** CommonJS, as `create-docusaurus` wrote it for years: require, require.resolve, module.exports. */
export const COMMONJS_SITE: Record<string, string> = {
  ...CONTENT,
  ...LOCAL_PLUGINS,
  // A swizzled component (mysite does not read it) and the MDX components file (read with the MDX components).
  'src/theme/Footer/index.js': 'export default function Footer() { return null; }\n',
  'src/theme/DocSidebarItem/index.js': 'export default function DocSidebarItem() { return null; }\n',
  'src/theme/MDXComponents.js': 'export default {};\n',
  'docusaurus.config.js': `// @ts-check
const { themes } = require('prism-react-renderer');
const remarkShout = require('./src/plugins/remark-shout');
const remarkFancy = require('./src/plugins/remark-fancy');
const rehypeTagTables = require('rehype-tag-tables');

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Field Handbook',
  tagline: 'How the field team works',
  favicon: 'img/mark.svg',
  url: 'https://handbook.example.org',
  baseUrl: '/',
  organizationName: 'example',
  projectName: 'handbook',
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'log',
  trailingSlash: false,
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          sidebarPath: require.resolve('./sidebars.js'),
          routeBasePath: 'handbook',
          editUrl: 'https://git.example.org/handbook/edit/main/',
          showLastUpdateTime: true,
          remarkPlugins: [[remarkShout, { mark: '!!' }], remarkFancy],
          rehypePlugins: [[rehypeTagTables, { className: 'wide-table' }]],
        },
        blog: {
          blogTitle: 'Field notes',
          blogSidebarCount: 'ALL',
          postsPerPage: 'ALL',
          feedOptions: { type: 'all', copyright: 'Example field team' },
        },
        theme: { customCss: require.resolve('./src/css/custom.css') },
      }),
    ],
  ],
  plugins: ['docusaurus-plugin-sass', [require.resolve('docusaurus-plugin-image-zoom'), {}]],
  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      image: 'img/mark.svg',
      colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
      announcementBar: { content: 'We moved to a <b>new office</b>.', backgroundColor: '#fff3cd', isCloseable: false },
      navbar: {
        title: 'Handbook',
        logo: { alt: 'Field team mark', src: 'img/mark.svg', width: '32px' },
        items: [
          { type: 'docSidebar', sidebarId: 'handbook', position: 'left', label: 'Handbook' },
          { type: 'doc', docId: 'guides/getting-set-up', position: 'left' },
          { to: '/blog', label: 'Notes', position: 'left' },
          {
            type: 'dropdown',
            label: 'Elsewhere',
            position: 'right',
            to: '/blog',
            items: [
              { label: 'Status', href: 'https://status.example.org' },
              { type: 'doc', docId: 'guides/getting-set-up' },
              { type: 'docSidebar', sidebarId: 'handbook', label: 'All guides' },
              { type: 'html', value: '<hr>' },
            ],
          },
          { href: 'https://github.com/example/handbook', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub' },
          { label: 'More', items: [{ label: 'Deploying', to: '/handbook/guides/deploy' }] },
        ],
      },
      footer: {
        style: 'dark',
        links: [
          { title: 'Read', items: [{ label: 'Deploying', to: '/handbook/guides/deploy' }, { html: '<p>Printed monthly.</p>' }] },
          { title: 'Talk', items: [{ label: 'Forum', href: 'https://forum.example.org' }] },
        ],
        copyright: \`Copyright © \${2026} Example. Built with <a href="https://docusaurus.io">Docusaurus</a>.\`,
      },
      prism: { theme: themes.github, additionalLanguages: ['php', 'not-a-language'] },
      algolia: { appId: 'X', apiKey: 'Y', indexName: 'handbook' },
    }),
};

module.exports = config;
`,
};

/** An ES module whose default export is an async function, with i18n, versions and a plugin whose options hold a function. */
export const ESM_SITE: Record<string, string> = {
  // The docs are the whole site (routeBasePath '/'), so the home page is the doc with `slug: /`.
  ...withoutHomePage(CONTENT),
  ...LOCAL_PLUGINS,
  'src/plugins/remark-stamp.mjs': `export default function remarkStamp(options) {
  return (tree) => {
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: options.text }] });
  };
}
`,
  'versions.json': '["1.0"]\n',
  'versioned_docs/version-1.0/overview.md': '---\ntitle: Overview\n---\n\nThe handbook as it stood at its first edition.\n',
  'static/files/plan.pdf': '%PDF-1.4 a stand-in\n',
  'i18n/fr/code.json': '{}\n',
  'docusaurus.config.mjs': `import remarkStamp from './src/plugins/remark-stamp.mjs';
import rehypeTagTables from 'rehype-tag-tables';

export default async function createConfig() {
  return {
    title: 'Field Handbook',
    url: 'https://handbook.example.org/',
    baseUrl: '/handbook-site',
    i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { en: { htmlLang: 'en-GB' } } },
    markdown: { format: 'detect', hooks: { onBrokenMarkdownLinks: 'throw' } },
    presets: [
      [
        '@docusaurus/preset-classic',
        {
          docs: {
            path: 'docs',
            routeBasePath: '/',
            sidebarPath: './sidebars.js',
            lastVersion: 'current',
            remarkPlugins: [[remarkStamp, { text: 'Reviewed by the field team.' }]],
            rehypePlugins: [[rehypeTagTables, { when: () => true }]],
          },
          blog: false,
          sitemap: { changefreq: 'daily', ignorePatterns: ['/handbook-site/tags/**'] },
        },
      ],
    ],
    themeConfig: {
      navbar: {
        items: [
          { type: 'doc', docId: 'welcome', label: 'Start' },
          { type: 'doc', docId: 'no-such-doc', label: 'Lost' },
          { type: 'search', position: 'right' },
          { type: 'localeDropdown', position: 'right' },
          { href: '/handbook-site/files/plan.pdf', label: 'Plan' },
        ],
      },
      footer: { links: [{ label: 'Contact', href: 'mailto:team@example.org' }] },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    },
  };
}
`,
};

/** TypeScript, as the current template writes it: type imports, satisfies, a named import from a package that is not installed. */
export const TYPESCRIPT_SITE: Record<string, string> = {
  ...CONTENT,
  ...LOCAL_PLUGINS,
  ...STAND_IN_SASS,
  'src/css/extra.scss': '$accent: #7a3e9d;\n.callout { border-color: $accent; }\n',
  'src/plugins/rehype-marks.ts': `export function rehypeMarks(): (tree: unknown) => void {
  return () => {};
}
`,
  'docusaurus.config.ts': `import { themes as prismThemes } from 'prism-react-renderer';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { rehypeMarks } from './src/plugins/rehype-marks';

const config: Config = {
  title: 'Field Handbook',
  url: 'https://handbook.example.org',
  baseUrl: '/',
  future: { v4: true },
  headTags: [{ tagName: 'meta', attributes: { name: 'team', content: 'field' } }],
  scripts: ['https://stats.example.org/count.js', { src: 'https://tags.example.net/tag.js', async: true }],
  stylesheets: [{ href: 'https://fonts.example.com/inter.css', type: 'text/css' }],
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: './sidebars.js', rehypePlugins: [rehypeMarks], versions: { current: { label: 'Next' } } },
        blog: { showReadingTime: false, onUntruncatedBlogPosts: 'throw' },
        theme: { customCss: ['./src/css/custom.css', './src/css/extra.scss'] },
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    navbar: { items: [{ type: 'docSidebar', sidebarId: 'reference', label: 'Reference' }] },
    prism: { theme: prismThemes.github },
    metadata: [{ name: 'keywords', content: 'field, handbook' }],
  } satisfies Preset.ThemeConfig,
};

export default config;
`,
};

function withoutHomePage(files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).filter(([file]) => file !== 'src/pages/index.tsx'));
}
