/**
 * A Docusaurus site whose own plugin wraps @docusaurus/plugin-content-blog
 * (test/fixtures/blog-wrapper: five posts with a `category` front matter, a
 * wrapper adding paginated /blog/category/<x> pages and its own /blog home):
 * `mysite migrate` carries the wrapper into `plugins`, and the migrated site
 * builds with the wrapper's pages, whose components get the posts as
 * Docusaurus gives them, beside the standard blog pages.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, type MigrateResult } from '../../src/migrate/migrate.js';
import { FIXTURES } from '../support/paths.js';
import { siteAt, type FixtureSite } from '../support/fixture-site.js';

/** A page's text inside <main>, tags off and spaces collapsed. */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html;
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('a plugin of the site that wraps the blog plugin', () => {
  let site: FixtureSite;
  let result: MigrateResult;
  let build: { code: number; stdout: string; stderr: string };
  const page = (route: string) => readFileSync(join(site.dir, 'dist', route, 'index.html'), 'utf8');

  before(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mysite-blog-wrapper-'));
    cpSync(join(FIXTURES, 'blog-wrapper'), dir, { recursive: true });
    site = siteAt(dir);
    result = await migrate({ dir });
    build = site.run('build');
  });
  after(() => site.remove());

  it('is carried into plugins with its options, besides making the blog', () => {
    const config = site.read('site.config.ts');
    assert.match(config, /plugins: \[\s*\[\s*'\.\/plugins\/blog-plugin',\s*\{\s*blogTitle: 'Kiln Journal',[^\]]*postsPerPage: 2,/);
    assert.match(config, /blogs: \[\s*\{\s*id: 'blog',\s*path: 'blog',\s*routeBasePath: '\/blog',/);
    const note = result.adjusted.find((a) => a.path === 'plugins[0]');
    assert.match(note?.text ?? '', /the module runs as a plugin over it, its routes added/);
    assert.doesNotMatch(note?.text ?? '', /not run/);
  });

  it('builds the category pages, paginated, listing each post with its date and the part before the truncate marker', () => {
    assert.equal(build.code, 0, build.stdout + build.stderr);
    const firing = page('blog/category/firing');
    assert.match(firing, /<title>Firing posts \| Kiln Journal<\/title>/);
    const text = mainText(firing);
    assert.match(text, /^Firing posts 3 in all · page 1 of 2 Firing \( 3 \) Glazes \( 1 \) Workshop \( 1 \)/);
    assert.match(
      text,
      /A slower cooling schedule March 18, 2026 · Firing · 1 min Cooling the kiln slowly through 1000 degrees grows matte crystals in our satin glazes\./,
    );
    assert.match(text, /Notes on reduction February 20, 2026 · Firing/);
    assert.doesNotMatch(text, /The controller now drops/, 'only the part before <!-- truncate -->');
    assert.doesNotMatch(text, /first bisque/i, 'the third post is on page 2');
    assert.match(firing, /<a [^>]*href="\/blog\/category\/firing\/page\/2"[^>]*>Older posts<\/a>/);
    assert.match(firing, /<a [^>]*href="\/blog\/2026\/03\/18\/cooling-schedule"[^>]*>A slower cooling schedule<\/a>/);
    const second = mainText(page('blog/category/firing/page/2'));
    assert.match(second, /page 2 of 2 .* Our first bisque firing January 10, 2026 · Firing · 1 min The new kiln ran its first bisque load overnight/);
    assert.match(mainText(page('blog/category/glazes')), /Celadon test tiles February 3, 2026 · Glazes/);
    // An MDX post, rendered after the plugins ran: its excerpt, with the component it exports.
    assert.match(
      mainText(page('blog/category/workshop')),
      /Open studio weekend March 5, 2026 · Workshop · 1 min The studio opens its doors on the first weekend of April, with wheel demonstrations on 2 days/,
    );
    assert.doesNotMatch(mainText(page('blog/category/workshop')), /Bring old clothes/);
  });

  it("gives /blog to the wrapper's own home, with a post's whole content for a plain path", () => {
    const home = page('blog');
    assert.match(home, /<title>Kiln Journal<\/title>/);
    const text = mainText(home);
    assert.match(text, /^Kiln Journal Firings, glazes and workshop news Newest: A slower cooling schedule Cooling the kiln slowly/);
    assert.match(text, /The controller now drops 80 degrees an hour/, 'the whole post');
    assert.match(text, /All 4 tags$/);
    assert.doesNotMatch(home, /class="[^"]*blog-list/, "not mysite's list page");
  });

  it('keeps the standard blog: post pages, later list pages, tags and the archive', () => {
    assert.match(mainText(page('blog/2026/02/03/celadon-tests')), /Twelve test tiles tell us how thick a celadon can go/);
    assert.match(mainText(page('blog/page/2')), /Notes on reduction/);
    assert.match(mainText(page('blog/tags/kiln')), /A slower cooling schedule/);
    assert.match(mainText(page('blog/archive')), /Open studio weekend/);
  });

  it('leaves the standard blog out when the wrapper does not call the blog plugin’s contentLoaded', () => {
    const plugin = site.read('plugins/blog-plugin.js');
    writeFileSync(join(site.dir, 'plugins/blog-plugin.js'), plugin.replace('return blog.contentLoaded({ content, actions });', 'return undefined;'));
    // Its links to the posts and tags then lead nowhere, as they would in Docusaurus.
    writeFileSync(join(site.dir, 'site.config.ts'), site.read('site.config.ts').replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'ignore'"));
    const again = site.run('build');
    assert.equal(again.code, 0, again.stdout + again.stderr);
    assert.ok(site.exists('dist/blog/category/firing/index.html'));
    assert.ok(site.exists('dist/blog/index.html'));
    assert.ok(!site.exists('dist/blog/2026/02/03/celadon-tests/index.html'), 'no post pages');
    assert.ok(!site.exists('dist/blog/tags/kiln/index.html'), 'no tag pages');
    rmSync(join(site.dir, 'dist'), { recursive: true, force: true });
  });
});
