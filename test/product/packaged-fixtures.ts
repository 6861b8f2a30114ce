/**
 * Sites for the packaged-product tests (packaged-sites.test.ts), each a map
 * of file → contents: an API-only site, an MDX site with a component of its
 * own, a global component and an island, a Docusaurus site to migrate
 * whose blog posts have the front matter a YAML parser is needed for, and
 * one with what teams add to Docusaurus (a swizzle, a plugin, a second docs section).
 */
import { CHANGELOG_FILES } from '../support/changelog-site.js';
import { minimalConfig } from '../support/fixture-site.js';

const HOME = `export const head = { title: 'Home' };
export default function Home() { return <main id="main"><h1>Home</h1></main>; }
`;

/** A reference of two operations sharing a schema through $ref. */
const PARCELS_SPEC = `openapi: 3.0.3
info:
  title: Parcel tracking
  version: 2.1.0
  description: Follow a parcel from the depot to the door.
paths:
  /parcels/{code}:
    get:
      operationId: getParcel
      summary: Look up a parcel
      parameters:
        - name: code
          in: path
          required: true
          schema: { type: string }
      responses:
        '200':
          description: The parcel and where it is.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Parcel' }
        '404':
          description: No parcel has this code.
  /parcels:
    post:
      operationId: registerParcel
      summary: Register a parcel
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Parcel' }
      responses:
        '201':
          description: Registered.
components:
  schemas:
    Parcel:
      type: object
      required: [code]
      properties:
        code: { type: string, example: PX-2231 }
        status: { type: string, enum: [waiting, moving, delivered] }
`;

export function apiOnlySite(): Record<string, string> {
  return {
    'site.config.ts': minimalConfig(`docs: false,\n  api: { specPath: 'openapi/parcels.yaml' },`),
    'openapi/parcels.yaml': PARCELS_SPEC,
  };
}

export function mdxSite(): Record<string, string> {
  return {
    'site.config.ts': minimalConfig(''),
    'content/pages/index.tsx': HOME,
    'src/components/Badge.jsx': 'export default function Badge({ children }) {\n  return <span className="badge-of-site">{children}</span>;\n}\n',
    'src/components/Counter.jsx': `import { useState } from 'react';
export default function Counter({ start }) {
  const [count, setCount] = useState(start);
  return <button type="button" className="lamp-counter" onClick={() => setCount(count + 1)}>Lit {count} times</button>;
}
`,
    'src/components/Aside.jsx': 'export default function Aside({ children }) {\n  return <aside className="aside-everywhere">{children}</aside>;\n}\n',
    'src/theme/MDXComponents.js': `import MDXComponents from '@theme-original/MDXComponents';
import Aside from '@site/src/components/Aside';
export default { ...MDXComponents, Aside };
`,
    'content/docs/lamps.mdx': `---
title: Lamps
---
import Badge from '@site/src/components/Badge';
import Counter from '@site/src/components/Counter';

The lamp <Badge>new</Badge> switches on at dusk.

<Aside>A global component, used without an import.</Aside>

<Counter start={3} />

## Wiring

Connect the lamp to the hub.
`,
  };
}

/** Front matter that only a full YAML parser reads: a date, block lists, null, maps, escaped quotes. */
const POST_WITH_RICH_FRONT_MATTER = `---
title: "The \\"quiet\\" release"
date: 2024-03-05
authors:
  - name: Ana Pereira
    title: Maintainer
tags:
  - release
  - notes
image: null
---

The release that changed nothing you can see.

<!-- truncate -->

Under the hood, everything.
`;

const SECOND_POST = `---
slug: lanterns
date: 2024-04-18T09:30:00Z
tags: [lanterns]
keywords:
  - light
  - night
---

# Lanterns at night

Each lantern has its own schedule.
`;

/** A Docusaurus 3 site, classic preset, reading its url from .env as such sites do. */
export function docusaurusSite(): Record<string, string> {
  return {
    'package.json': JSON.stringify({ name: 'lantern-docs', private: true, scripts: { start: 'docusaurus start', build: 'docusaurus build' } }, null, 2),
    '.env': 'SITE_URL=https://lanterns.example.net\n',
    'docusaurus.config.js': `// @ts-check
require('dotenv').config();

/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Lantern docs',
  url: process.env.SITE_URL,
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: require.resolve('./sidebars.js') },
        blog: { showReadingTime: true },
        theme: { customCss: require.resolve('./src/css/custom.css') },
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Lanterns',
      items: [
        { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'left' },
        { to: '/blog', label: 'Blog', position: 'left' },
      ],
    },
  },
};
`,
    'sidebars.js': "module.exports = { guide: ['intro'] };\n",
    'docs/intro.md': '---\nslug: /intro\n---\n\n# Lanterns\n\nHow the lanterns are set up. See [the blog](/blog).\n',
    'blog/2024-03-05-quiet-release.md': POST_WITH_RICH_FRONT_MATTER,
    'blog/2024-04-18-lanterns.md': SECOND_POST,
    'src/pages/index.js':
      'import Layout from \'@theme/Layout\';\n\nexport default function Home() {\n  return (\n    <Layout title="Home">\n      <main><h1>Lantern docs</h1></main>\n    </Layout>\n  );\n}\n',
    'src/css/custom.css': ':root { --ifm-color-primary: #b0601d; }\n',
  };
}

/**
 * A Docusaurus 3 site with what a team adds to it: a wrapped footer
 * (src/theme/Footer), a content plugin of its own (the changelog of
 * test/support/changelog-site.ts: routes, createData, global data, postBuild)
 * and a second docs section with a navbar item of its own.
 */
export function customisedDocusaurusSite(): Record<string, string> {
  const changelog = Object.fromEntries(
    Object.entries(CHANGELOG_FILES).map(([file, text]) => [file.replace('content/pages/index.tsx', 'src/pages/index.tsx'), text]),
  );
  return {
    ...changelog,
    'package.json': JSON.stringify({ name: 'harbor-docs', private: true, scripts: { build: 'docusaurus build' } }, null, 2),
    'docusaurus.config.js': `// @ts-check
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Harbor',
  url: 'https://harbor.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
  plugins: [
    [require.resolve('./src/plugins/changelog'), { path: 'changelog', routeBasePath: 'releases' }],
    [
      '@docusaurus/plugin-content-docs',
      { id: 'crew', path: 'crew', routeBasePath: 'crew', sidebarPath: require.resolve('./sidebarsCrew.js') },
    ],
  ],
  clientModules: ['./src/css/releases.css'],
  themeConfig: {
    navbar: {
      title: 'Harbor',
      items: [
        { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'left' },
        { type: 'docSidebar', sidebarId: 'crew', docsPluginId: 'crew', label: 'Crew', position: 'left' },
        { to: '/releases', label: 'Releases', position: 'left' },
      ],
    },
  },
};
`,
    'sidebars.js': "module.exports = { guide: ['mooring'] };\n",
    'sidebarsCrew.js': "module.exports = { crew: ['rota'] };\n",
    'docs/mooring.md': '---\nslug: /mooring\n---\n\n# Mooring\n\nTie up at the east pier. The [crew rota](/crew/rota) says who is on watch.\n',
    'crew/rota.md': '# Rota\n\nWho keeps watch, week by week. The [releases](/releases) list what changed.\n',
    'src/theme/Footer/index.js': `import Footer from '@theme-original/Footer';

export default function FooterWrapper(props) {
  return (
    <>
      <Footer {...props} />
      <p className="harbor-footer-note">Moored since 2026.</p>
    </>
  );
}
`,
  };
}
