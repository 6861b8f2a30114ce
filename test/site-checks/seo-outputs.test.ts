/**
 * What the real site publishes for search engines, link previews and
 * language models: unique titles and descriptions, head tags, JSON-LD per
 * page type, social cards, the web manifest, llms.txt, llms-full.txt and
 * the Markdown twins.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sharedOutput } from '../support/shared-build.js';
import { routeOfHtmlFile } from '../../src/core/urls.js';

const ORIGIN = 'https://simplejwtlogin.com';
let dist: string;
const pages = new Map<string, string>();

before(async () => {
  dist = await sharedOutput();
  for (const e of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || !e.name.endsWith('.html')) continue;
    const file = join(e.parentPath, e.name);
    pages.set(routeOfHtmlFile(file.slice(dist.length + 1)), readFileSync(file, 'utf8'));
  }
});

const html = (route: string) => pages.get(route) ?? assert.fail(`no page ${route}`);
const meta = (page: string, attr: 'name' | 'property', key: string): string[] =>
  [...page.matchAll(new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`, 'g'))].map((m) => m[1]!);
// biome-ignore lint/suspicious/noExplicitAny: JSON-LD of any shape, read field by field in the assertions
const jsonLd = (page: string): Record<string, any>[] =>
  [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const ofType = (page: string, type: string) => jsonLd(page).filter((t) => t['@type'] === type);

/** A JPEG's width and height, from its start-of-frame segment. */
function jpegSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  assert.equal(bytes.readUInt16BE(0), 0xffd8, `${file} is a JPEG`);
  for (let at = 2; at < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const marker = bytes.readUInt16BE(at);
    if (marker >= 0xffc0 && marker <= 0xffc3) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
  }
  return assert.fail(`${file} has no frame`);
}

describe('titles and descriptions', () => {
  it('gives every page its own <title> and description', () => {
    const titles = new Map<string, string[]>();
    const descriptions = new Map<string, string[]>();
    for (const [route, page] of pages) {
      const title = /<title>([^<]*)<\/title>/.exec(page)![1]!;
      titles.set(title, [...(titles.get(title) ?? []), route]);
      const [description] = meta(page, 'name', 'description');
      assert.ok(description, `${route} has a description`);
      descriptions.set(description, [...(descriptions.get(description) ?? []), route]);
    }
    const repeated = (m: Map<string, string[]>) => [...m].filter(([, routes]) => routes.length > 1).map(([t, r]) => `${t}: ${r.join(', ')}`);
    assert.deepEqual(repeated(titles), []);
    assert.deepEqual(repeated(descriptions), []);
  });

  it('names list pages by page number, release notes as such, and API pages as API reference', () => {
    assert.match(html('/releases'), /<title>Release notes \| Simple-JWT-Login<\/title>/);
    assert.match(html('/releases'), /<h1[^>]*>Release notes<\/h1>/);
    assert.match(html('/releases/page/2'), /<title>Release notes – Page 2 \|/);
    assert.match(html('/blog/page/2'), /<title>Simple-JWT-Login blog! – Page 2 \|/);
    assert.match(html('/api/autologin'), /<title>Autologin – API reference \|/);
    assert.match(html('/docs/autologin'), /<title>Autologin \|/);
  });

  it('gives no canonical URL to the not-found page, which is noindex', () => {
    const page = html('/404');
    assert.match(page, /<meta name="robots" content="noindex, nofollow">/);
    assert.doesNotMatch(page, /rel="canonical"/);
    assert.match(html('/docs'), new RegExp(`<link rel="canonical" href="${ORIGIN}/docs">`));
  });
});

describe('head tags', () => {
  it('declares the colour schemes, a theme colour for each, the icons and the manifest', () => {
    const page = html('/docs');
    assert.match(page, /<meta name="color-scheme" content="light dark">/);
    assert.match(page, /<meta name="theme-color" content="#ffffff" media="\(prefers-color-scheme: light\)">/);
    assert.match(page, /<meta name="theme-color" content="#1b1b1d" media="\(prefers-color-scheme: dark\)">/);
    assert.match(page, /<link rel="icon" href="\/assets\/favicons\/favicon.svg" type="image\/svg\+xml">/);
    assert.match(page, /<link rel="apple-touch-icon" href="\/assets\/favicons\/apple-touch-icon.png">/);
    assert.match(page, /<link rel="manifest" href="\/manifest.webmanifest">/);
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'));
    assert.equal(manifest.name, 'Simple-JWT-Login');
    assert.equal(manifest.start_url, '/');
    for (const icon of manifest.icons) assert.ok(existsSync(join(dist, icon.src)), `${icon.src} exists`);
  });

  it('gives posts article:author and article:tag', () => {
    const page = html('/blog/cors-setup-apache');
    assert.deepEqual(meta(page, 'property', 'article:author'), ['https://github.com/nicumicle']);
    assert.deepEqual(meta(page, 'property', 'article:tag'), ['Tutorial']);
  });
});

