/**
 * `@theme/Admonition` in an MDX page is the admonition a Markdown `:::type`
 * block makes: the same types (Docusaurus's legacy keywords included), the
 * same default titles and markup.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const PAGE = `---
title: Notes
---
import Admonition from '@theme/Admonition';

<Admonition type="tip">Plain tip.</Admonition>

<Admonition type="important" title="Read first">Legacy keyword.</Admonition>

:::important
The same in Markdown.
:::
`;

describe('MDX Admonition', () => {
  let site: FixtureSite;
  let html = '';
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/notes.mdx': PAGE });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    html = site.read('dist/docs/notes.html');
  });
  after(() => site.remove());

  it('renders a type with its default title, as a Markdown admonition does', () => {
    assert.match(
      html,
      /<div class="admonition admonition-tip"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"><\/span>Tip<\/p>/,
    );
  });

  it('shows a legacy keyword as the type it became, in MDX and in Markdown alike', () => {
    assert.match(
      html,
      /<div class="admonition admonition-info"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"><\/span>Read first<\/p>/,
    );
    assert.match(html, /<div class="admonition admonition-info">[\s\S]*Info<\/p><div class="admonition-content"><p>The same in Markdown\.<\/p>/);
  });
});
