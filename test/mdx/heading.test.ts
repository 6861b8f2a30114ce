/**
 * `<Heading>` of @theme is a heading as Markdown makes it: its id (given,
 * or slugged from its text, with a suffix for a second heading of the same
 * text), the `#` link from h2 down, and its place in the table of contents
 * with the page's Markdown headings.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const PAGE = `---
title: Guide
---
import Heading from '@theme/Heading';

## Before

<Heading as="h2">Made by *a* component</Heading>

<Heading as="h3" id="chosen-id">With its own id</Heading>

<Heading as="h2">Repeated</Heading>

<Heading as="h2">Repeated</Heading>

## After
`;

describe('MDX Heading', () => {
  let site: FixtureSite;
  let html = '';
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/guide.mdx': PAGE });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    html = site.read('dist/docs/guide.html');
  });
  after(() => site.remove());

  it('renders the heading Markdown would, with its id and # link', () => {
    assert.match(
      html,
      /<h2 id="made-by-a-component">Made by <em>a<\/em> component<a class="hash-link" href="#made-by-a-component" aria-label="Direct link to Made by a component">#<\/a><\/h2>/,
    );
    assert.match(html, /<h3 id="chosen-id">With its own id<a class="hash-link" href="#chosen-id" aria-label="Direct link to With its own id">#<\/a><\/h3>/);
    assert.match(html, /<h2 id="repeated">Repeated<a[^>]*>#<\/a><\/h2>\s*<h2 id="repeated-1">Repeated<a/);
    assert.doesNotMatch(html, /mysite-island/);
  });

  it('is in the table of contents, in page order with the Markdown headings', () => {
    const toc = html.slice(html.indexOf('<div class="doc-toc">'));
    const entries = [...toc.matchAll(/<a href="#([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual(entries, ['before', 'made-by-a-component', 'chosen-id', 'repeated', 'repeated-1', 'after']);
  });
});

describe('MDX Heading beside Markdown headings of the same text', () => {
  const SAME = `---
title: Same
---
import Heading from '@theme/Heading';

## Setup

<Heading as="h2">Setup</Heading>

<Heading as="h2" id="setup">Chosen again</Heading>
`;
  let site: FixtureSite;
  let html = '';
  let stderr = '';
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/same.mdx': SAME });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    html = site.read('dist/docs/same.html');
    stderr = r.stderr;
  });
  after(() => site.remove());

  it('slugs around the ids the Markdown headings already have', () => {
    const ids = [...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(ids.slice(0, 2), ['setup', 'setup-1']);
  });

  it('warns, naming the page, when a given id repeats one the page has', () => {
    assert.match(stderr, /content\/docs\/same\.mdx +Two elements of the page have the id "setup".*\[markdown\/repeated-id\]/);
  });
});

describe('an MDX page in a site whose package.json gives no module type', () => {
  const PAGE_WITH_BADGE = `---
title: Upgrades
---
export const Badge = () => <span className="badge">new</span>;

## Older versions <Badge />
`;
  let site: FixtureSite;
  let stderr = '';
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/upgrades.mdx': PAGE_WITH_BADGE, 'package.json': '{ "name": "docs" }\n' });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    stderr = r.stderr;
  });
  after(() => site.remove());

  it('slugs a heading that ends in a component as Docusaurus does, keeping the trailing "-"', () => {
    assert.match(site.read('dist/docs/upgrades.html'), /<h2 id="older-versions-">Older versions <span class="badge">new<\/span>/);
  });

  it('builds without Node guessing the bundle is an ES module (no warning)', () => {
    assert.doesNotMatch(stderr, /MODULE_TYPELESS_PACKAGE_JSON/);
  });
});
