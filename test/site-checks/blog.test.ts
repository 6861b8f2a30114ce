/**
 * Builds the real blog and release notes (content/blog, content/releases,
 * with the `blogs` entries of site.config.ts) and compares the output with
 * the spec (shared/facts/blog.yaml): every route, every page's posts, the
 * titles, the excerpts, the post chain, and the feeds parsed as XML/JSON.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { createSite, type FixtureSite } from '../support/fixture-site.js';
import { REPO_ROOT } from '../support/paths.js';
import { chunkWithIslands } from '../support/islands.js';

const BLOG_POSTS = [
  'simple-jwt-login-export-import-add-on',
  'javascript-sdk-usage-react',
  'cors-setup-apache',
  'simple-jwt-login-js-sdk-0.1.1',
  'simple-jwt-login-wp-glob',
  'simple-jwt-login-mailpoet',
  'simple-jwt-login-plus-docusaurus',
];
const VERSIONS = [
  '3.6.1',
  '3.6.0',
  '3.5.8',
  '3.5.7',
  '3.5.6',
  '3.5.5',
  '3.5.4',
  '3.5.3',
  '3.5.2',
  '3.5.1',
  '3.5.0',
  '3.4.9',
  '3.4.8',
  '3.4.7',
  '3.4.5',
  '3.4.4',
];
const release = (v: string) => `simple-jwt-login-release-${v}`;

/** The 18 blog routes of the spec. */
const BLOG_ROUTES = [
  '/blog',
  '/blog/page/2',
  '/blog/archive',
  '/blog/authors',
  '/blog/authors/nicumicle',
  '/blog/authors/nicumicle/authors/2',
  '/blog/tags',
  '/blog/tags/tags/add-on',
  '/blog/tags/tags/news',
  '/blog/tags/tags/release',
  '/blog/tags/tags/tutorial',
  ...BLOG_POSTS.map((s) => `/blog/${s}`),
];
/** The 26 release-notes routes of the spec. */
const RELEASES_ROUTES = [
  '/releases',
  '/releases/page/2',
  '/releases/archive',
  '/releases/authors',
  '/releases/authors/nicumicle',
  '/releases/authors/nicumicle/authors/2',
  '/releases/tags',
  '/releases/tags/bugfix',
  '/releases/tags/feature',
  '/releases/tags/feature/page/2',
  ...VERSIONS.map((v) => `/releases/${release(v)}`),
];

/** Which posts each list page shows, in order (slugs without the base). */
const LIST_PAGES: Record<string, string[]> = {
  '/blog': BLOG_POSTS.slice(0, 6),
  '/blog/page/2': BLOG_POSTS.slice(6),
  '/blog/authors/nicumicle': BLOG_POSTS.slice(0, 6),
  '/blog/authors/nicumicle/authors/2': BLOG_POSTS.slice(6),
  '/blog/tags/tags/add-on': ['simple-jwt-login-export-import-add-on', 'simple-jwt-login-mailpoet'],
  '/blog/tags/tags/news': ['simple-jwt-login-wp-glob', 'simple-jwt-login-mailpoet', 'simple-jwt-login-plus-docusaurus'],
  '/blog/tags/tags/release': ['simple-jwt-login-export-import-add-on', 'simple-jwt-login-js-sdk-0.1.1'],
  '/blog/tags/tags/tutorial': ['javascript-sdk-usage-react', 'cors-setup-apache'],
  '/releases': VERSIONS.slice(0, 10).map(release),
  '/releases/page/2': VERSIONS.slice(10).map(release),
  '/releases/authors/nicumicle': VERSIONS.slice(0, 10).map(release),
  '/releases/authors/nicumicle/authors/2': VERSIONS.slice(10).map(release),
  '/releases/tags/bugfix': ['3.5.4', '3.5.3', '3.5.2', '3.5.1', '3.5.0', '3.4.9', '3.4.8', '3.4.7', '3.4.4'].map(release),
  '/releases/tags/feature': ['3.6.1', '3.6.0', '3.5.8', '3.5.7', '3.5.6', '3.5.5', '3.5.4', '3.5.2', '3.5.0', '3.4.9'].map(release),
  '/releases/tags/feature/page/2': ['3.4.8', '3.4.7', '3.4.5', '3.4.4'].map(release),
};

