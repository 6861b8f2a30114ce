/**
 * What the comparison reads from a page: written here in Docusaurus's
 * markup (Infima classes, heading anchors with a zero-width space, Prism
 * lines ending in <br>, admonitions as alerts) and in mysite's, the same
 * page must outline the same.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { outlinePage } from '../../src/migrate/compare/page-outline.js';
import { alignBlocks, textSimilarity } from '../../src/migrate/compare/similarity.js';
import { decodePng, pixelDifference } from '../../src/migrate/compare/png.js';
import { deflateSync } from 'node:zlib';

const docusaurusPage = `<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8"><title data-rh=true>Token refresh | Example</title>
<meta data-rh=true name=description content="How a client gets a new token.">
<script>window.x = "<main>not this</main>"</script></head><body class="navigation-with-keyboard">
<nav class="navbar"><a href="/docs/intro">Docs</a><h2>Not a page heading</h2></nav>
<div class="main-wrapper"><div class="docsWrapper_x"><aside class="theme-doc-sidebar-container"><a href="/docs/other">Other</a></aside>
<main class="docMainContainer_x"><div class="row"><div class="col docItemCol_x"><div class="docItemContainer_x"><article>
<nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><a href="/">Home</a></nav>
<div class="theme-doc-markdown markdown"><header><h1>Token refresh</h1></header>
<p>A client sends its expired token and gets a new one &amp; keeps working.</p>
<h2 class="anchor anchorWithStickyNavbar_x" id="the-request">The request<a href="#the-request" class="hash-link" aria-label="Direct link to The request" title="Direct link to The request">\u200b</a></h2>
<ul><li>First item<ul><li>Nested item</li></ul></li><li>Second item</li></ul>
<div class="theme-admonition theme-admonition-warning admonition_x alert alert--warning"><div class="admonitionHeading_x"><span class="admonitionIcon_x"><svg viewBox="0 0 1 1"><path d=""></path></svg></span>warning</div><div class="admonitionContent_x"><p>Keep the refresh window short.</p></div></div>
<div class="language-bash codeBlockContainer_x theme-code-block"><div class="codeBlockContent_x"><pre tabindex="0" class="prism-code language-bash codeBlock_x"><code class="codeBlockLines_x"><span class="token-line"><span class="token plain">curl -X POST /refresh</span><br></span><span class="token-line"><span class="token plain">  --data token=abc</span><br></span></code></pre><div class="buttonGroup_x"><button type="button" aria-label="Copy code to clipboard" title="Copy" class="clean-btn"><span>Copy</span></button></div></div></div>
<table><thead><tr><th>Field</th><th>Meaning</th></tr></thead><tbody><tr><td>jwt</td><td>the token</td></tr></tbody></table>
<p>See <a href="/docs/revoke-token">revoking</a> and <img src="/assets/images/flow-3f2a9c1b.png" alt="The flow"></p>
</div></article><nav class="pagination-nav"><a href="/docs/next"><div class="pagination-nav__label">Next</div></a></nav></div></div>
<div class="col col--3"><div class="tableOfContents_x"><ul class="table-of-contents"><li><a href="#the-request">The request</a></li></ul></div></div></div></main></div></div>
<footer class="footer"><h3>Footer heading</h3></footer></body></html>`;

const mysitePage = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>Token refresh | Example</title><meta name="description" content="How a client gets a new token."/></head><body>
<header class="navbar"><nav><a href="/docs">Docs</a></nav></header><div class="doc-layout"><aside class="sidebar"><h2>Menu</h2></aside>
<main id="main" class="doc-main" tabindex="-1"><article class="doc-article"><div class="markdown" data-mysite-html="0"><h1 id="token-refresh">Token refresh</h1>
<p>A client sends its expired token and gets a new one &amp; keeps working.</p>
<h2 id="the-request">The request<a class="hash-link" href="#the-request" aria-label="Direct link to The request">#</a></h2>
<ul>
<li>First item<ul><li>Nested item</li></ul></li>
<li>Second item</li>
</ul>
<div class="admonition admonition-warning"><p class="admonition-heading">warning</p><div class="admonition-content"><p>Keep the refresh window short.</p></div></div>
<pre class="shiki css-variables" tabindex="0"><code><span class="line">curl -X POST /refresh</span>
<span class="line">  --data token=abc</span></code></pre><button type="button" class="copy-button">Copy</button>
<table><thead><tr><th>Field</th><th>Meaning</th></tr></thead><tbody><tr><td>jwt</td><td>the token</td></tr></tbody></table>
<p>See <a href="/docs/revoke-token">revoking</a> and <img src="/assets/media/flow.5FA2KQ7Z.png" alt="The flow"/></p>
</div></article></main></div><footer><h3>Footer</h3></footer></body></html>`;

describe('a page outline', () => {
  const d = outlinePage(docusaurusPage);
  const m = outlinePage(mysitePage);

  it('reads title, description and the headings of main, not of the navbar, sidebar, table of contents or footer', () => {
    assert.equal(d.title, 'Token refresh | Example');
    assert.equal(d.description, 'How a client gets a new token.');
    assert.deepEqual(d.headings, [
      { level: 1, text: 'Token refresh', id: '' },
      { level: 2, text: 'The request', id: 'the-request' },
    ]);
    assert.deepEqual(
      m.headings.map((h) => h.text),
      ['Token refresh', 'The request'],
    );
  });

  it('reads the main content as the same blocks in both markups, without anchors, icons or buttons', () => {
    assert.deepEqual(d.blocks, m.blocks);
    assert.ok(d.blocks.includes('A client sends its expired token and gets a new one & keeps working.'));
    assert.equal(textSimilarity(d.blocks.join('\n'), m.blocks.join('\n')), 1);
  });

  it("reads a generated index by its cards, not by Docusaurus's version banner and badge", () => {
    const docusaurusIndex = `<main class="docMainContainer_x"><div class="generatedIndexPage_x"><div class="theme-doc-version-banner alert alert--warning" role="alert"><div>This is unreleased documentation.</div></div>
<nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><a href="/">Home</a></nav><span class="theme-doc-version-badge badge">Version: next</span>
<header><h1 class="title_x">Guides</h1><p>Where to start.</p></header><article><section class="row"><article class="col col--6"><a class="card" href="/docs/a"><h2 class="theme-doc-card-heading" title="Install"><span class="theme-doc-card-icon">📄️</span><span class="theme-doc-card-title">Install</span></h2><p class="theme-doc-card-description" title="Put it in place.">Put it in place.</p></a></article></section></article></div></main>`;
    const mysiteIndex = `<main class="doc-main"><article class="doc-article"><div class="doc-meta-row"><span class="version-label">Version: next</span></div><aside class="version-banner"><p>Not released yet.</p></aside><h1 class="doc-title">Guides</h1><div class="markdown"><p>Where to start.</p><ul class="doc-cards"><li><a class="doc-card" href="/docs/a"><h2 class="doc-card-title"><span class="doc-card-icon">📄️</span><span class="doc-card-text">Install</span></h2><p class="doc-card-about">Put it in place.</p></a></li></ul></div></article></main>`;
    const fromDocusaurus = outlinePage(docusaurusIndex);
    assert.deepEqual(fromDocusaurus.blocks, outlinePage(mysiteIndex).blocks);
    assert.ok(!fromDocusaurus.blocks.some((b) => /unreleased|Version/.test(b)), fromDocusaurus.blocks.join(' | '));
  });

  it('reads tabs as their names, then each panel, whether the tabs are list items or buttons', () => {
    const docusaurusTabs = `<main><div class="markdown"><div class="tabs-container tabList_x"><ul role="tablist" aria-orientation="horizontal" class="tabs"><li role="tab" tabindex="0" aria-selected="true" class="tabs__item tabItem_x tabs__item--active">Linux</li><li role="tab" tabindex="-1" aria-selected="false" class="tabs__item tabItem_x">macOS</li></ul>
<div class="margin-top--md"><div role="tabpanel" class="tabItem_y"><p>Unpack the archive in your home folder.</p></div><div role="tabpanel" class="tabItem_y" hidden=""><p>Drag the app to Applications.</p></div></div></div></div></main>`;
    const mysiteTabs = `<main><div class="markdown"><div class="tabs"><div role="tablist" class="tabs-list"><button type="button" role="tab" aria-selected="true">Linux</button><button type="button" role="tab" aria-selected="false">macOS</button></div>
<div role="tabpanel" class="tab-panel tab-panel-active"><p class="tab-panel-label">Linux</p><p>Unpack the archive in your home folder.</p></div><div role="tabpanel" class="tab-panel"><p class="tab-panel-label">macOS</p><p>Drag the app to Applications.</p></div></div></div></main>`;
    const fromDocusaurus = outlinePage(docusaurusTabs).blocks;
    assert.deepEqual(fromDocusaurus, ['Linux', 'macOS', 'Unpack the archive in your home folder.', 'Drag the app to Applications.']);
    assert.deepEqual(outlinePage(mysiteTabs).blocks, fromDocusaurus);
  });

  it("reads the search page as its heading, leaving out mysite's note for readers without JavaScript", () => {
    const docusaurusSearch = '<main><div class="container"><h1>Search the documentation</h1><form><input type="search" name="q"></form></div></main>';
    const mysiteSearch = `<main><h1>Search the documentation</h1><form role="search"><input type="search" name="q"></form>
<div class="search-page-no-js"><p>Search needs JavaScript.</p><ul><li><a href="/sitemap.xml">Every page</a></li></ul></div><p role="status" class="search-page-status"></p></main>`;
    assert.deepEqual(outlinePage(mysiteSearch).blocks, outlinePage(docusaurusSearch).blocks);
  });

  it("reads a React page that renders no main by the layout's main-wrapper, not the navbar's menu for small screens", () => {
    const docusaurusPage = `<body><nav class="navbar"><a href="/docs">Docs</a><div class="navbar-sidebar"><ul class="menu__list"><li><a href="/docs">Docs</a></li></ul></div></nav>
<div id="__docusaurus_skipToContent_fallback" class="main-wrapper mainWrapper_x"><section class="hero"><h1>Get the app</h1><p>Pick the file for your system.</p></section></div>
<footer class="footer"><p>Footer text</p></footer></body>`;
    const mysitePage = `<body><div id="__mysite"><header class="navbar"><nav class="navbar-inner"><a href="/docs">Docs</a></nav>
<div class="navbar-menu-layer"><div class="navbar-side-menu" role="dialog"><ul class="side-menu-list"><li><a href="/docs">Docs</a></li></ul></div></div></header>
<div class="page-body"><div id="main" class="main-wrapper" tabindex="-1"><section class="hero"><h1>Get the app</h1><p>Pick the file for your system.</p></section></div></div>
<footer><p>Footer text</p></footer></div></body>`;
    const fromMysite = outlinePage(mysitePage);
    assert.deepEqual(fromMysite.blocks, ['Pick the file for your system.']);
    assert.deepEqual(fromMysite.blocks, outlinePage(docusaurusPage).blocks);
    assert.deepEqual(fromMysite.links, []);
  });

  it('reads code blocks line by line, tables by shape, admonitions by kind, links and images', () => {
    assert.deepEqual(d.codeBlocks, ['curl -X POST /refresh\n--data token=abc']);
    assert.deepEqual(d.codeBlocks, m.codeBlocks);
    assert.deepEqual(d.tables, ['2×2']);
    assert.deepEqual(m.tables, d.tables);
    assert.deepEqual(d.admonitions, ['warning']);
    assert.deepEqual(m.admonitions, ['warning']);
    assert.deepEqual(d.links, ['/docs/revoke-token']);
    assert.deepEqual(m.links, d.links);
    assert.equal(d.images[0]!.alt, 'The flow');
  });

  it('knows a redirect page and where it leads', () => {
    const page = outlinePage(
      '<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=/docs/new"><link rel="canonical" href="/docs/new"></head><body></body></html>',
    );
    assert.equal(page.redirectsTo, '/docs/new');
  });
});

describe('text similarity', () => {
  it('is 1 for the same words, lower for each change, 0 with nothing in common', () => {
    const text = 'a client sends its expired token and gets a new one';
    assert.equal(textSimilarity(text, text), 1);
    const one = textSimilarity(text, text.replace('expired', 'old'));
    const two = textSimilarity(text, text.replace('expired', 'old').replace('new', 'fresh'));
    assert.ok(one < 1 && two < one, `${one} ${two}`);
    assert.equal(textSimilarity('alpha beta', 'gamma delta'), 0);
  });

  it('aligns blocks so only the changed ones are marked', () => {
    const changes = alignBlocks(['one', 'two', 'three'], ['one', 'two changed', 'three']);
    assert.deepEqual(
      changes.filter((c) => c.kind !== 'same'),
      [
        { kind: 'only-mysite', text: 'two changed' },
        { kind: 'only-docusaurus', text: 'two' },
      ],
    );
  });
});

/** A PNG of `width`×`height` RGBA pixels, one colour, rows unfiltered. */
function png(width: number, height: number, rgba: [number, number, number, number]): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgba).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('screenshot pixels', () => {
  it('decodes a PNG and scores the share of pixels that differ, the part one image lacks included', () => {
    const white = decodePng(png(4, 4, [255, 255, 255, 255]));
    assert.equal(white.width, 4);
    assert.equal(white.data[0], 255);
    assert.equal(pixelDifference(white, white), 0);
    assert.equal(pixelDifference(white, decodePng(png(4, 4, [0, 0, 0, 255]))), 1);
    assert.equal(pixelDifference(white, decodePng(png(4, 2, [255, 255, 255, 255]))), 0.5);
  });
});
