/**
 * `@theme/Layout` in a React page (`reactPage` in the page context): the
 * page's content goes in the element with the main-content id, the skip
 * link's target, where the page puts its own <main>; its title and
 * description go to the head, and a `<Head>` inside it wins.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Head from '../../src/compat/docusaurus/Head.js';
import { type HeadCollector, PageContext } from '../../src/compat/page-context.js';
import Layout from '../../src/compat/theme/Layout.js';

const site = { title: 'Docs', tagline: '', url: 'https://example.com', baseUrl: '/', customFields: {}, locale: 'en' };

describe('@theme/Layout in a React page', () => {
  it('wraps the page in the main-content element and gives the head its title and description', () => {
    const head: HeadCollector = { tags: [] };
    const page = h(Layout, { title: 'Home', description: 'The start.', wrapperClassName: 'home' }, h('main', null, h('h1', null, 'Hello')));
    const html = renderToStaticMarkup(h(PageContext.Provider, { value: { site, path: '/', head, reactPage: true } }, page));
    assert.equal(html, '<div id="main" class="main-wrapper home" tabindex="-1"><main><h1>Hello</h1></main></div>');
    assert.deepEqual(head, { tags: [], title: 'Home', description: 'The start.' });
  });

  it('lets a <Head> inside it set the title', () => {
    const head: HeadCollector = { tags: [] };
    const page = h(Layout, { title: 'From Layout' }, h(Head, null, h('title', null, 'From Head')));
    renderToStaticMarkup(h(PageContext.Provider, { value: { site, path: '/', head, reactPage: true } }, page));
    assert.equal(head.title, 'From Head');
  });
});
