/**
 * A Docusaurus site's swizzled components (test/fixtures/swizzle-site,
 * `src/theme/`), built: wrapped ones (Footer, BlogPostItem, TOCItems,
 * Heading, MDXContent) show the theme's component with the site's additions,
 * ejected ones (DocItem/Footer, NotFound/Content) replace it, those
 * mysite has no place for are warnings at their files, and one that imports
 * Docusaurus internals mysite lacks (DocBreadcrumbs) leaves the theme's
 * component in place, with a warning.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES } from '../support/paths.js';
import { sharedBuild, type SiteBuild } from '../support/shared-build.js';

const SITE = join(FIXTURES, 'swizzle-site');

describe('swizzled components of a Docusaurus site', () => {
  let built: SiteBuild;
  const page = (file: string) => readFileSync(join(built.outDir, file), 'utf8');
  before(async () => {
    built = await sharedBuild(SITE);
    assert.equal(built.status, 0, built.stderr);
  });

  it("wraps the theme's footer on every page, with the site's config read through useDocusaurusContext", () => {
    for (const file of ['index.html', 'docs/intro.html', 'blog.html', '404.html']) {
      assert.match(
        page(file),
        /<footer class="footer">.*<\/footer><p class="footer-extra">Made on the trail by the <!-- -->Lantern Kit<!-- --> crew\.<\/p>/s,
        file,
      );
    }
  });

  it("wraps the navbar's colour mode toggle beside the wrapped footer (two swizzles of the page's frame)", () => {
    assert.match(page('docs/intro.html'), /<span class="toggle-frame"><button[^>]*class="[^"]*color-mode/);
  });

  it('gives a wrapped BlogPostItem the post through useBlogPost(), on the list and on the post page', () => {
    assert.match(page('blog.html'), /<div class="post-frame" data-permalink="\/blog\/2024\/03\/02\/first-light"><article class="blog-post-item">/);
    assert.doesNotMatch(page('blog.html'), /class="comments"/);
    const post = page('blog/2024/03/02/first-light.html');
    assert.match(post, /<div class="post-frame" data-permalink="\/blog\/2024\/03\/02\/first-light"><article class="blog-post">/);
    assert.match(post, /<\/article><section class="comments">Comments about “<!-- -->First light<!-- -->”<\/section><\/div>/);
  });

  it("puts an ejected DocItem/Footer under each doc in place of the theme's", () => {
    assert.match(page('docs/intro.html'), /<footer class="doc-feedback">Was this page useful\?/);
  });

  it('wraps the table of contents with TOCItems, given the entries as Docusaurus gives them', () => {
    assert.match(page('docs/intro.html'), /<div class="toc-wrap"><p class="toc-count">2<!-- --> sections<\/p><nav class="toc"/);
  });

  it("draws an MDX page's headings, Markdown ones included, with the swizzled Heading, and wraps its content in MDXContent", () => {
    const trails = page('docs/trails.html');
    assert.match(trails, /<h2 id="night-walks" class="marked-heading">Night walks<a class="hash-link" href="#night-walks"/);
    assert.match(
      trails,
      /<h2 id="ridge-routes" class="marked-heading">Ridge routes<a class="hash-link" href="#ridge-routes" aria-label="Direct link to Ridge routes">#<\/a><\/h2>/,
    );
    assert.equal(trails.match(/class="hash-link" href="#ridge-routes"/g)?.length, 1, 'one # link');
    assert.match(trails, /<p class="mdx-note">Checked on a night walk\.<\/p>/);
  });

  it('shows an ejected NotFound/Content as the not-found page, in the element the skip link leads to', () => {
    assert.match(page('404.html'), /<div id="main" class="not-found-page" tabindex="-1"><main class="not-found"><h1>Off the trail<\/h1>/);
  });

  it('warns, at each file, about swizzles mysite has no place for, saying what to do', () => {
    assert.match(
      built.stderr,
      /src\/theme\/DocSidebarItem\/index\.js\s+Docusaurus's DocSidebarItem, swizzled here, has no place in mysite's theme: the file is not used\.\s+\[theme\/swizzle-unsupported\]\s+→ Instead, swizzle DocSidebar/,
    );
    assert.match(built.stderr, /src\/theme\/Footer\/Copyright\/index\.js\s+Docusaurus's Footer\/Copyright.*\[theme\/swizzle-unsupported\]/);
    assert.equal(built.stderr.match(/swizzle-unsupported/g)?.length, 2, built.stderr);
  });

  it("keeps the theme's component for a swizzle that imports what mysite lacks, and names all it lacks at its file", () => {
    assert.match(
      built.stderr,
      /src\/theme\/DocBreadcrumbs\/index\.js\s+The swizzled DocBreadcrumbs imports what mysite does not provide, so mysite's own DocBreadcrumbs is used instead: /,
    );
    const warning = built.stderr.slice(built.stderr.indexOf('The swizzled DocBreadcrumbs'));
    assert.match(
      warning.slice(0, warning.indexOf('[theme/swizzle-fallback]')),
      /@docusaurus\/ErrorBoundary.*useHomePageRoute|useHomePageRoute.*@docusaurus\/ErrorBoundary/s,
    );
    assert.equal(built.stderr.match(/swizzle-fallback/g)?.length, 1, built.stderr);
    const doc = page('docs/intro.html');
    assert.doesNotMatch(doc, /trail-crumbs/);
    assert.match(doc, /<nav class="breadcrumbs"/);
    // The other swizzles are still used.
    assert.match(doc, /<footer class="doc-feedback">/);
  });
});
