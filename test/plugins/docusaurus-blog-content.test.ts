/**
 * What `loadContent` of mysite's `@docusaurus/plugin-content-blog` gives a
 * plugin that wraps it: the blog's posts in Docusaurus's `BlogContent` shape.
 * The wrapper of this site writes what it was given to a file, read here.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DocusaurusBlogContent, DocusaurusBlogPost } from '../../src/plugins/docusaurus-blog/blog-content.js';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const WRAPPER = `const fs = require('fs');
const path = require('path');
const blog = require('@docusaurus/plugin-content-blog');

async function dumpingBlog(context, options) {
  const plugin = await blog.default(context, options);
  return {
    ...plugin,
    async contentLoaded({ content, actions }) {
      const dates = content.blogPosts.map((post) => post.metadata.date instanceof Date);
      fs.writeFileSync(path.join(context.siteDir, 'content.json'), JSON.stringify({ content, dates, name: plugin.name, watched: plugin.getPathsToWatch(), options }));
      return plugin.contentLoaded({ content, actions });
    },
  };
}

module.exports = { ...blog, default: dumpingBlog };
`;

describe("the blog plugin's content, for a plugin that wraps it", () => {
  let site: FixtureSite;
  let given: { content: DocusaurusBlogContent; dates: boolean[]; name: string; watched: string[]; options: Record<string, unknown> };
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`baseUrl: '/site/',
  blogs: [{ id: 'blog', path: 'notes', routeBasePath: '/notes', postsPerPage: 1, showReadingTime: true, blogTitle: 'Field notes' }],
  plugins: [['./plugins/dump.js', { path: 'notes' }]],`),
      'plugins/dump.js': WRAPPER,
      'notes/2026-04-01-spring.md':
        '---\ntitle: Spring survey\ntags: [birds, survey]\nregion: north\n---\n\nWe counted forty swallows.\n\n<!-- truncate -->\n\nMore after the break.\n',
      'notes/2026-04-09-rain.md': '---\ntags: [weather]\n---\n\n# A week of rain\n\nThe river rose by a metre.\n',
    });
    const built = site.run('build');
    assert.equal(built.code, 0, built.stdout + built.stderr);
    given = JSON.parse(site.read('content.json'));
  });
  after(() => site.remove());

  it('lists the posts newest first, with metadata as Docusaurus gives it, routes with the base URL', () => {
    const { blogPosts } = given.content;
    assert.equal(given.name, 'docusaurus-plugin-content-blog');
    assert.deepEqual(
      blogPosts.map((p) => p.id),
      ['2026-04-09-rain', '2026-04-01-spring'],
    );
    const [rain, spring] = blogPosts.map((p) => p.metadata) as [DocusaurusBlogPost['metadata'], DocusaurusBlogPost['metadata']];
    assert.equal(spring.permalink, '/site/notes/2026/04/01/spring');
    assert.equal(spring.source, '@site/notes/2026-04-01-spring.md');
    assert.equal(spring.title, 'Spring survey');
    assert.equal(spring.date, '2026-04-01T00:00:00.000Z');
    assert.deepEqual(given.dates, [true, true], 'metadata.date is a Date');
    assert.equal(spring.hasTruncateMarker, true);
    assert.equal(rain.hasTruncateMarker, false);
    assert.equal(rain.title, 'A week of rain');
    assert.equal(spring.frontMatter.region, 'north');
    assert.deepEqual(spring.tags, [
      { label: 'birds', permalink: '/site/notes/tags/birds' },
      { label: 'survey', permalink: '/site/notes/tags/survey' },
    ]);
    assert.equal(typeof spring.readingTime, 'number');
    assert.deepEqual(spring.prevItem, { title: 'A week of rain', permalink: '/site/notes/2026/04/09/rain' });
    assert.equal(spring.nextItem, undefined);
    assert.match(blogPosts[1]!.content, /^\nWe counted forty swallows\./);
  });

  it('gives the tags keyed by permalink with their posts and pages, and the list pages', () => {
    const { blogTags, blogTagsListPath, blogListPaginated, blogTitle } = given.content;
    assert.equal(blogTitle, 'Field notes');
    assert.equal(blogTagsListPath, '/site/notes/tags');
    assert.deepEqual(Object.keys(blogTags).sort(), ['/site/notes/tags/birds', '/site/notes/tags/survey', '/site/notes/tags/weather']);
    assert.deepEqual(blogTags['/site/notes/tags/birds']!.items, ['2026-04-01-spring']);
    assert.equal(blogTags['/site/notes/tags/birds']!.pages[0]!.metadata.permalink, '/site/notes/tags/birds');
    assert.deepEqual(
      blogListPaginated.map((p) => [p.metadata.permalink, p.items]),
      [
        ['/site/notes', ['2026-04-09-rain']],
        ['/site/notes/page/2', ['2026-04-01-spring']],
      ],
    );
    assert.equal(blogListPaginated[0]!.metadata.nextPage, '/site/notes/page/2');
  });

  it("gives the wrapper its options with Docusaurus's defaults, through the validateOptions it passes on", () => {
    assert.equal(given.options.path, 'notes');
    assert.equal(given.options.postsPerPage, 10);
    assert.equal(given.options.blogTitle, 'Blog');
    assert.equal(given.options.id, 'default');
  });

  it('watches the posts, which the wrapper inherits, so serve --watch runs it again when one changes', () => {
    assert.deepEqual(given.watched, ['notes/**/*.{md,mdx}', 'notes/authors.yml', 'notes/tags.yml']);
  });

  it("keeps mysite's blog pages when the wrapper calls the blog plugin's contentLoaded", () => {
    assert.ok(site.exists('dist/notes/2026/04/01/spring.html') || site.exists('dist/notes/2026/04/01/spring/index.html'));
  });
});
