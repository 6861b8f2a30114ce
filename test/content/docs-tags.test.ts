/**
 * Docs tags as Docusaurus 3 has them: a doc's `tags` front matter, the docs
 * folder's tags.yml (each version's own), a tags list and a page per tag per
 * version and per locale, the tags under a doc, and the sitemap rules of the
 * blog's tag pages (a tag only unlisted docs have is noindex).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const doc = (title: string, front: string) => `---\ntitle: ${title}\n${front}\n---\n\n${title} text.\n`;

describe('docs tags', () => {
  let site: FixtureSite;
  let build: { code: number; stdout: string; stderr: string };
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`docs: { path: 'content/docs', onInlineTags: 'warn' },\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },`),
      'content/docs/tags.yml': 'setup:\n  label: Setup\n  permalink: /getting-started\n  description: Installing and configuring\nsecurity: {}\n',
      'content/docs/intro.md': doc('Intro', 'slug: /\ntags: [setup, security]'),
      'content/docs/install.md': doc('Install', 'tags: [setup, Ad Hoc]'),
      'content/docs/hidden.md': doc('Hidden', 'unlisted: true\ntags: [{ label: Secret, permalink: /secret }]'),
      'versions.json': '["1.0"]',
      'versioned_docs/version-1.0/intro.md': doc('Old intro', 'slug: /\ntags: [legacy]'),
      'versioned_docs/version-1.0/tags.yml': 'legacy:\n  label: Legacy\n',
      // Same permalink: the tag pages' hreflang alternates take the same path in every locale.
      'i18n/fr/docusaurus-plugin-content-docs/current/tags.yml': 'setup:\n  label: Installation\n  permalink: /getting-started\n',
    });
    build = site.run('build');
  });
  after(() => site.remove());

  it('builds, warns once for the tag tags.yml does not define, and leaves no broken link', () => {
    assert.equal(build.code, 0, build.stderr + build.stdout);
    const output = build.stdout + build.stderr;
    assert.match(output, /docs\/unknown-tag/);
    assert.match(output, /Tag "Ad Hoc" is not defined in content\/docs\/tags\.yml/);
    const links = site.run('check-links');
    assert.equal(links.code, 0, links.stdout + links.stderr);
  });

  it('makes a page per tag at its permalink, listing its docs by title, with a link to every tag', () => {
    const page = site.read('dist/docs/next/tags/getting-started.html');
    assert.match(page, /<h1[^>]*>2 docs tagged with &quot;Setup&quot;<\/h1>|2 docs tagged with "Setup"/);
    assert.ok(page.indexOf('>Install<') < page.indexOf('>Intro<'), 'sorted by title');
    assert.match(page, /href="\/docs\/next\/tags"/);
    assert.match(page, /Installing and configuring/);
    // An entry without a label is named by its key, capitalised; an inline tag by its text, kebab-cased.
    assert.match(site.read('dist/docs/next/tags/security.html'), /One doc tagged with &quot;Security&quot;|One doc tagged with "Security"/);
    assert.ok(site.exists('dist/docs/next/tags/ad-hoc.html'));
  });

  it('lists the listed tags by letter with their counts, and shows a doc its tags as links', () => {
    const list = site.read('dist/docs/next/tags.html');
    assert.match(list, /<h2 id="letter-S">S<\/h2>/);
    assert.match(list, /href="\/docs\/next\/tags\/getting-started"[^>]*>Setup<span class="blog-tag-count">/);
    assert.doesNotMatch(list, /Secret/);
    const intro = site.read('dist/docs/next.html');
    assert.match(intro, /class="blog-tags doc-tags"/);
    assert.match(intro, /href="\/docs\/next\/tags\/security"/);
  });

  it('gives each version its own tags, from its own tags.yml', () => {
    assert.match(site.read('dist/docs/tags/legacy.html'), /Old intro/);
    assert.match(site.read('dist/docs/tags.html'), /Legacy/);
    assert.ok(!site.exists('dist/docs/tags/getting-started.html'));
  });

  it('keeps a tag only unlisted docs have out of the sitemap, and the others in', () => {
    const sitemap = site.read('dist/sitemap.xml');
    assert.match(site.read('dist/docs/next/tags/secret.html'), /<meta name="robots" content="noindex, nofollow">/);
    assert.doesNotMatch(sitemap, /tags\/secret/);
    assert.match(sitemap, /docs\/next\/tags\/getting-started/);
    assert.match(sitemap, /docs\/tags\/legacy/);
  });

  it('reads a locale’s translation of tags.yml, at the locale’s routes', () => {
    const page = site.read('dist/fr/docs/next/tags/getting-started.html');
    assert.match(page, /Installation/);
    assert.doesNotMatch(page, /Installing and configuring/, 'the translated entry replaces the whole entry');
    assert.ok(site.exists('dist/fr/docs/next/tags.html'));
  });
});
