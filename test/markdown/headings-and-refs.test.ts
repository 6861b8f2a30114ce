import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { tocBetween } from '../../src/markdown/toc-levels.js';
import { compile } from '../support/compile.js';
import { detectFeatures } from '../../src/markdown/pipeline.js';

describe('headings', () => {
  it('gives GitHub-style ids, suffixes duplicates and honours {#custom}', async () => {
    const { html, anchors } = await compile('## Get a JWT!\n\n## Get a JWT!\n\n### Hooks: `before` {#hooks}\n');
    assert.match(html, /<h2 id="get-a-jwt">Get a JWT!<a class="hash-link" href="#get-a-jwt" aria-label="Direct link to Get a JWT!">#<\/a><\/h2>/);
    assert.match(html, /<h2 id="get-a-jwt-1">/);
    assert.match(html, /<h3 id="hooks">Hooks: <code>before<\/code><a/);
    assert.deepEqual(anchors, ['get-a-jwt', 'get-a-jwt-1', 'hooks']);
  });

  it('honours the MDX-safe {/* #custom */} form, an MDX comment expression (Docusaurus 3)', async () => {
    for (const file of ['content/docs/ids.mdx', 'content/docs/ids.md']) {
      const { toc, anchors } = await compile('## Headings {/* #my-heading */}\n\nText.\n\n### Next {/* #next-id */}\n', file);
      assert.deepEqual(anchors, ['my-heading', 'next-id'], file);
      assert.deepEqual(toc, [
        { id: 'my-heading', depth: 2, html: 'Headings' },
        { id: 'next-id', depth: 3, html: 'Next' },
      ]);
    }
  });

  it('warns at the heading that takes an id an earlier heading has, and keeps the id given', async () => {
    const { html, diagnostics } = await compile('## Alpha\n\nText.\n\n## Beta {#alpha}\n\n## Gamma {#gamma}\n');
    assert.equal((html.match(/id="alpha"/g) ?? []).length, 2);
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.at?.line, d.message]),
      [['markdown/repeated-id', 5, 'This heading\'s id "alpha" is already the id of an earlier heading (line 1): a link to #alpha reaches only that one.']],
    );
  });

  it('keeps h2 to h6 for the TOC, as HTML without links; a page lists h2 and h3 unless told otherwise', async () => {
    const { toc } = await compile('## A [link](/x)\n\n### B\n\n#### C\n');
    assert.deepEqual(toc, [
      { id: 'a-link', depth: 2, html: 'A link' },
      { id: 'b', depth: 3, html: 'B' },
      { id: 'c', depth: 4, html: 'C' },
    ]);
    assert.deepEqual(
      tocBetween(toc, {}).map((t) => t.id),
      ['a-link', 'b'],
    );
    assert.deepEqual(
      tocBetween(toc, { toc_min_heading_level: 3, toc_max_heading_level: 4 }).map((t) => t.id),
      ['b', 'c'],
    );
  });

  it('takes a leading # heading as the title and removes it from the body', async () => {
    const result = await compile('---\nx: 1\n---\n\n# The title\n\nBody.\n');
    assert.equal(result.title, 'The title');
    assert.doesNotMatch(result.html, /<h1/);
  });
});

describe('links and images', () => {
  it('marks .md links with their site path and records positions', async () => {
    const { html, refs } = await compile('See [a](./a.md#x), [b](../b.mdx) and [c](/docs/c).\n', 'content/docs/sub/page.md');
    assert.match(html, /href="mysite-md:content\/docs\/sub\/a.md#x"/);
    assert.match(html, /href="mysite-md:content\/docs\/b.mdx"/);
    assert.match(html, /href="\/docs\/c"/);
    assert.deepEqual(refs[0], { raw: './a.md#x', kind: 'link', line: 1, column: 5, target: 'content/docs/sub/a.md' });
  });

  it('marks local images and leaves static and remote ones', async () => {
    const { html, refs } = await compile('![a](./img/a.png) ![b](/assets/b.png) ![c](https://x.org/c.png)\n');
    assert.match(html, /src="mysite-asset:content\/docs\/img\/a.png"/);
    assert.match(html, /src="\/assets\/b.png"/);
    assert.equal(refs.filter((r) => r.kind === 'image').length, 3);
  });

  it('collects links and ids from raw HTML too', async () => {
    const { refs, anchors } = await compile('<div id="raw"><a href="/docs/x">x</a></div>\n');
    assert.ok(anchors.includes('raw'));
    assert.equal(refs[0]!.raw, '/docs/x');
  });
});

describe('page text', () => {
  it('counts words, keeps the first paragraph and splits at the truncate marker', async () => {
    const r = await compile('First *para* here.\n\n<!-- truncate -->\n\nMore words after.\n');
    assert.equal(r.firstParagraph, 'First para here.');
    assert.equal(r.words, 6);
    assert.equal(r.excerptHtml?.trim(), '<p>First <em>para</em> here.</p>');
    assert.doesNotMatch(r.html, /truncate/);
    assert.match(r.html, /More words after/);
  });
});

describe('GFM', () => {
  it('renders tables, task lists, strikethrough, autolinks and footnotes', async () => {
    const { html } = await compile('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~ www.example.com\n\nNote[^1].\n\n[^1]: The note.\n');
    assert.match(html, /<table>/);
    assert.match(html, /type="checkbox" checked/);
    assert.match(html, /<del>old<\/del>/);
    assert.match(html, /href="http:\/\/www.example.com"/);
    assert.match(html, /id="user-content-fn-1"/);
  });

  it('switches on only the constructs the text can contain', () => {
    assert.deepEqual(detectFeatures('Plain *text* only.'), { gfm: [], rawHtml: false });
    assert.deepEqual(detectFeatures('a | b').gfm, ['table']);
    assert.deepEqual(detectFeatures('> - [ ] task').gfm, ['taskListItem']);
    assert.deepEqual(detectFeatures('~~old~~ and a note[^1]').gfm, ['footnote', 'strikethrough']);
    for (const link of ['WWW.example.com', 'see https://x.y', 'mail me@example.com']) assert.deepEqual(detectFeatures(link).gfm, ['autolinkLiteral'], link);
    assert.equal(detectFeatures('<div>x</div>').rawHtml, true);
  });
});

describe('feature detection ignores fenced code', () => {
  it('does not switch GFM or raw HTML on for code alone', () => {
    const text = 'Plain text.\n\n```bash\ncurl https://example.com | grep "<div>" ~/x\n```\n\nMore text.\n~~~html\n<p>@me</p>\n~~~\n';
    assert.deepEqual(detectFeatures(text), { gfm: [], rawHtml: false });
  });

  it('still sees the syntax outside code', () => {
    assert.deepEqual(detectFeatures('```js\nx\n```\n\n| a | b |\n|---|---|\n').gfm, ['table']);
    assert.deepEqual(detectFeatures('```js\nx\n```\n\nvisit www.example.com\n').gfm, ['autolinkLiteral']);
  });

  it('gives the same HTML as the full GFM pipeline for such a page', async () => {
    const text = 'Plain *text* with `code`.\n\n```bash\ncurl https://example.com | tee out\n```\n';
    const { html } = await compile(text);
    assert.match(html, /<p>Plain <em>text<\/em> with <code>code<\/code>.<\/p>/);
    assert.match(html, /https:\/\/example.com/);
  });
});
