/** Unit tests of the blog source's pieces: dates, slugs, authors, tags, excerpts, pagination, feeds. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteConfigSchema, type BlogOptions } from '../../src/config/schema.js';
import { Diagnostics } from '../../src/core/diagnostics.js';
import { MysiteError } from '../../src/core/errors.js';
import { resolveAuthors, resolveTags } from '../../src/content/sources/blog-authors-tags.js';
import type { YamlMap } from '../../src/content/yaml-map.js';
import { frontMatterLine } from '../../src/content/sources/front-matter-fields.js';
import { boundedExcerpt, htmlText, topLevelBlocks } from '../../src/content/sources/blog-excerpt.js';
import { absoluteHtml, feedAlternates, toJsonFeed11 } from '../../src/content/sources/blog-feeds.js';
import { dateFromFileName, postRoute, readingMinutes, readingTimeLabel } from '../../src/content/sources/blog-posts.js';
import { parseFrontMatterDate } from '../../src/content/sources/front-matter-date.js';
import { paginate, sidebarOf } from '../../src/content/sources/blog-routes.js';
import type { BlogPost } from '../../src/content/sources/blog-posts.js';

const config = siteConfigSchema.parse({
  title: 'Site',
  url: 'https://example.com',
  blogs: [{ id: 'default', path: 'content/blog', routeBasePath: '/blog', feed: { types: 'all' } }],
});
const options: BlogOptions = config.blogs[0]!;

function yamlMap(file: string, entries: Record<string, Record<string, unknown>>): YamlMap {
  return { file, entries: new Map(Object.entries(entries).map(([k, v], i) => [k, { value: v, line: i + 1 }])) };
}

const POST_SOURCE = '---\ntitle: A post\nauthors: [jane, ghost]\ntags:\n  - news\n  - mystery\n---\n\nText.\n';

describe('blog dates', () => {
  it('reads the date and name from the file name', () => {
    const r = dateFromFileName('2022-10-26-CORS-setup.md');
    assert.equal(r.date?.toISOString(), '2022-10-26T00:00:00.000Z');
    assert.equal(r.name, 'CORS-setup');
    assert.equal(dateFromFileName('2022-10-26-hello/index.md').name, 'hello');
    assert.equal(dateFromFileName('notes/about.md').date, undefined);
  });

  it('reads the date from the folders too, as Docusaurus does', () => {
    for (const file of ['2021/03-09-name.mdx', '2021/03/09/name.md', '2021-03-09-name/index.md', '2021-03-09/name.md', '2021/03/09/name/index.md']) {
      const r = dateFromFileName(file);
      assert.equal(r.date?.toISOString(), '2021-03-09T00:00:00.000Z', file);
      assert.equal(postRoute(options, undefined, r, file), '/blog/2021/03/09/name', file);
    }
    const nested = dateFromFileName('releases/2021-03-09-name.md');
    assert.equal(postRoute(options, undefined, nested, 'releases/2021-03-09-name.md'), '/blog/2021/03/09/releases/name');
    assert.equal(dateFromFileName('2021/notes.md').date, undefined);
  });

  it('reports a file name date that is not a real day', () => {
    assert.equal(dateFromFileName('2022-13-01-x.md').invalid, '2022-13-01');
    assert.equal(dateFromFileName('2023-02-29-x.md').invalid, '2023-02-29');
    assert.equal(dateFromFileName('2024-02-29-x.md').invalid, undefined);
  });

  it('parses front matter dates and rejects what is no date', () => {
    const read = (value: unknown) => parseFrontMatterDate(value)?.date.toISOString();
    assert.equal(read('2022-10-26'), '2022-10-26T00:00:00.000Z');
    assert.equal(read('2022-10-26T09:30:00Z'), '2022-10-26T09:30:00.000Z');
    assert.equal(read('2022-10-26T09:30:00.25+02:00'), '2022-10-26T07:30:00.250Z');
    assert.equal(read('2022-10-26 09:30'), '2022-10-26T09:30:00.000Z');
    assert.equal(read(new Date('2020-01-02T00:00:00Z')), '2020-01-02T00:00:00.000Z');
    assert.equal(parseFrontMatterDate('2022-10-26')?.rolledOver, false);
    for (const bad of ['yesterday', '26/10/2022', 20221026]) assert.equal(parseFrontMatterDate(bad), undefined, String(bad));
  });

  it('rolls out-of-range parts over as Docusaurus (a JavaScript date) does, and says so', () => {
    for (const [written, day] of [
      ['2023-11-31', '2023-12-01T00:00:00.000Z'],
      ['2023-02-30', '2023-03-02T00:00:00.000Z'],
      ['2023-13-01', '2024-01-01T00:00:00.000Z'],
      ['2022-10-26T25:00:00Z', '2022-10-27T01:00:00.000Z'],
    ]) {
      const read = parseFrontMatterDate(written);
      assert.equal(read?.date.toISOString(), day, written);
      assert.equal(read?.rolledOver, true, written);
    }
  });
});

describe('blog slugs', () => {
  const name = dateFromFileName('2022-02-27-hello.md');
  it('resolves "/x/", "x/" and "x" to <base>/x', () => {
    for (const slug of ['/x/', 'x/', 'x', '/x']) assert.equal(postRoute(options, slug, name, 'f.md'), '/blog/x');
  });
  it('uses /YYYY/MM/DD/name without a slug, like Docusaurus', () => {
    assert.equal(postRoute(options, undefined, name, '2022-02-27-hello.md'), '/blog/2022/02/27/hello');
    assert.equal(postRoute(options, undefined, { name: 'about' }, 'notes/about.md'), '/blog/notes/about');
  });
});

describe('reading time', () => {
  it('is words / 200 rounded up, at least one minute', () => {
    assert.deepEqual([0, 1, 200, 201, 1000].map(readingMinutes), [1, 1, 1, 2, 5]);
    assert.equal(readingTimeLabel(1), 'One min read');
    assert.equal(readingTimeLabel(5), '5 min read');
  });
});

describe('blog authors', () => {
  const ctx = { file: 'content/blog/2022-01-01-a.md', source: POST_SOURCE, options, diagnostics: new Diagnostics() };
  const authors = yamlMap('content/blog/authors.yml', {
    jane: {
      name: 'Jane Doe',
      title: 'Maintainer',
      image_url: 'https://example.com/jane.png',
      page: true,
      socials: { x: 'jane', github: 'https://github.com/jd' },
    },
    bob: { name: 'Bob' },
  });

  it('resolves keys with page, avatar and social links', () => {
    const [jane] = resolveAuthors({ authors: 'jane' }, authors, ctx);
    assert.deepEqual(jane, {
      key: 'jane',
      name: 'Jane Doe',
      title: 'Maintainer',
      url: undefined,
      imageUrl: 'https://example.com/jane.png',
      page: '/blog/authors/jane',
      socials: [
        { platform: 'x', label: 'Jane Doe on X', href: 'https://x.com/jane' },
        { platform: 'github', label: 'Jane Doe on GitHub', href: 'https://github.com/jd' },
      ],
    });
    assert.equal(resolveAuthors({ authors: ['bob'] }, authors, ctx)[0]!.page, undefined, 'no page without page: true');
  });

  it('accepts inline authors', () => {
    const [a] = resolveAuthors({ authors: [{ name: 'Guest', title: 'Friend', url: 'https://guest.dev' }] }, authors, ctx);
    assert.equal(a!.name, 'Guest');
    assert.equal(a!.url, 'https://guest.dev');
    assert.equal(a!.page, undefined);
  });

  it('fails on an unknown key, naming the file and line and listing known keys', () => {
    assert.throws(
      () => resolveAuthors({ authors: ['jane', 'ghost'] }, authors, ctx),
      (e: unknown) => {
        assert.ok(e instanceof MysiteError);
        const d = e.diagnostics[0]!;
        assert.equal(d.code, 'blog/unknown-author');
        assert.match(d.message, /"ghost"/);
        assert.deepEqual(d.at, { file: 'content/blog/2022-01-01-a.md', line: 3 });
        assert.match(d.hint ?? '', /Known authors: jane, bob/);
        return true;
      },
    );
  });
});

describe('blog tags', () => {
  const tags = yamlMap('content/blog/tags.yml', { news: { label: 'News', permalink: '/tags/news', description: 'Plugin news' }, plain: {} });

  it('places tags.yml permalinks under the tags base, and names an entry without a label by its key, capitalised', () => {
    const diagnostics = new Diagnostics();
    const resolved = resolveTags({ tags: ['news', 'plain'] }, tags, { file: 'f.md', source: POST_SOURCE, options, diagnostics });
    assert.deepEqual(resolved, [
      { key: 'news', label: 'News', href: '/blog/tags/tags/news', description: 'Plugin news' },
      { key: 'plain', label: 'Plain', href: '/blog/tags/plain', description: undefined },
    ]);
    assert.equal(diagnostics.items.length, 0);
  });

  it('warns about a tag missing from tags.yml, with file and line', () => {
    const diagnostics = new Diagnostics();
    const resolved = resolveTags({ tags: ['news', 'Mystery Tag'] }, tags, {
      file: 'content/blog/x.md',
      source: POST_SOURCE.replace('mystery', 'Mystery Tag'),
      options,
      diagnostics,
    });
    assert.deepEqual(resolved[1], { key: 'Mystery Tag', label: 'Mystery Tag', href: '/blog/tags/mystery-tag' });
    assert.equal(diagnostics.warnings.length, 1);
    assert.equal(diagnostics.warnings[0]!.code, 'blog/unknown-tag');
    assert.deepEqual(diagnostics.warnings[0]!.at, { file: 'content/blog/x.md', line: 6 });
  });

  it('does not warn without a tags.yml, and accepts inline objects', () => {
    const diagnostics = new Diagnostics();
    const resolved = resolveTags({ tags: ['x', { label: 'Why', permalink: '/why-not' }] }, undefined, { file: 'f.md', source: '', options, diagnostics });
    assert.deepEqual(
      resolved.map((t) => t.href),
      ['/blog/tags/x', '/blog/tags/why-not'],
    );
    assert.equal(diagnostics.items.length, 0);
  });

  it('finds front matter lines by key and value', () => {
    assert.equal(frontMatterLine(POST_SOURCE, 'title'), 2);
    assert.equal(frontMatterLine(POST_SOURCE, 'authors', 'ghost'), 3);
    assert.equal(frontMatterLine(POST_SOURCE, 'tags', 'mystery'), 6);
    assert.equal(frontMatterLine(POST_SOURCE, 'slug'), undefined);
  });
});

describe('excerpts', () => {
  const para = (n: number, words: number) => `<p>${Array.from({ length: words }, (_, i) => `w${n}x${i}`).join(' ')}</p>`;

  it('splits compiled HTML into top-level blocks', () => {
    const html = '<p>a <em>b</em></p>\n<pre><code>x &lt; y</code></pre>\n<ul>\n<li><p>c</p></li>\n</ul>\n<hr>\n<script>if (a < b) {}</script>';
    assert.deepEqual(topLevelBlocks(html), [
      '<p>a <em>b</em></p>',
      '<pre><code>x &lt; y</code></pre>',
      '<ul>\n<li><p>c</p></li>\n</ul>',
      '<hr>',
      '<script>if (a < b) {}</script>',
    ]);
    assert.equal(htmlText('<p>a &amp; <b>b</b></p>'), 'a & b');
  });

  it('keeps the first paragraphs up to about 600 characters', () => {
    const html = [para(1, 40), para(2, 40), para(3, 40), para(4, 40)].join('\n');
    const excerpt = boundedExcerpt(html);
    assert.equal(excerpt.truncated, true);
    assert.ok(htmlText(excerpt.html).length <= 600);
    assert.ok(excerpt.html.startsWith(para(1, 40)));
    assert.ok(!excerpt.html.includes('w4x0'));
  });

  it('keeps a short post whole, and cuts a huge first paragraph as text', () => {
    assert.deepEqual(boundedExcerpt('<p>Short.</p>'), { html: '<p>Short.</p>', truncated: false });
    const huge = boundedExcerpt(para(1, 500));
    assert.equal(huge.truncated, true);
    assert.ok(htmlText(huge.html).length <= 601);
    assert.match(huge.html, /^<p>w1x0 .*…<\/p>$/);
  });
});

describe('pagination and sidebar', () => {
  it('puts page n at its path with newer/older links', () => {
    const pages = paginate([1, 2, 3, 4, 5, 6, 7], 6, '/blog', (n) => `/blog/page/${n}`);
    assert.deepEqual(
      pages.map((p) => [p.path, p.items.length, p.newer, p.older]),
      [
        ['/blog', 6, undefined, '/blog/page/2'],
        ['/blog/page/2', 1, '/blog', undefined],
      ],
    );
    assert.equal(paginate([], 6, '/blog', String).length, 1, 'an empty blog still has its index page');
  });

  const post = (title: string, date: string) => ({ title, route: `/blog/${title}`, date: new Date(date) }) as BlogPost;
  const posts = [post('c', '2025-01-02'), post('b', '2025-01-01'), post('a', '2024-05-05')];

  it('follows blogSidebarCount: a number, ALL, or 0 for none', () => {
    assert.equal(sidebarOf(posts, { ...options, blogSidebarCount: 0 }), undefined);
    assert.deepEqual(sidebarOf(posts, { ...options, blogSidebarCount: 2 }), {
      title: 'Recent posts',
      groups: [
        {
          year: '2025',
          items: [
            { label: 'c', href: '/blog/c' },
            { label: 'b', href: '/blog/b' },
          ],
        },
      ],
    });
    assert.deepEqual(
      sidebarOf(posts, { ...options, blogSidebarCount: 'ALL', blogSidebarTitle: 'All posts' })?.groups.map((g) => [g.year, g.items.length]),
      [
        ['2025', 2],
        ['2024', 1],
      ],
    );
  });
});

describe('feeds', () => {
  it('makes head links for each feed type', () => {
    assert.deepEqual(feedAlternates(config, options), [
      { type: 'application/rss+xml', title: 'Site RSS Feed', href: '/blog/rss.xml' },
      { type: 'application/atom+xml', title: 'Site Atom Feed', href: '/blog/atom.xml' },
      { type: 'application/json', title: 'Site JSON Feed', href: '/blog/feed.json' },
    ]);
  });

  it('makes URLs in post HTML absolute and drops heading permalinks', () => {
    const html =
      '<h2 id="a">A<a class="hash-link" href="#a" aria-label="Direct link to A">#</a></h2><p><a href="/docs/x">x</a> <img src="/img/y.png"> <a href="#a">up</a> <a href="//cdn.example/z">z</a></p>';
    assert.equal(
      absoluteHtml(html, config, 'https://example.com/blog/p'),
      '<h2 id="a">A</h2><p><a href="https://example.com/docs/x">x</a> <img src="https://example.com/img/y.png"> <a href="https://example.com/blog/p#a">up</a> <a href="//cdn.example/z">z</a></p>',
    );
  });

  it('upgrades JSON Feed 1.0 output to 1.1', () => {
    const json = toJsonFeed11(
      JSON.stringify({ version: 'https://jsonfeed.org/version/1', title: 'T', items: [{ id: '1', author: { name: 'x' } }] }),
      'en-US',
      () => [{ name: 'Jane' }],
    );
    assert.deepEqual(JSON.parse(json), {
      version: 'https://jsonfeed.org/version/1.1',
      title: 'T',
      language: 'en-US',
      items: [{ id: '1', authors: [{ name: 'Jane' }] }],
    });
  });
});