const TITLES: Record<string, string> = {
  '/blog': 'Simple-JWT-Login blog!',
  // Every page has its own title (issue 13): list pages carry their page number, a blog's other pages its title.
  '/blog/page/2': 'Simple-JWT-Login blog! – Page 2',
  '/blog/archive': 'Archive – Simple-JWT-Login blog!',
  '/blog/authors': 'Authors – Simple-JWT-Login blog!',
  '/blog/tags': 'Tags – Simple-JWT-Login blog!',
  '/blog/authors/nicumicle': 'Nicu Micle - 7 posts – Simple-JWT-Login blog!',
  '/blog/authors/nicumicle/authors/2': 'Nicu Micle - 7 posts – Simple-JWT-Login blog! – Page 2',
  '/blog/tags/tags/add-on': '2 posts tagged with "Add-on" – Simple-JWT-Login blog!',
  '/blog/tags/tags/news': '3 posts tagged with "News" – Simple-JWT-Login blog!',
  '/blog/tags/tags/tutorial': '2 posts tagged with "Tutorial" – Simple-JWT-Login blog!',
  '/releases': 'Release notes',
  '/releases/authors/nicumicle': 'Nicu Micle - 16 posts – Release notes',
  '/releases/tags/bugfix': '9 posts tagged with "bugfix" – Release notes',
  '/releases/tags/feature/page/2': '14 posts tagged with "feature" – Release notes – Page 2',
};

