/**
 * The MDX subset of Docusaurus pages, on a tiny site: theme imports dropped,
 * Tabs / TabItem as our tabs (label, value, default, groupId), Admonition as
 * an admonition, {/* comments *\/} removed; anything else MDX would run is an
 * error at its line and column, and no source code reaches the page.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const PAGE = `---
title: Install
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Admonition from '@theme/Admonition';

{/* A note for editors: keep the tabs in this order. */}

Pick your system.

<Tabs groupId="os">
<TabItem value="mac" label="macOS">

Use the installer.

</TabItem>
<TabItem value="linux" label="Linux" default>

Use the package.

</TabItem>
</Tabs>

<Admonition type="tip" title="Faster">
Cache the download.
</Admonition>

Write \`<Tabs>\` in a sentence without trouble.

\`\`\`jsx
import Tabs from '@theme/Tabs';
<Tabs>{/* kept: this is code */}</Tabs>
\`\`\`
`;

describe('the MDX subset', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/install.mdx': PAGE });
  });
  after(() => site.remove());

  it('Tabs, TabItem and Admonition become our tabs and admonition; imports and comments leave no text', () => {
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    const html = site.read('dist/docs/install.html');
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    assert.doesNotMatch(article, /<p>import|A note for editors|&#x3C;TabItem|<TabItem/);
    assert.match(article, /<div class="tabs" data-group-id="os">/);
    assert.match(article, /<button type="button" role="tab" id="tabs-\d+-tab-0" aria-selected="false"[^>]*data-value="mac">macOS<\/button>/);
    assert.match(article, /<button type="button" role="tab" id="tabs-\d+-tab-1" aria-selected="true"[^>]*data-value="linux">Linux<\/button>/);
    assert.match(article, /Use the package\./);
    assert.match(article, /class="admonition admonition-tip[^"]*"[\s\S]*Faster[\s\S]*Cache the download\./);
    assert.match(article, /<code>&#x3C;Tabs><\/code>/);
    assert.match(article, /kept: this is code/, 'code blocks are left alone');
    assert.doesNotMatch(JSON.parse(site.read('dist/_mysite/data/docs/install.json')).head.description ?? '', /import/);
  });

  it('other imports, exports, unknown components and expressions are errors at their line and column', () => {
    site.write(
      'content/docs/install.mdx',
      `---\ntitle: Install\n---\nimport Chart from '../src/Chart';\nexport const version = 3;\n\nText.\n\n<Chart data="x" />\n\n{version}\n`,
    );
    const r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /content\/docs\/install\.mdx:4:1 +This import is MDX, which runs JavaScript/);
    assert.match(r.stderr, /content\/docs\/install\.mdx:5:1 +An `export` is MDX, which runs JavaScript/);
    assert.match(r.stderr, /content\/docs\/install\.mdx:9:1 +<Chart> is an MDX component mysite does not know/);
    assert.match(r.stderr, /content\/docs\/install\.mdx:11:1 +The JSX expression \{version\} would run JavaScript/);
    assert.doesNotMatch(r.stderr, /Internal error/);
  });
});
