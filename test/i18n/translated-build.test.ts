/**
 * A translated site (`i18n`) built in one `mysite build`: the default locale
 * at the root and each other one a complete site under its folder, pages a
 * locale lacks shown from the default locale with a notice, `<html lang dir>`
 * per locale, hreflang alternates on every page and in the sitemap, the
 * locale dropdown (links to this page in each locale), translated navbar,
 * footer, theme texts, versioned docs and blog posts, the plain layout.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, type FixtureSite } from '../support/fixture-site.js';
import { translatedSiteFiles } from '../support/translated-site.js';
import { buildSite } from '../../src/builder/orchestration/build.js';
import { catalogue } from '../../src/i18n/built-in-texts.js';

const POST = 'blog/2026/03/01/launch';

describe('a translated site', () => {
  let site: FixtureSite;
  let build: { code: number; stdout: string; stderr: string };
  before(() => {
    site = createSite(translatedSiteFiles());
    build = site.run('build');
  });
  after(() => site.remove());

  it('builds every locale into one output: the default at the root, the others under /<locale>/', () => {
    assert.equal(build.code, 0, build.stderr);
    for (const prefix of ['', 'fr/', 'ar/']) {
      for (const file of ['index.html', 'docs.html', 'docs/guide.html', 'docs/1.0.html', `${POST}.html`, '404.html']) {
        assert.ok(site.exists(`dist/${prefix}${file}`), `${prefix}${file}`);
      }
      // Each one a complete site: its own sitemap, feeds, llms.txt and search index.
      for (const file of ['sitemap.xml', 'blog/rss.xml', 'blog/atom.xml', 'llms.txt', '_mysite/search']) {
        assert.ok(site.exists(`dist/${prefix}${file}`), `${prefix}${file}`);
      }
    }
    assert.match(build.stdout, /Built \d+ pages/);
  });

  it("a translated file replaces the default locale's, in Docusaurus's layout and the plain one", () => {
    assert.match(site.read('dist/fr/docs.html'), /Les jetons permettent/);
    assert.match(site.read('dist/fr/docs/1.0.html'), /La première version/);
    assert.match(site.read(`dist/fr/${POST}.html`), /Les jetons sont là/);
    assert.match(site.read('dist/ar/docs/guide.html'), /فعّل الميزة/);
    assert.match(site.read('dist/docs.html'), /Tokens let a client/);
  });

  it("a page missing in a locale is the default locale's, with a notice in that locale linking to the original", () => {
    const guide = site.read('dist/fr/docs/guide.html');
    assert.match(guide, /Turn the feature on/);
    assert.match(guide, /class="version-banner untranslated-notice"[^>]*>.*Cette page n’est pas encore traduite\./s);
    // In the article column, with the version banner below it where there is one.
    assert.match(guide, /<article class="doc-article">(?:(?!<\/article>).)*<div class="page-notices"><aside class="version-banner untranslated-notice"/s);
    assert.match(
      site.read('dist/ar/docs/1.0.html'),
      /<div class="page-notices"><aside class="version-banner untranslated-notice"[^>]*>.*?<\/aside><aside class="version-banner" aria-label/s,
    );
    assert.match(guide, /<a href="\/docs\/guide" hrefLang="en-GB">/);
    // The page keeps its own language and direction: English reads left to right in the Arabic site.
    const arabic = site.read('dist/ar/docs.html');
    assert.match(arabic, /<h1 class="doc-title" lang="en-GB" dir="ltr">/);
    assert.match(arabic, /<div class="markdown" lang="en-GB" dir="ltr">/);
    // A post too, its title with it, and on the blog's lists, so a full stop stays at the end of its sentence.
    assert.match(site.read(`dist/ar/${POST}.html`), /<h1 class="blog-post-title" lang="en-GB" dir="ltr">Tokens are out</);
    const list = site.read('dist/ar/blog.html');
    assert.match(list, /<h2 class="blog-post-item-title" lang="en-GB" dir="ltr">/);
    assert.match(list, /<div class="markdown blog-excerpt" lang="en-GB" dir="ltr"><p>The token API is available\.<\/p>/);
    for (const page of ['dist/fr/blog.html', `dist/fr/${POST}.html`, 'dist/blog.html'])
      assert.doesNotMatch(site.read(page), /blog-post(?:-item)?-title" lang=/, page);
    // In a locale without its own text, mysite's built-in one for its language.
    assert.ok(arabic.includes(catalogue('ar')['theme.i18n.untranslatedNotice']!));
    assert.doesNotMatch(arabic, /This page is not translated yet/);
    for (const page of ['dist/fr/docs.html', 'dist/ar/docs/guide.html', 'dist/docs/guide.html', `dist/fr/${POST}.html`]) {
      assert.doesNotMatch(site.read(page), /untranslated-notice|class="markdown" lang=/, page);
    }
  });

  it("an untranslated page's title keeps its language where other pages show it: sidebar, pager, breadcrumbs", () => {
    const EN = ' lang="en-GB" dir="ltr"';
    // The Arabic guide is translated; the welcome page it links to in its sidebar and pager is not.
    const guide = site.read('dist/ar/docs/guide.html');
    assert.match(guide, new RegExp(`<a [^>]*class="sidebar-link"[^>]*><span${EN}>Welcome</span></a>`));
    assert.match(guide, new RegExp(`<span class="pager-label"><span${EN}>Welcome</span></span>`));
    assert.match(guide, /<span aria-current="page">دليل الإعداد<\/span>/);
    assert.doesNotMatch(guide, new RegExp(`${EN}>دليل الإعداد`));
    // The untranslated welcome page's own title in its breadcrumbs; its link to the translated guide unmarked.
    const welcome = site.read('dist/ar/docs.html');
    assert.match(welcome, new RegExp(`<span aria-current="page"${EN}>Welcome</span>`));
    assert.match(welcome, /<span class="pager-label">دليل الإعداد<\/span>/);
    // French lacks the guide: its title is marked English in the French welcome page's sidebar and pager.
    assert.match(site.read('dist/fr/docs.html'), new RegExp(`<span class="pager-label"><span${EN}>Setup guide</span>`));
    for (const page of ['dist/docs.html', 'dist/docs/guide.html']) assert.doesNotMatch(site.read(page), /<span lang=/, page);
  });

  it('<html lang dir> per locale: htmlLang, and right to left found from the language', () => {
    assert.match(site.read('dist/docs.html'), /<html lang="en-GB" dir="ltr"/);
    assert.match(site.read('dist/fr/docs.html'), /<html lang="fr" dir="ltr"/);
    assert.match(site.read('dist/ar/docs.html'), /<html lang="ar" dir="rtl"/);
  });

  it('every page links to itself in each locale, and the default locale as x-default', () => {
    for (const page of ['dist/docs/guide.html', 'dist/fr/docs/guide.html', 'dist/ar/docs/guide.html']) {
      const alternates = [...site.read(page).matchAll(/<link rel="alternate" href="([^"]*)" hreflang="([^"]*)">/g)].map((m) => `${m[2]} ${m[1]}`);
      assert.deepEqual(alternates, [
        'en-GB https://example.com/docs/guide',
        'fr https://example.com/fr/docs/guide',
        'ar https://example.com/ar/docs/guide',
        'x-default https://example.com/docs/guide',
      ]);
    }
    assert.match(site.read('dist/fr/docs/guide.html'), /<link rel="canonical" href="https:\/\/example.com\/fr\/docs\/guide">/);
  });

  it('the locale dropdown is a disclosure of links to this page in each locale', () => {
    const html = site.read('dist/fr/docs/guide.html');
    const menu = /<details class="version-dropdown locale-dropdown">(.*?)<\/details>/s.exec(html)?.[1] ?? '';
    assert.match(menu, /<summary[^>]*>Français<\/summary>/);
    const links = [...menu.matchAll(/<a href="([^"]*)" hrefLang="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2], m[3]]);
    assert.deepEqual(links, [
      ['/docs/guide', 'en-GB', 'English'],
      ['/fr/docs/guide', 'fr', 'Français'],
      ['/ar/docs/guide', 'ar', 'العربية'],
    ]);
    assert.match(menu, /href="\/fr\/docs\/guide"[^>]*aria-current="page"/);
  });

  it('the sitemap lists each page in every locale (xhtml:link)', () => {
    const xml = site.read('dist/fr/sitemap.xml');
    assert.match(xml, /xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml"/);
    assert.match(xml, /<loc>https:\/\/example.com\/fr\/docs\/guide<\/loc>/);
    assert.match(xml, /<xhtml:link rel="alternate" hreflang="en-GB" href="https:\/\/example.com\/docs\/guide"\/>/);
    assert.match(xml, /<xhtml:link rel="alternate" hreflang="x-default" href="https:\/\/example.com\/docs\/guide"\/>/);
    assert.doesNotMatch(site.read('dist/sitemap.xml'), /<loc>https:\/\/example.com\/fr\//);
  });

  it('the navbar, footer and theme texts of a locale come from its translation files', () => {
    const fr = site.read('dist/fr/docs.html');
    for (const text of ['>Documentation<', '>Plus<', '>Guide de mise en route<', 'Fait par l’équipe']) assert.ok(fr.includes(text), text);
    const en = site.read('dist/docs.html');
    for (const text of ['>Docs<', '>More<', 'Made by the token team']) assert.ok(en.includes(text), text);
  });

  it("names the docs folder's version and the search groups in the locale's language, unless the config names them", () => {
    const next = (prefix: string) => /<summary class="version-badge"[^>]*>([^<]*)</.exec(site.read(`dist/${prefix}docs.html`))?.[1];
    const groups = (prefix: string) => (JSON.parse(site.read(`dist/${prefix}_mysite/search/index.json`)) as { groups: string[] }).groups;
    assert.equal(next(''), 'Version: Next');
    assert.deepEqual(groups(''), ['Docs (Next)', 'Docs (1.0)', 'Blog', 'Pages']);
    for (const [prefix, language] of [
      ['fr/', 'fr'],
      ['ar/', 'ar'],
    ] as const) {
      const texts = catalogue(language);
      const [label, docs, pages] = ['theme.version.current', 'theme.SearchDialog.group.docs', 'theme.SearchDialog.group.pages'].map((id) => texts[id]!);
      assert.equal(next(prefix), texts['theme.version.label']!.replace('{version}', label!), prefix);
      assert.deepEqual(groups(prefix), [`${docs} (${label})`, `${docs} (1.0)`, 'Blog', pages], prefix);
    }
  });

  it("a page reads its locale's links: Markdown links lead within the locale, an image only the original has is found", () => {
    assert.match(site.read('dist/fr/docs.html'), /<a href="\/fr\/docs\/guide">guide<\/a>/);
    assert.match(site.read('dist/fr/docs.html'), /<img src="\/fr\/assets\/images\/flow\.[0-9a-f]{8}\.svg" alt="Le schéma"/);
    assert.match(site.read('dist/ar/docs.html'), /<a href="\/ar\/docs\/guide">guide<\/a>/);
  });
});

describe('a translated site built again', () => {
  it("carries every locale's unchanged pages over, and renders a changed one again in each locale that shows it", () => {
    const site = createSite(translatedSiteFiles());
    try {
      const first = site.run('build', '--verbose');
      assert.equal(first.code, 0, first.stderr);
      const pages = Number(/pages: (\d+) rendered, 0 carried over/.exec(first.stdout + first.stderr)?.[1]);
      // The guide is not translated in fr: its French page is the English one, with the notice (ar has its own).
      site.write('content/docs/guide.md', `${site.read('content/docs/guide.md')}\nOne more line.\n`);
      const r = site.run('build', '--verbose');
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout + r.stderr, new RegExp(`pages: 2 rendered, ${pages - 2} carried over`));
      assert.match(site.read('dist/fr/docs/guide.html'), /One more line\./);
      assert.match(site.read('dist/docs/guide.html'), /One more line\./);
      assert.doesNotMatch(site.read('dist/ar/docs/guide.html'), /One more line\./);
    } finally {
      site.remove();
    }
  });

  it("with nothing changed, reports every locale's pages and warnings, as the build did", () => {
    const files = translatedSiteFiles();
    const welcome = 'i18n/fr/docusaurus-plugin-content-docs/current/welcome.md';
    const site = createSite({ ...files, [welcome]: `${files[welcome]}\nVoir [rien](./nowhere.md).\n` });
    try {
      const first = site.run('build');
      assert.equal(first.code, 0, first.stderr);
      const built = /Built (\d+) pages .*, (\d+) warnings?/.exec(first.stdout)!;
      assert.match(first.stderr, /i18n\/fr\/.*welcome\.md.*nowhere/);
      const again = site.run('build');
      assert.match(again.stdout, new RegExp(`Up to date: ${built[1]} pages .*, ${built[2]} warnings?`));
      assert.match(again.stderr, /i18n\/fr\/.*welcome\.md.*nowhere/);
    } finally {
      site.remove();
    }
  });
});

describe('a translated site built again in the same process', () => {
  it("indexes the edited page anew in each locale that shows it: what the locales share of a text is the text's, never the last build's", async () => {
    const site = createSite(translatedSiteFiles());
    try {
      await buildSite({ siteDir: site.dir, jobs: 1 });
      site.write('content/docs/guide.md', `${site.read('content/docs/guide.md')}\nOne more line, on zymurgy.\n`);
      await buildSite({ siteDir: site.dir, jobs: 1 });
      // The guide is not translated in fr (it shows the English page); ar has its own.
      const searched = (locale: string) => {
        const dir = `dist/${locale}_mysite/search`;
        return {
          text: site.read(`${dir}/text/docs/guide.json`).includes('zymurgy'),
          term: readdirSync(join(site.dir, dir)).some((f) => f.startsWith('shard-') && site.read(`${dir}/${f}`).includes('["zymurgy"')),
        };
      };
      assert.deepEqual(searched(''), { text: true, term: true });
      assert.deepEqual(searched('fr/'), { text: true, term: true });
      assert.deepEqual(searched('ar/'), { text: false, term: false });
    } finally {
      site.remove();
    }
  });
});

describe('a translated file whose page is gone', () => {
  it('is left out, as in Docusaurus, with a warning naming it', () => {
    const site = createSite({
      ...translatedSiteFiles(),
      'i18n/fr/docusaurus-plugin-content-docs/current/retired.md': '---\ntitle: Retirée\n---\n\nCette page a perdu son original.\n',
    });
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      assert.ok(!site.exists('dist/fr/docs/retired.html'));
      assert.match(
        r.stderr,
        /i18n\/fr\/docusaurus-plugin-content-docs\/current\/retired\.md +This fr translation is left out: there is no content\/docs\/retired\.md for it to translate\. +\[content\/orphan-translation\]/,
      );
    } finally {
      site.remove();
    }
  });
});

describe('a translation with the other Markdown extension', () => {
  it('translates the page (x.md for x.mdx), as Docusaurus matches them, instead of making a second page', () => {
    const site = createSite({
      ...translatedSiteFiles(),
      'content/docs/map.mdx': '---\ntitle: Map\n---\n\nexport const zoom = 3;\n\nThe map opens at zoom {zoom}.\n',
      'i18n/fr/docusaurus-plugin-content-docs/current/map.md': '---\ntitle: Carte\n---\n\nLa carte s’ouvre de près.\n',
    });
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      assert.match(site.read('dist/fr/docs/map.html'), /La carte s’ouvre de près\./);
      assert.doesNotMatch(site.read('dist/fr/docs/map.html'), /untranslated-notice/);
      assert.match(site.read('dist/docs/map.html'), /The map opens at zoom 3\./);
    } finally {
      site.remove();
    }
  });
});
