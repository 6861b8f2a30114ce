/**
 * The Markdown inside a component of an MDX page (`<details>`, `<TabItem>`)
 * is read like the rest of the page: a link to a Markdown file leads to its
 * page, a link to a local file publishes it, a heading gets its id and its
 * place in the table of contents. They were left as written.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig } from '../support/fixture-site.js';

const PAGE = `---
title: Setup
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<details>
<summary>More</summary>

Read [the guide](./guide.md) and get [the script](./run.sh).

## Inside the details

</details>

<Tabs>
  <TabItem value="one" label="One">

  Then see [the guide again](./guide.md#steps).

  </TabItem>
</Tabs>
`;

describe('Markdown inside the components of an MDX page', () => {
  it('has its links resolved, its files published and its headings given ids', () => {
    const site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/setup.mdx': PAGE,
      'content/docs/guide.md': '---\ntitle: Guide\n---\n\n## Steps\n\nGo.\n',
      'content/docs/run.sh': 'echo "ready"\n',
    });
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      const html = site.read('dist/docs/setup.html');
      assert.match(html, /<a href="\/docs\/guide">the guide<\/a>/);
      assert.match(html, /<a href="\/docs\/guide#steps">the guide again<\/a>/);
      assert.match(html, /<a href="\/assets\/files\/run-[0-9a-f]{8}\.sh">the script<\/a>/);
      assert.match(html, /<h2 id="inside-the-details"/);
      assert.match(html, /href="#inside-the-details"[^>]*>Inside the details</);
    } finally {
      site.remove();
    }
  });
});
