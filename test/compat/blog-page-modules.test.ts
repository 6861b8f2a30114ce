/**
 * The Docusaurus modules a site's own blog pages use around the posts a
 * plugin's route gives them (apache/answer-website's, for one):
 * `BlogPostProvider` / `useBlogPost`, the table-of-contents hooks of
 * `@docusaurus/theme-common/internal`, `@theme/SearchMetadata`,
 * `@theme/EditThisPage` and `@theme/MDXComponents/Img`.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BlogPostProvider, useBlogPost, useFilteredAndTreeifiedTOC } from '../../src/compat/docusaurus/theme-common/internal.js';
import { type HeadCollector, PageContext } from '../../src/compat/page-context.js';
import { withPostContents } from '../../src/compat/post-content.js';
import { POST_CONTENT_KEY } from '../../src/compat/post-content-data.js';
import EditThisPage from '../../src/compat/theme/EditThisPage.js';
import Img from '../../src/compat/theme/MDXComponents/Img.js';
import SearchMetadata from '../../src/compat/theme/SearchMetadata.js';

const site = { title: 'Docs', tagline: '', url: 'https://example.com', baseUrl: '/', customFields: {}, locale: 'en' };

const post = {
  html: '<p>Kilns need <em>patience</em>.</p>',
  metadata: { title: 'On patience', permalink: '/blog/patience', source: '@site/blog/patience.md' },
  frontMatter: { category: 'Firing' },
  assets: {},
  toc: [{ value: 'Why', id: 'why', level: 2 }],
};

function Title() {
  const { metadata, isBlogPostPage, toc } = useBlogPost();
  return h('h1', { 'data-page': String(isBlogPostPage), 'data-toc': toc.length }, metadata.title);
}

describe("the modules a site's blog pages use", () => {
  it('gives a post of the props as a component with its metadata, which BlogPostProvider passes to useBlogPost', () => {
    const props = withPostContents({ content: { [POST_CONTENT_KEY]: post } }) as { content: ReturnType<typeof Object> };
    const Post = props.content as unknown as ((p: object) => unknown) & { metadata: { title: string }; frontMatter: object };
    assert.equal(Post.metadata.title, 'On patience');
    assert.deepEqual(Post.frontMatter, { category: 'Firing' });
    assert.equal(withPostContents(props as Record<string, unknown>), withPostContents(props as Record<string, unknown>), 'the same components each render');
    const html = renderToStaticMarkup(h(BlogPostProvider, { content: Post as never, isBlogPostPage: true }, h(Title), h(Post as never)));
    assert.equal(html, '<h1 data-page="true" data-toc="1">On patience</h1><div><p>Kilns need <em>patience</em>.</p></div>');
  });

  it('treeifies a table of contents between two levels', () => {
    const toc = [
      { value: 'A', id: 'a', level: 2 },
      { value: 'A.1', id: 'a1', level: 3 },
      { value: 'A.1.x', id: 'a1x', level: 4 },
      { value: 'B', id: 'b', level: 2 },
    ];
    assert.deepEqual(useFilteredAndTreeifiedTOC({ toc, minHeadingLevel: 2, maxHeadingLevel: 3 }), [
      { value: 'A', id: 'a', level: 2, children: [{ value: 'A.1', id: 'a1', level: 3, children: [] }] },
      { value: 'B', id: 'b', level: 2, children: [] },
    ]);
  });

  it('puts the search meta tags in the head, and renders the edit link and images', () => {
    const head: HeadCollector = { tags: [] };
    renderToStaticMarkup(h(PageContext.Provider, { value: { site, path: '/blog', head } }, h(SearchMetadata, { locale: 'en', tag: 'blog_posts_list' })));
    assert.deepEqual(head.tags, [
      '<meta name="docusaurus_locale" content="en">',
      '<meta name="docusaurus_tag" content="blog_posts_list">',
      '<meta name="docsearch:language" content="en">',
      '<meta name="docsearch:docusaurus_tag" content="blog_posts_list">',
    ]);
    assert.match(
      renderToStaticMarkup(h(EditThisPage, { editUrl: 'https://git.example/edit/x.md' })),
      /^<a href="https:\/\/git\.example\/edit\/x\.md" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page">Edit this page<\/a>$/,
    );
    assert.equal(renderToStaticMarkup(h(Img, { src: '/a.png', alt: 'A kiln' })), '<img decoding="async" loading="lazy" src="/a.png" alt="A kiln"/>');
  });
});