describe('structured data (JSON-LD)', () => {
  it('describes the site on the home page', () => {
    const [site] = ofType(html('/'), 'WebSite');
    assert.equal(site?.['@context'], 'https://schema.org');
    assert.equal(site?.name, 'Simple-JWT-Login');
    assert.equal(site?.url, `${ORIGIN}/`);
  });

  it('makes every doc a TechArticle with a breadcrumb trail that ends at the page', () => {
    for (const route of [...pages.keys()].filter((r) => r.startsWith('/docs'))) {
      const page = html(route);
      const [article] = ofType(page, 'TechArticle');
      assert.ok(article?.headline, `${route}: TechArticle with a headline`);
      assert.equal(article.url, ORIGIN + route);
      const [trail] = ofType(page, 'BreadcrumbList');
      const items = trail?.itemListElement as { position: number; name: string; item: string }[];
      assert.ok(items.length >= 2, `${route}: breadcrumbs`);
      items.forEach((item, i) => {
        assert.equal(item.position, i + 1);
        assert.ok(item.name && item.item.startsWith(ORIGIN), `${route}: crumb ${i + 1} has a name and a URL`);
      });
      assert.equal(items.at(-1)!.item, ORIGIN + route);
    }
  });

  it('gives API pages a breadcrumb trail through the API section', () => {
    const [trail] = ofType(html('/api/get-jwt'), 'BreadcrumbList');
    assert.deepEqual(
      trail?.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item]),
      [
        ['Simple-JWT-Login', `${ORIGIN}/`],
        ['API', `${ORIGIN}/api/simple-jwt-login`],
        ['Authenticate – API reference', `${ORIGIN}/api/get-jwt`],
      ],
    );
  });

  it('makes posts and release notes BlogPostings with authors, dates and tags', () => {
    for (const route of ['/blog/cors-setup-apache', '/releases/simple-jwt-login-release-3.6.1']) {
      const [post] = ofType(html(route), 'BlogPosting');
      assert.ok(post?.headline, `${route}: headline`);
      assert.match(post.datePublished, /^\d{4}-\d{2}-\d{2}T/);
      assert.ok(post.dateModified);
      assert.equal(post.author[0]['@type'], 'Person');
      assert.equal(post.author[0].name, 'Nicu Micle');
      assert.ok(post.keywords, `${route}: tags as keywords`);
      assert.equal(post.mainEntityOfPage, ORIGIN + route);
    }
  });

  it('makes the contact page a ContactPage and the donate page a WebPage', () => {
    const [contact] = ofType(html('/contact'), 'ContactPage');
    assert.equal(contact?.url, `${ORIGIN}/contact`);
    assert.equal(contact.name, 'Contact Us');
    assert.equal(contact.isPartOf['@type'], 'WebSite');
    const [donate] = ofType(html('/donate'), 'WebPage');
    assert.equal(donate?.url, `${ORIGIN}/donate`);
    assert.ok(donate.name && donate.description);
  });

  it('makes blog list, tag, author, archive and index pages CollectionPages listing their pages', () => {
    const routes = ['/blog', '/blog/page/2', '/blog/tags/tags/news', '/blog/authors/nicumicle', '/blog/archive', '/blog/tags', '/blog/authors', '/releases'];
    for (const route of routes) {
      const [collection] = ofType(html(route), 'CollectionPage');
      assert.equal(collection?.url, ORIGIN + route, `${route}: a CollectionPage`);
      const list = collection.mainEntity;
      assert.equal(list['@type'], 'ItemList', route);
      assert.ok(list.itemListElement.length > 0, `${route}: lists its pages`);
      assert.equal(list.numberOfItems, list.itemListElement.length);
      list.itemListElement.forEach((item: { position: number; name: string; url: string }, i: number) => {
        assert.equal(item.position, i + 1);
        assert.ok(item.name, `${route}: item ${i + 1} has a name`);
        assert.ok(pages.has(item.url.slice(ORIGIN.length)), `${route}: item ${item.url} is a page of the site`);
      });
    }
    assert.equal(ofType(html('/blog/authors/nicumicle'), 'CollectionPage')[0]!.about.name, 'Nicu Micle');
  });
});

