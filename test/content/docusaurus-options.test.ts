/**
 * Docusaurus doc options, on a tiny site written the Docusaurus way:
 * highlight magic comments, table of contents levels (front matter and
 * site-wide), pagination_prev / pagination_next (a doc id or null), hide_title
 * an `id` that changes the URL, and category links (to any doc, or a
 * generated index listing the items with their descriptions); an unknown
 * doc id is an error at its place.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { docExcerpt } from '../../src/content/sources/doc-excerpt.js';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const GUIDE = `---
title: Install the kit
toc_max_heading_level: 4
pagination_next: reference/limits
---

Steps to install.

\`\`\`js
const kit = load();
// highlight-next-line
kit.start();
// highlight-start
kit.watch();
kit.report();
// highlight-end
kit.stop();
\`\`\`

## Download

### From the registry

#### With a proxy

Details.
`;

const docs = {
  'content/docs/01-guide.md': GUIDE,
  'content/docs/02-usage.md': '---\ntitle: Use the kit\nhide_title: true\npagination_prev: null\n---\n\nHow to use it.\n\n## Start\n\n### Stop\n\n#### Pause\n',
  'content/docs/reference/01-faq.md': '---\ntitle: Questions\n---\n\nAsked often.\n',
  'content/docs/reference/02-limits.md': '---\nid: limits\ntitle: Limits\npagination_label: Known limits\n---\n\nWhat the kit cannot do.\n',
  'content/docs/reference/03-renamed.md': '---\nid: quotas\ntitle: Quotas\ndescription: Limits per account.\n---\n\nHow much you may use.\n',
  'content/docs/reference/_category_.yml': 'label: Reference\nlink:\n  type: generated-index\n  description: Facts to look up while you work.\n',
  'content/docs/reference/deep/_category_.json': '{ "label": "Deep dives", "description": "Long reads." }',
  'content/docs/reference/deep/internals.md': '---\ntitle: Internals\ndescription: How the kit is built inside.\n---\n\nText.\n',
  // Starts with an admonition: Docusaurus describes it by the admonition's first line, not by the first paragraph after it.
  'content/docs/reference/04-tips.md':
    '---\ntitle: 🚀 Tips\n---\n\n# Tips for the kit\n\n:::tip Before you start\n\nRead the **limits** [first](./limits.md).\n\n:::\n\nThe tips follow.\n',
  'content/docs/reference/more/_category_.json': '{ "label": "More", "position": 9 }',
  'content/docs/reference/more/one.md': '# One\n\nFirst.\n',
  'content/docs/reference/more/two.md': '# Two\n\nSecond.\n',
  'content/docs/tools/_category_.yml': 'label: Tools\nlink:\n  type: doc\n  id: reference/faq\n',
  'content/docs/tools/cli.md': '---\ntitle: Command line\n---\n\nRun it.\n',
  'content/docs/tools/setup.md': '---\ntitle: Setup\n---\n\n# Setting up the workbench\n\nBenches first.\n',
};

describe('Docusaurus doc options', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), ...docs });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('magic comments mark lines and are removed from the code', () => {
    const html = site.read('dist/docs/guide.html');
    assert.doesNotMatch(html, /highlight-(next-line|start|end)/);
    const lines = [...html.matchAll(/<span class="line( highlighted)?">(.*?)<\/span>(?=\n|<\/code>)/g)].map((m) => [
      Boolean(m[1]),
      m[2]!.replace(/<[^>]+>/g, ''),
    ]);
    assert.deepEqual(lines, [
      [false, 'const kit = load();'],
      [true, 'kit.start();'],
      [true, 'kit.watch();'],
      [true, 'kit.report();'],
      [false, 'kit.stop();'],
    ]);
  });

  it('toc_max_heading_level lists h4; the default stops at h3', () => {
    const toc = (page: string) => JSON.parse(site.read(`dist/_mysite/data/docs/${page}.json`)).data.toc.map((t: { id: string }) => t.id);
    assert.deepEqual(toc('guide'), ['download', 'from-the-registry', 'with-a-proxy']);
    assert.deepEqual(toc('usage'), ['start', 'stop']);
  });

  it('the site-wide tableOfContents levels apply where front matter says nothing', () => {
    site.write('site.config.ts', minimalConfig('tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 4 },'));
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    const toc = JSON.parse(site.read('dist/_mysite/data/docs/usage.json')).data.toc.map((t: { id: string }) => t.id);
    assert.deepEqual(toc, ['stop', 'pause']);
    site.write('site.config.ts', minimalConfig());
    assert.equal(site.run('build').code, 0);
  });

  it('pagination_next names a doc by id (with its pagination_label); pagination_prev: null removes the link', () => {
    const guide = JSON.parse(site.read('dist/_mysite/data/docs/guide.json')).data;
    assert.deepEqual(guide.next, { label: 'Known limits', href: '/docs/reference/limits' });
    const usage = JSON.parse(site.read('dist/_mysite/data/docs/usage.json')).data;
    assert.equal(usage.prev, undefined);
    assert.equal(usage.next.href, '/docs/category/reference', 'the next page is the generated index of the next category');
  });

  it('hide_title keeps the title for screen readers only', () => {
    assert.match(site.read('dist/docs/usage.html'), /<h1 class="visually-hidden">Use the kit<\/h1>/);
    assert.match(site.read('dist/docs/guide.html'), /<h1 class="doc-title">Install the kit<\/h1>/);
  });

  it("shows a doc's own leading # heading when its front matter gives another title, which names the page elsewhere", () => {
    const setup = site.read('dist/docs/tools/setup.html');
    assert.match(setup, /<h1 class="doc-title">Setting up the workbench<\/h1>/);
    assert.match(setup, /<title>Setup \| /);
    assert.equal(setup.match(/<h1/g)?.length, 1, 'one h1');
  });

  it('an id changes the URL, as in Docusaurus', () => {
    assert.ok(site.exists('dist/docs/reference/quotas.html'));
    assert.ok(!site.exists('dist/docs/reference/renamed.html'));
  });

  it('a generated-index category gets a page of cards, each text from where Docusaurus takes it', () => {
    const page = site.read('dist/docs/category/reference.html');
    assert.match(page, /<h1 class="doc-title">Reference<\/h1>/);
    assert.match(page, /<p>Facts to look up while you work\.<\/p><ul class="doc-cards">/);
    const card = (href: string, icon: string, title: string, about: string) =>
      `<li><a class="doc-card" href="${href}"><h2 class="doc-card-title"><span class="doc-card-icon">${icon}</span><span class="doc-card-text">${title}</span></h2><p class="doc-card-about">${about}</p></a></li>`;
    // A doc: its first line of text (no description in its front matter).
    assert.ok(page.includes(card('/docs/reference/faq', '📄️', 'Questions', 'Asked often.')), page);
    // A doc: its front matter's description, not its text.
    assert.ok(page.includes(card('/docs/reference/quotas', '📄️', 'Quotas', 'Limits per account.')), 'description card');
    assert.ok(page.includes(card('/docs/reference/deep/internals', '🗃', 'Deep dives', 'Long reads.')), 'a category: its description');
    // A doc opening with an admonition: the admonition's first line, inline Markdown taken out; the label's emoji is the icon.
    assert.ok(page.includes(card('/docs/reference/tips', '🚀', 'Tips', 'Read the limits first.')), 'tips card');
    // A category without a description: its number of items.
    assert.ok(page.includes(card('/docs/reference/more/one', '🗃', 'More', '2 items')), 'count card');
    const sidebar = JSON.parse(site.read('dist/_mysite/sidebars/docs.json'));
    const reference = sidebar.find((i: { label: string }) => i.label === 'Reference');
    assert.equal(reference.href, '/docs/category/reference');
  });

  it("a doc's excerpt skips front matter, the title, imports and code, and reads a heading's or a link's text", () => {
    assert.equal(
      docExcerpt('---\ntitle: A\n---\nimport X from "./x";\nimport Y from "./y";\n\n# A\n\n```js\nignored();\n```\n\nSee `kit` [here](/x).\n'),
      'See kit here.',
    );
    assert.equal(docExcerpt('Title\n=====\n\n## Before you start {#start}\n\nText.\n'), 'Before you start');
    assert.equal(docExcerpt('````md\n```\nstill code\n````\n<div>Shown</div>\n'), 'Shown');
    assert.equal(docExcerpt('# Only a title\n'), undefined);
  });

  it('a category link of type doc may name a doc of another folder', () => {
    const sidebar = JSON.parse(site.read('dist/_mysite/sidebars/docs.json'));
    assert.equal(sidebar.find((i: { label: string }) => i.label === 'Tools').href, '/docs/reference/faq');
  });

  it('a category link to an unknown doc id is an error naming the category file', () => {
    site.write('content/docs/tools/_category_.yml', 'label: Tools\nlink:\n  type: doc\n  id: reference/fak\n');
    const r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /content\/docs\/tools\/_category_\.yml +The category link names the doc "reference\/fak", but no doc has that id\./);
    assert.match(r.stderr, /Did you mean "reference\/faq"\?/);
    site.write('content/docs/tools/_category_.yml', 'label: Tools\nlink:\n  type: doc\n  id: reference/faq\n');
  });

  it('an unknown doc id in pagination_next is an error at its line, with a suggestion', () => {
    site.write('content/docs/01-guide.md', GUIDE.replace('pagination_next: reference/limits', 'pagination_next: reference/limit'));
    const r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /content\/docs\/01-guide\.md:4 +pagination_next names the doc "reference\/limit", but no doc has that id\./);
    assert.match(r.stderr, /Did you mean "reference\/limits"\?/);
    site.write('content/docs/01-guide.md', GUIDE);
  });
});
