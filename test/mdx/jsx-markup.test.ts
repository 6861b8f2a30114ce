/**
 * JSX written the way Docusaurus pages write it: a tag whose attributes
 * run over several lines is the same as on one line, and HTML's
 * `<details>` with a `<summary>` keeps the Markdown inside it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const PAGE = `---
title: Release
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs
  groupId="channel"
  queryString
>
<TabItem
  value="stable"
  label="Stable"
  default
>

Stable text.

</TabItem>
<TabItem value="beta" label="Beta">

Beta text.

</TabItem>
</Tabs>

<details>
<summary>Why two channels?</summary>

The **beta** gets fixes first.

</details>

After the tabs.
`;

describe('JSX over several lines, and <details>', () => {
  let site: FixtureSite;
  let html = '';
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/release.mdx': PAGE });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    html = site.read('dist/docs/release.html');
  });
  after(() => site.remove());

  it('reads a tag whose attributes span lines as one on a line', () => {
    assert.match(html, /<div class="tabs" data-group-id="channel" data-query-string="channel">/);
    assert.match(html, /aria-selected="true"[^>]*data-value="stable">Stable<\/button>/);
    assert.doesNotMatch(html, /&lt;(Tabs|TabItem)|groupId=|queryString/);
    assert.match(html, /<p>After the tabs\.<\/p>/);
  });

  it('keeps the Markdown inside <details> with a <summary>', () => {
    assert.match(html, /<details>\s*<summary>Why two channels\?<\/summary>\s*<p>The <strong>beta<\/strong> gets fixes first\.<\/p>\s*<\/details>/);
  });
});