describe('social cards', () => {
  it('gives every indexable page a 1200×630 JPEG card with its size and alt text in the head', () => {
    for (const [route, page] of pages) {
      if (route === '/404') continue;
      const [image] = meta(page, 'property', 'og:image');
      assert.ok(image?.startsWith(`${ORIGIN}/_mysite/cards/`), `${route}: og:image is its card (${image})`);
      assert.deepEqual(jpegSize(join(dist, image!.slice(ORIGIN.length))), { width: 1200, height: 630 });
      assert.deepEqual(meta(page, 'property', 'og:image:width'), ['1200']);
      assert.deepEqual(meta(page, 'property', 'og:image:height'), ['630']);
      assert.ok(meta(page, 'property', 'og:image:alt')[0], `${route}: og:image:alt`);
    }
  });

  it('draws a different card for each page', () => {
    const a = readFileSync(join(dist, '_mysite/cards/docs/authentication.jpg'));
    const b = readFileSync(join(dist, '_mysite/cards/docs/refresh-token.jpg'));
    assert.notDeepEqual(a, b);
  });
});

describe('llms.txt, llms-full.txt and Markdown twins', () => {
  it('publishes llms.txt: title, summary, then each section with its pages and descriptions', () => {
    const text = readFileSync(join(dist, 'llms.txt'), 'utf8');
    assert.match(text, /^# Simple-JWT-Login\n\n> Your WordPress plugin that allows you to work with JWT\n/);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    assert.deepEqual(sections, ['Docs', 'Blog', 'Releases', 'API']);
    assert.match(text, new RegExp(`^- \\[Authentication\\]\\(${ORIGIN}/docs/authentication\\.md\\): Exchange a WordPress user`, 'm'));
    assert.match(text, new RegExp(`^- \\[Validate JWT \\(POST\\) – API reference\\]\\(${ORIGIN}/api/validate-jwt-post\\.md\\)`, 'm'));
    assert.match(text, new RegExp(`\\(${ORIGIN}/releases/simple-jwt-login-release-3\\.6\\.1\\.md\\)`));
    // Every link goes to a twin that exists.
    for (const [, url] of text.matchAll(/\]\((https:[^)]+)\)/g)) assert.ok(existsSync(join(dist, url!.slice(ORIGIN.length))), url);
  });

  it('puts every docs and API page in llms-full.txt, as Markdown', () => {
    const full = readFileSync(join(dist, 'llms-full.txt'), 'utf8');
    for (const route of [...pages.keys()].filter((r) => r.startsWith('/docs') || r.startsWith('/api'))) {
      assert.ok(full.includes(`Source: ${ORIGIN}${route}\n`), `${route} is in llms-full.txt`);
    }
    assert.ok(!full.includes(`Source: ${ORIGIN}/blog/`), 'blog posts are not docs');
    assert.doesNotMatch(full, /^---\ntitle:/m, 'no front matter');
  });

  it('writes a twin for every docs, blog post and API page, linked from the page', () => {
    for (const [route, page] of pages) {
      const twin =
        route === '/docs' || route.startsWith('/docs/') || route.startsWith('/api/') || /^\/(blog|releases)\/(?!page|tags|authors|archive)[^/]+$/.test(route);
      const link = `<link rel="alternate" type="text/markdown" title="Markdown" href="${route}.md">`;
      if (!twin) {
        assert.ok(!page.includes('type="text/markdown"'), `${route} has no twin`);
        continue;
      }
      assert.ok(page.includes(link), `${route} links its twin`);
      const text = readFileSync(join(dist, `${route.slice(1)}.md`), 'utf8');
      const title = /<h1[^>]*>(.*?)<\/h1>/
        .exec(page)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;/g, "'");
      assert.ok(text.startsWith(`# ${title}\n`), `${route}.md starts with its title (${title})`);
    }
  });

  it('keeps the twins Markdown from the source, with links made absolute', () => {
    const doc = readFileSync(join(dist, 'docs/authentication.md'), 'utf8');
    assert.doesNotMatch(doc, /^slug:|^sidebar_position:/m);
    assert.match(doc, /::::tabs\{groupId="code"\}/, 'directives as written');
    assert.match(doc, new RegExp(`\\[Refresh token\\]\\(${ORIGIN}/docs/refresh-token\\)`));
    assert.doesNotMatch(doc, /\]\(\/docs\//, 'no site-relative links');
    const post = readFileSync(join(dist, 'blog/cors-setup-apache.md'), 'utf8');
    assert.match(post, /^# CORS Setup on Apache Server\n\n> .+\n\nOctober 26, 2022 · Nicu Micle · Tags: Tutorial\n/);
    assert.doesNotMatch(post, /<!--\s*truncate\s*-->/);
    const api = readFileSync(join(dist, 'api/get-jwt.md'), 'utf8');
    assert.match(api, /^`POST https:\/\/\{domain\}\/wp-json\/simple-jwt-login\/v1\/auth`$/m);
    assert.match(api, /^## Request body$/m);
    assert.match(api, /^### 200$/m);
  });

  it('leaves twins and machine files out of the sitemap', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    assert.doesNotMatch(sitemap, /\.md<\/loc>|llms|_mysite\/cards/);
  });
});
