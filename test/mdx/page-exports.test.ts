/**
 * What Docusaurus gives an MDX page: `toc`, `frontMatter` and
 * `contentTitle` to use in it, `@theme/TOCInline` to list the headings,
 * and ```mdx-code-block fences read as MDX.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

function article(site: FixtureSite, file: string): string {
  const html = site.read(file);
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
}

const CONTENTS = `---
title: Contents
description: A page about its own headings
---
import TOCInline from '@theme/TOCInline';

# The contents page

Described as: {frontMatter.description}. Titled: {contentTitle}. Headings: {toc.length}.

<TOCInline toc={toc} />

<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} className="deep" />

## First \`step\`

### Inner

#### Deepest

## Second
`;

describe('MDX page exports and TOCInline', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nStart.\n',
      'content/docs/contents.mdx': CONTENTS,
      'content/docs/own.mdx': "---\ntitle: Own\n---\nexport const toc = [{ value: 'Mine', id: 'mine', level: 2 }];\n\nFirst: {toc[0].value}.\n\n## Real\n",
      'content/docs/fenced.mdx': "---\ntitle: Fenced\n---\n\n```mdx-code-block\nimport Badge from '@site/src/Badge';\n\n<Badge>fresh</Badge>\n```\n",
      'src/Badge.jsx': 'export default function Badge({ children }) { return <mark className="badge">{children}</mark>; }\n',
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.doesNotMatch(r.stderr, /unknown-language/);
  });
  after(() => site.remove());

  it('frontMatter, contentTitle and toc are in scope', () => {
    assert.match(article(site, 'dist/docs/contents.html'), /Described as: A page about its own headings\. Titled: The contents page\. Headings: 4\./);
  });

  it('TOCInline lists h2–h3 as nested links, or the levels it is given, with the headings as HTML', () => {
    const html = article(site, 'dist/docs/contents.html');
    assert.match(
      html,
      /<div class="toc-inline"><ul><li><a href="#first-step">First <code>step<\/code><\/a><ul><li><a href="#inner">Inner<\/a><\/li><\/ul><\/li><li><a href="#second">Second<\/a><\/li><\/ul><\/div>/,
    );
    assert.match(
      html,
      /<div class="toc-inline deep"><ul><li><a href="#inner">Inner<\/a><ul><li><a href="#deepest">Deepest<\/a><\/li><\/ul><\/li><\/ul><\/div>/,
    );
  });

  it("a page's own toc export is its", () => {
    assert.match(article(site, 'dist/docs/own.html'), /First: Mine\./);
  });

  it('an mdx-code-block fence is read as MDX', () => {
    assert.match(article(site, 'dist/docs/fenced.html'), /<mark class="badge">fresh<\/mark>/);
  });
});
