/**
 * A Docusaurus module mysite does not provide is an error at the line that
 * imports it, saying what to use instead.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig } from '../support/fixture-site.js';

describe('a Docusaurus module mysite does not provide', () => {
  const site = createSite({
    'site.config.ts': minimalConfig(),
    'content/docs/overview.mdx':
      "---\ntitle: Overview\n---\nimport Tabs from '@theme/Tabs';\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
  });
  after(() => site.remove());

  it('is an error at its import, with the advice', () => {
    const r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(
      r.stderr,
      /content\/docs\/overview\.mdx:5:\d+ +mysite does not provide "@theme\/DocCardList"\. Write the links in Markdown, or give the category a generated index \(link: \{type: "generated-index"\}\)\. +\[mdx\/import\]/,
    );
  });
});
