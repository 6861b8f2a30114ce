/**
 * The docs client hooks of @docusaurus/plugin-content-docs/client (and the
 * names theme-common and theme-common/internal give them), on a site with
 * a base URL, a sidebars file and a category page, built once: a
 * DocCardList-style component over useCurrentSidebarCategory and
 * useDocById, useDocsVersion, useDocsSidebar, useActiveDocContext,
 * useVersions, useLatestVersion and useActivePlugin, each rendered at
 * build time; useCurrentSidebarCategory throwing on a page that is no
 * category's; an island sent the data it read, and a page reading none
 * carrying none.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const SIDEBARS = `export default {
  shelfSidebar: [
    'welcome',
    { type: 'category', label: 'Lamps', link: { type: 'doc', id: 'lamps/overview' }, items: ['lamps/oil', 'lamps/gas', { type: 'link', label: 'Makers', href: 'https://example.org/makers' }] },
  ],
};
`;

const CARDS = `import { useCurrentSidebarCategory, useDocById } from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';

function Card({ item }) {
  const doc = useDocById(item.docId ?? undefined);
  return <li className="card"><Link to={item.href}>{item.label}</Link>: {doc?.description ?? 'elsewhere'}</li>;
}

export default function Cards() {
  const category = useCurrentSidebarCategory();
  return <ul id="cards" data-label={category.label}>{category.items.map((item) => <Card key={item.href} item={item} />)}</ul>;
}
`;

const OVERVIEW = `---
title: All lamps
---
import Cards from '@site/src/components/Cards';

Every lamp we keep.

<Cards />
`;

const FACTS = `---
title: Facts
---
import { useDocsVersion, useDocsSidebar, useActiveDocContext, useVersions, useLatestVersion, useActivePlugin, useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';
import { useDocsVersion as internalVersion } from '@docusaurus/theme-common/internal';
import { useCurrentSidebarCategory as commonCategory } from '@docusaurus/theme-common';
import { useState } from 'react';

export const Facts = () => {
  const version = useDocsVersion();
  const sidebar = useDocsSidebar();
  const { activeVersion, activeDoc } = useActiveDocContext();
  let thrown = 'no';
  try { useCurrentSidebarCategory(); } catch (error) { thrown = error.message; }
  return <ul>
    <li id="version">{version.pluginId}+{version.version}+{version.label}+{String(version.isLast)}+{Object.keys(version.docs).sort().join(',')}+{version.docs['lamps/oil'].title}</li>
    <li id="sidebar">{sidebar.name}+{sidebar.items.map((item) => item.label).join(',')}+{sidebar.items[0].href}+{sidebar.items[0].docId}</li>
    <li id="active">{activeVersion.name}+{activeVersion.path}+{activeDoc.id}+{activeDoc.path}+{activeDoc.sidebar}+{activeVersion.sidebars.shelfSidebar.link.path}</li>
    <li id="versions">{useVersions().map((v) => v.name).join(',')}+{useLatestVersion().label}+{useActivePlugin().pluginId}+{useActivePlugin().pluginData.path}</li>
    <li id="same">{String(internalVersion().version === version.version)}+{typeof commonCategory}</li>
    <li id="thrown">{thrown}</li>
  </ul>;
};

export const Counter = () => {
  const [count, setCount] = useState(0);
  return <button id="counter" onClick={() => setCount(count + 1)}>{useDocsSidebar().name} {count}</button>;
};

<Facts />

<Counter />
`;

const text = (html: string, id: string) => new RegExp(`id="${id}"[^>]*>(.*?)</li>`).exec(html)?.[1]?.replace(/<!-- -->/g, '');

describe('the docs client hooks', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig("baseUrl: '/shop/', docs: { sidebarPath: 'sidebars.ts' },"),
      'sidebars.ts': SIDEBARS,
      'content/docs/welcome.mdx': FACTS,
      'content/docs/lamps/overview.mdx': OVERVIEW,
      'content/docs/lamps/oil.md': '---\ntitle: Oil lamp\ndescription: Burns oil.\n---\n\nSmoky.\n',
      'content/docs/lamps/gas.md': '---\ntitle: Gas lamp\n---\n\nBright and loud.\n',
      'src/components/Cards.jsx': CARDS,
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('useCurrentSidebarCategory and useDocById make the category page’s cards at build time', () => {
    const html = site.read('dist/docs/lamps/overview.html');
    const cards = /<ul id="cards" data-label="Lamps">(.*?)<\/ul>/.exec(html)?.[1]?.replace(/<!-- -->/g, '');
    assert.equal(
      cards,
      '<li class="card"><a href="/shop/docs/lamps/oil">Oil lamp</a>: Burns oil.</li>' +
        '<li class="card"><a href="/shop/docs/lamps/gas">Gas lamp</a>: Bright and loud.</li>' +
        '<li class="card"><a href="https://example.org/makers" target="_blank" rel="noopener noreferrer">Makers</a>: elsewhere</li>',
    );
  });

  it('useDocsVersion, useDocsSidebar, useActiveDocContext and the versions hooks give Docusaurus’s shapes', () => {
    const html = site.read('dist/docs/welcome.html');
    assert.equal(text(html, 'version'), 'default+current+Next+true+lamps/gas,lamps/oil,lamps/overview,welcome+Oil lamp');
    assert.equal(text(html, 'sidebar'), 'shelfSidebar+Facts,Lamps+/shop/docs/welcome+welcome');
    assert.equal(text(html, 'active'), 'current+/shop/docs+welcome+/shop/docs/welcome+shelfSidebar+/shop/docs/welcome');
    assert.equal(text(html, 'versions'), 'current+Next+default+/shop/docs');
    assert.equal(text(html, 'same'), 'true+function');
  });

  it('useCurrentSidebarCategory throws on a page that is no category’s', () => {
    assert.match(text(site.read('dist/docs/welcome.html'), 'thrown') ?? '', /no sidebar category has the doc at \/docs\/welcome as its own page/);
  });

  it('an island that reads the hooks is sent their data; a page that reads none carries none', () => {
    const welcome = site.read('dist/docs/welcome.html');
    const island = /<mysite-island [^>]*data-docs="([^"]*)"[^>]*><button id="counter">/.exec(welcome)?.[1];
    assert.ok(island, 'the island carries the docs data');
    const data = JSON.parse(
      island
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&amp;/g, '&'),
    );
    assert.equal(data.sidebar, 'shelfSidebar');
    assert.equal(data.docId, 'welcome');
    assert.doesNotMatch(site.read('dist/docs/lamps/overview.html'), /data-docs=/);
    assert.doesNotMatch(site.read('dist/docs/lamps/oil.html'), /data-docs=/);
  });
});
