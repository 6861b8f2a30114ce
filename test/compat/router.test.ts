/**
 * `@docusaurus/router` on the server: useLocation gives the page's path
 * with the base URL (as Docusaurus does); `<Redirect>` renders a link to
 * its target and asks the page's head for a refresh to it, once.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Redirect, useLocation } from '../../src/compat/docusaurus/router.js';
import { PageContext, type PageContextValue } from '../../src/compat/page-context.js';

const site = { title: 'Docs', tagline: '', url: 'https://example.com', baseUrl: '/guide/', customFields: {}, locale: 'en' };

function render(node: ReturnType<typeof h>, page: PageContextValue): string {
  return renderToStaticMarkup(h(PageContext.Provider, { value: page }, node));
}

function Where() {
  const { pathname, search, hash } = useLocation();
  return h('p', null, `${pathname}|${search}|${hash}`);
}

describe('@docusaurus/router on the server', () => {
  it('useLocation gives the page path with the base URL', () => {
    assert.equal(render(h(Where), { site, path: '/docs/intro' }), '<p>/guide/docs/intro||</p>');
  });

  it('<Redirect> links to its target and puts one refresh in the head', () => {
    const head = { tags: [] as string[] };
    const html = render(h('div', null, h(Redirect, { to: '/guide/docs/new?x=1&y=2' }), h(Redirect, { to: '/guide/docs/new?x=1&y=2' })), {
      site,
      path: '/docs/old',
      head,
    });
    assert.match(html, /This page has moved to <a href="\/guide\/docs\/new\?x=1&amp;y=2">/);
    assert.deepEqual(head.tags, ['<meta http-equiv="refresh" content="0; url=/guide/docs/new?x=1&amp;y=2">']);
  });
});