describe('the blog and release notes of the site', () => {
  let site: FixtureSite;
  let result: ReturnType<FixtureSite['run']>;
  // As the browser sees it: the HTML strings the data file leaves to the page read back from it.
  const chunk = (route: string) => chunkWithIslands(site.read(`dist/_mysite/data${route}.json`), site.read(`dist${route}.html`));

  before(() => {
    site = createSite({
      // The real `blogs` entries; the docs are a stub, so links to them only warn here.
      'site.config.ts': `import { defineConfig } from 'mysite-ssg';
import real from ${JSON.stringify(join(REPO_ROOT, 'site.config.ts'))};
export default defineConfig({
  title: real.title,
  url: real.url,
  favicon: real.favicon,
  onBrokenLinks: 'warn',
  // Only the sections this stub site has.
  navbar: { items: real.navbar?.items?.filter((i) => !i.to || ['/docs', '/blog', '/releases'].includes(i.to)) },
  blogs: real.blogs,
});
`,
      'content/docs/intro.md': '---\nslug: /\ntitle: Docs\n---\n\nDocs.\n',
    });
    cpSync(join(REPO_ROOT, 'content/blog'), join(site.dir, 'content/blog'), { recursive: true });
    cpSync(join(REPO_ROOT, 'content/releases'), join(site.dir, 'content/releases'), { recursive: true });
    cpSync(join(REPO_ROOT, 'static'), join(site.dir, 'static'), { recursive: true });
    result = site.run('build');
  });
  after(() => site.remove());

  it('builds, with no warning about the blog content and no broken link into /blog or /releases', () => {
    assert.equal(result.code, 0, result.stderr + result.stdout);
    const out = result.stdout + result.stderr;
    assert.doesNotMatch(out, /\[blog\//, 'no blog/* diagnostics');
    for (const line of out.split('\n').filter((l) => l.includes('links/broken-link'))) {
      // Feeds carry absolute URLs, so the stub docs' missing pages show there with the origin.
      assert.doesNotMatch(line, /Broken link: (https:\/\/simplejwtlogin\.com)?\/(blog|releases)\b/, line);
      assert.match(line, /Broken link: (https:\/\/simplejwtlogin\.com)?\/(docs|api)\//, `only links to the stub docs may break: ${line}`);
    }
  });

  for (const [base, expected] of [
    ['blog', BLOG_ROUTES],
    ['releases', RELEASES_ROUTES],
  ] as const) {
    it(`writes exactly the ${expected.length} ${base} routes of the spec`, () => {
      const html = fg.sync([`${base}.html`, `${base}/**/*.html`], { cwd: join(site.dir, 'dist') });
      const routes = html.map((f) => '/' + f.replace(/\.html$/, ''));
      assert.deepEqual([...routes].sort(), [...expected].sort());
    });
  }

  it('shows the right posts, in order, on every list page', () => {
    for (const [route, slugs] of Object.entries(LIST_PAGES)) {
      const base = route.split('/')[1];
      const { data } = chunk(route);
      assert.deepEqual(
        data.posts.map((p: { href: string }) => p.href),
        slugs.map((s) => `/${base}/${s}`),
        route,
      );
    }
  });

  it('links list pages with Newer/Older entries', () => {
    assert.equal(chunk('/blog').data.older, '/blog/page/2');
    assert.equal(chunk('/blog/page/2').data.newer, '/blog');
    assert.equal(chunk('/blog/authors/nicumicle').data.older, '/blog/authors/nicumicle/authors/2');
    assert.equal(chunk('/releases/tags/feature').data.older, '/releases/tags/feature/page/2');
    const html = site.read('dist/blog.html');
    assert.match(html, /<a href="\/blog\/page\/2"[^>]*rel="next"[^>]*>.*Older entries/);
    assert.match(site.read('dist/blog/page/2.html'), /<a href="\/blog"[^>]*rel="prev"[^>]*>.*Newer entries/);
  });

  it('gives pages the titles of the spec', () => {
    for (const [route, title] of Object.entries(TITLES)) {
      const file = route === '/' ? 'index' : route.slice(1);
      assert.match(site.read(`dist/${file}.html`), new RegExp(`<title>${title} \\| Simple-JWT-Login</title>`), route);
    }
    assert.match(site.read('dist/blog.html'), /<meta name="description" content="News and tutorials about Simple-JWT-Login">/);
  });

  it('cuts excerpts at the truncate marker and links "Read more"', () => {
    const item = chunk('/blog').data.posts.find((p: { href: string }) => p.href === '/blog/simple-jwt-login-wp-glob');
    assert.equal(item.truncated, true);
    assert.match(item.html, /^<p>Good news: WPGlob included Simple JWT Login/);
    assert.doesNotMatch(item.html, /Thank you to the WPGlob team/);
    assert.match(chunk('/blog/simple-jwt-login-wp-glob').data.html, /Thank you to the WPGlob team/);
    assert.match(
      site.read('dist/blog.html'),
      /<a href="\/blog\/simple-jwt-login-wp-glob" class="blog-read-more">Read more<span class="visually-hidden"> about <!-- -->Simple JWT Login in the news<\/span><\/a>/,
    );
  });

  it('renders a post with date, reading time, author, tags, edit link and the newer/older chain', () => {
    const { data, head } = chunk('/blog/cors-setup-apache');
    assert.equal(data.formattedDate, 'October 26, 2022');
    assert.equal(data.date, '2022-10-26T00:00:00.000Z');
    assert.match(data.readingTime, /^(One|\d+) min read$/);
    assert.deepEqual(data.newer, { label: 'How to use the JavaScript SDK in a React App', href: '/blog/javascript-sdk-usage-react' });
    assert.deepEqual(data.older, { label: 'Release JavaScript SDK', href: '/blog/simple-jwt-login-js-sdk-0.1.1' });
    assert.equal(data.editUrl, 'https://github.com/simple-jwt-login/website/tree/main/content/blog/2022-10-26-CORS-setup.md');
    assert.deepEqual(data.tags, [{ key: 'tutorials', label: 'Tutorial', href: '/blog/tags/tags/tutorial', description: 'Tutorial' }]);
    assert.deepEqual(
      data.toc.map((t: { id: string }) => t.id),
      ['how-to-know-that-there-is-a-cors-issue', 'how-to-fix-this'],
    );
    assert.equal(head.ogType, 'article');
    const html = site.read('dist/blog/cors-setup-apache.html');
    assert.match(html, /<time datetime="2022-10-26T00:00:00.000Z">October 26, 2022<\/time>/i);
    assert.match(html, /<img class="blog-author-avatar" src="\/assets\/img\/authors\/nicumicle.svg"/);
    assert.match(html, /<a href="\/blog\/authors\/nicumicle">Nicu Micle<\/a>/);
    assert.match(html, /href="https:\/\/x.com\/nicumicle"[^>]*aria-label="Nicu Micle on X"/);
    assert.match(html, /Newer post/);
    assert.equal(chunk('/blog/simple-jwt-login-export-import-add-on').data.newer, undefined);
    assert.equal(chunk('/blog/simple-jwt-login-plus-docusaurus').data.older, undefined);
    assert.equal(chunk('/releases/simple-jwt-login-release-3.6.1').data.editUrl, undefined, 'no edit links on release notes');
  });

  it('has a year-grouped sidebar on the release notes only', () => {
    assert.equal(chunk('/blog').data.sidebar, undefined);
    assert.deepEqual(chunk('/releases/simple-jwt-login-release-3.4.4').data.sidebar, {
      title: 'Recent posts',
      groups: [
        { year: '2025', items: VERSIONS.slice(0, 3).map((v) => ({ label: `New Plugin Release ${v}`, href: `/releases/${release(v)}` })) },
        { year: '2024', items: VERSIONS.slice(3, 5).map((v) => ({ label: `New Plugin Release ${v}`, href: `/releases/${release(v)}` })) },
      ],
    });
  });

  it('groups the archive by year, newest year first, oldest post first inside, each with its full date as in Docusaurus', () => {
    const years = chunk('/blog/archive').data.years;
    assert.deepEqual(
      years.map((y: { year: string }) => y.year),
      ['2023', '2022'],
    );
    assert.deepEqual(
      years[1].posts.map((p: { formattedDate: string }) => p.formattedDate),
      ['February 27, 2022', 'April 25, 2022', 'August 23, 2022', 'October 25, 2022', 'October 26, 2022', 'October 27, 2022'],
    );
    assert.deepEqual(
      chunk('/releases/archive').data.years.map((y: { year: string }) => y.year),
      ['2025', '2024', '2023', '2022'],
    );
  });

  it('lists tags by letter and authors with counts', () => {
    const letters = chunk('/blog/tags').data.letters;
    assert.deepEqual(
      letters.map((l: { letter: string; tags: { label: string; count: number }[] }) => [l.letter, l.tags.map((t) => `${t.label} (${t.count})`)]),
      [
        ['A', ['Add-on (2)']],
        ['N', ['News (3)']],
        ['R', ['Release (2)']],
        ['T', ['Tutorial (2)']],
      ],
    );
    assert.deepEqual(
      chunk('/releases/tags').data.letters.map((l: { tags: { count: number }[] }) => l.tags[0]!.count),
      [9, 14],
    );
    const authors = chunk('/releases/authors').data.authors;
    assert.deepEqual(
      authors.map((a: { name: string; count: number }) => [a.name, a.count]),
      [['Nicu Micle', 16]],
    );
  });

  const parser = new XMLParser({ ignoreAttributes: false, processEntities: true });

  it('writes RSS 2.0 feeds with every listed post, newest first, and an XSLT stylesheet', () => {
    for (const [base, count, first] of [
      ['blog', 7, BLOG_POSTS[0]],
      ['releases', 16, release(VERSIONS[0]!)],
    ] as const) {
      const xml = site.read(`dist/${base}/rss.xml`);
      assert.equal(XMLValidator.validate(xml), true);
      assert.match(xml, /<\?xml-stylesheet href="rss.xsl" type="text\/xsl"\?>/);
      const channel = parser.parse(xml).rss.channel;
      const items = [channel.item].flat();
      assert.equal(items.length, count, base);
      assert.equal(items[0].link, `https://simplejwtlogin.com/${base}/${first}`);
      const dates = items.map((i: { pubDate: string }) => Date.parse(i.pubDate));
      assert.deepEqual(
        dates,
        [...dates].sort((a, b) => b - a),
        'newest first',
      );
      assert.match(items[0]['content:encoded'], /<p>/, 'full HTML content');
    }
    const blog = parser.parse(site.read('dist/blog/rss.xml')).rss.channel;
    assert.equal(blog.title, 'Simple-JWT-Login blog!');
    assert.equal(blog.description, 'News and tutorials about Simple-JWT-Login');
    assert.equal(blog.copyright, 'Copyright © 2025 Simple-JWT-Login.');
    assert.equal(blog['atom:link']['@_href'], 'https://simplejwtlogin.com/blog/rss.xml');
  });

  it('writes Atom 1.0 feeds with absolute links and full content', () => {
    const xml = site.read('dist/blog/atom.xml');
    assert.equal(XMLValidator.validate(xml), true);
    const feed = parser.parse(xml).feed;
    assert.equal(feed['@_xmlns'], 'http://www.w3.org/2005/Atom');
    assert.equal(feed.title, 'Simple-JWT-Login blog!');
    assert.equal(feed.rights, 'Copyright © 2025 Simple-JWT-Login.');
    assert.equal(feed.icon, 'https://simplejwtlogin.com/assets/favicons/favicon.ico');
    assert.equal(feed.entry.length, 7);
    const sdk = feed.entry.find((e: { id: string }) => e.id.endsWith('/javascript-sdk-usage-react'));
    assert.match(sdk.content['#text'], /href="https:\/\/simplejwtlogin.com\/blog\/cors-setup-apache"/);
    assert.doesNotMatch(sdk.content['#text'], /href="\//, 'no site-relative URLs in feeds');
    assert.equal(parser.parse(site.read('dist/releases/atom.xml')).feed.entry.length, 16);
  });

  it('writes JSON Feed 1.1', () => {
    const feed = JSON.parse(site.read('dist/blog/feed.json'));
    assert.equal(feed.version, 'https://jsonfeed.org/version/1.1');
    assert.equal(feed.items.length, 7);
    assert.equal(feed.items[0].url, `https://simplejwtlogin.com/blog/${BLOG_POSTS[0]}`);
    assert.deepEqual(feed.items[0].authors, [{ name: 'Nicu Micle', url: 'https://github.com/nicumicle' }]);
    assert.match(feed.items[0].content_html, /<p>/);
    assert.equal(JSON.parse(site.read('dist/releases/feed.json')).items.length, 16);
  });

  it('ships the XSLT stylesheets and their CSS as well-formed files', () => {
    for (const base of ['blog', 'releases']) {
      for (const name of ['rss', 'atom']) {
        assert.equal(XMLValidator.validate(site.read(`dist/${base}/${name}.xsl`)), true, `${base}/${name}.xsl`);
        assert.match(site.read(`dist/${base}/${name}.css`), /\.feed-notice/);
      }
    }
  });

  it('links the blog feeds from the head of every page, and the release feeds from release pages', () => {
    const blogLinks = [
      '<link rel="alternate" type="application/rss+xml" title="Simple-JWT-Login RSS Feed" href="/blog/rss.xml">',
      '<link rel="alternate" type="application/atom+xml" title="Simple-JWT-Login Atom Feed" href="/blog/atom.xml">',
      '<link rel="alternate" type="application/json" title="Simple-JWT-Login JSON Feed" href="/blog/feed.json">',
    ];
    for (const file of ['index.html', 'docs.html', '404.html', 'blog/cors-setup-apache.html', 'releases.html']) {
      const html = site.read(`dist/${file}`);
      for (const link of blogLinks) assert.ok(html.includes(link), `${file}: ${link}`);
    }
    assert.match(site.read('dist/releases.html'), /title="Simple-JWT-Login Releases RSS Feed" href="\/releases\/rss.xml"/);
    assert.doesNotMatch(site.read('dist/docs.html'), /\/releases\/rss.xml/);
  });
});
