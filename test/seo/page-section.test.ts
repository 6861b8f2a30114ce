/**
 * A page's section is the navbar link it is under, a link of a navbar
 * dropdown included: its social card names it, its breadcrumb goes through
 * it, and llms.txt lists it under it, sections in navbar order.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteConfigSchema } from '../../src/config/schema.js';
import type { Route } from '../../src/core/types.js';
import { llmsFiles } from '../../src/seo/llms-txt.js';
import { pageSection } from '../../src/seo/page-section.js';
import { structuredData } from '../../src/seo/structured-data.js';
import type { PageChunk } from '../../src/client/types.js';

const config = siteConfigSchema.parse({
  title: 'T',
  url: 'https://example.com',
  navbar: {
    items: [
      { label: 'Docs', to: '/docs' },
      {
        type: 'dropdown',
        label: 'Learn',
        items: [
          { label: 'Guides', to: '/docs/guides' },
          { label: 'Forum', href: 'https://forum.example.com' },
          { label: 'Recipes', to: '/recipes/start', activeBasePath: '/recipes' },
        ],
      },
      { label: 'Blog', to: '/blog' },
    ],
  },
});

describe('pageSection', () => {
  it("is the dropdown link a page is under, the longest match winning over the navbar's own links", () => {
    assert.deepEqual(pageSection(config, '/docs/guides/install'), { label: 'Guides', href: '/docs/guides', order: 1 });
    assert.deepEqual(pageSection(config, '/recipes/bread'), { label: 'Recipes', href: '/recipes/start', order: 3 });
    assert.deepEqual(pageSection(config, '/docs/intro'), { label: 'Docs', href: '/docs', order: 0 });
    assert.deepEqual(pageSection(config, '/blog/first'), { label: 'Blog', href: '/blog', order: 4 });
    assert.equal(pageSection(config, '/about'), undefined);
  });

  it("takes a dropdown link's page into its breadcrumb", () => {
    const page: PageChunk = { path: '/docs/guides/install', layout: 'doc', head: { title: 'Install' }, data: { breadcrumbs: [] } as never };
    const crumbs = structuredData({ config, page }).find((t) => t['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    assert.deepEqual(
      crumbs.itemListElement.map((c) => c.name),
      ['T', 'Guides', 'Install'],
    );
  });

  it("groups llms.txt by it, sections in navbar order with a dropdown's links where the dropdown is", () => {
    const route = (path: string): Route => ({ path, layout: 'doc', head: { title: path }, data: {}, markdown: '# x\n' });
    const routes = ['/blog/first', '/about', '/recipes/bread', '/docs/intro', '/docs/guides/install'].map(route);
    const index = String(llmsFiles({ routes, sidebars: {}, config }).find((f) => f.path === 'llms.txt')!.contents);
    assert.deepEqual(
      [...index.matchAll(/^## (.+)$/gm)].map((m) => m[1]),
      ['Docs', 'Guides', 'Recipes', 'Blog', 'Pages'],
    );
    assert.match(index, /## Guides\n\n- \[\/docs\/guides\/install\]/);
  });
});
