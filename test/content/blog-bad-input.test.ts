/**
 * Bad blog input: each mistake is reported with the file (and line) and a
 * way out. Errors stop the build; all of them are shown at once. Unknown
 * tags, missing truncate markers and dates out of the calendar only warn.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { chunkWithIslands } from '../support/islands.js';

const BLOG = `blogs: [{ id: 'default', path: 'content/blog', routeBasePath: '/blog', postsPerPage: 5 }],`;
const DOC = { 'content/docs/intro.md': '---\nslug: /\ntitle: Docs\n---\n\nDocs.\n' };
const AUTHORS = 'jane:\n  name: Jane\n  page: true\nbob:\n  name: Bob\n';
const TAGS = 'news:\n  label: News\n  permalink: /news\n';

function post(front: string, body = 'Intro.\n\n<!-- truncate -->\n\nMore.\n'): string {
  return `---\n${front}\n---\n\n${body}`;
}

describe('bad blog input', () => {
  describe('errors', () => {
    let site: FixtureSite;
    let result: ReturnType<FixtureSite['run']>;
    let out: string;

    before(() => {
      site = createSite({
        'site.config.ts': minimalConfig(BLOG),
        ...DOC,
        'content/blog/authors.yml': AUTHORS,
        'content/blog/2022-01-01-good.md': post('title: Good\nauthors: jane'),
        'content/blog/2022-01-02-ghost.md': post('title: Ghost\nslug: ghost\nauthors:\n  - jane\n  - ghost'),
        'content/blog/2022-13-40-bad-name.md': post('title: Bad file date'),
        'content/blog/2022-01-03-bad-fm.md': post('title: Bad front matter date\ndate: next tuesday'),
        'content/blog/2022-01-04-one.md': post('title: One\nslug: /same/'),
        'content/blog/2022-01-05-two.md': post('title: Two\nslug: same'),
        // A year folder is no date: the day is missing.
        'content/blog/2022/undated.md': post('title: Undated'),
      });
      result = site.run('build');
      out = result.stdout + result.stderr;
    });
    after(() => site.remove());

    it('fails the build and writes no dist/', () => {
      assert.equal(result.code, 1, out);
      assert.equal(site.exists('dist'), false);
    });

    it('reports a post whose path and front matter give no date', () => {
      assert.match(out, /content\/blog\/2022\/undated\.md +Post has no date: its path names none .*\[blog\/missing-date\]/);
    });

    it('names the post file:line of an unknown author and lists the known keys', () => {
      assert.match(out, /content\/blog\/2022-01-02-ghost\.md:6 +Unknown author "ghost": it is not a key of content\/blog\/authors\.yml\./);
      assert.match(out, /Known authors: jane, bob\./);
    });

    it('rejects a date in a file name that is not a real day', () => {
      assert.match(out, /content\/blog\/2022-13-40-bad-name\.md +Invalid date in file name: 2022-13-40/);
    });

    it('rejects an invalid date in front matter, with its line', () => {
      assert.match(out, /content\/blog\/2022-01-03-bad-fm\.md:3 +Invalid date in front matter: "next tuesday"/);
    });

    it('names both files of a duplicate slug', () => {
      assert.match(out, /Two posts have the route \/blog\/same: content\/blog\/2022-01-04-one\.md and content\/blog\/2022-01-05-two\.md\./);
    });
  });

  describe('warnings', () => {
    let site: FixtureSite;
    let result: ReturnType<FixtureSite['run']>;
    const long = Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1} ${'lorem ipsum dolor sit amet '.repeat(4)}`).join('\n\n');

    before(() => {
      site = createSite({
        'site.config.ts': minimalConfig(BLOG),
        ...DOC,
        'content/blog/authors.yml': AUTHORS,
        'content/blog/tags.yml': TAGS,
        'content/blog/2022-01-01-tagged.md': post('title: Tagged\ntags: [news, mystery]'),
        'content/blog/2022-01-02-long.md': post('title: Long', long + '\n'),
        'content/blog/rolled.md': post('title: Rolled\ndate: 2023-11-31'),
      });
      result = site.run('build');
    });
    after(() => site.remove());

    it('still builds', () => {
      assert.equal(result.code, 0, result.stdout + result.stderr);
    });

    it('reads a front matter date out of the calendar as Docusaurus does, with a warning naming the day it became', () => {
      assert.match(
        result.stdout + result.stderr,
        /content\/blog\/rolled\.md:3 +The date "2023-11-31" is not a day of the calendar: it is read as 2023-12-01, as Docusaurus reads it\..*\[front-matter\/rolled-over-date\]/,
      );
      assert.match(site.read('dist/blog/rolled.html'), /dateTime="2023-12-01/);
    });

    it('warns about a tag missing from tags.yml, with the file, and still makes its page', () => {
      assert.match(result.stdout + result.stderr, /content\/blog\/2022-01-01-tagged\.md:3 +Tag "mystery" is not defined in content\/blog\/tags\.yml/);
      assert.ok(site.exists('dist/blog/tags/mystery.html'));
      assert.ok(site.exists('dist/blog/tags/news.html'));
    });

    it('warns about a post without a truncate marker and shows a bounded excerpt on lists', () => {
      assert.match(result.stdout + result.stderr, /content\/blog\/2022-01-02-long\.md +Post "Long" has no <!-- truncate --> marker/);
      const list = chunkWithIslands<{ data: { posts: { title: string; html: string; truncated: boolean }[] } }>(
        site.read('dist/_mysite/data/blog.json'),
        site.read('dist/blog.html'),
      );
      const item = list.data.posts.find((p) => p.title === 'Long')!;
      assert.equal(item.truncated, true);
      assert.match(item.html, /Paragraph 1 /);
      assert.doesNotMatch(item.html, /Paragraph 12 /);
      assert.ok(item.html.replace(/<[^>]+>/g, '').length <= 620, 'about 600 characters of text');
      assert.match(site.read('dist/blog.html'), /class="blog-read-more">Read more<span class="visually-hidden"> about <!-- -->Long<\/span><\/a>/);
    });
  });
});
