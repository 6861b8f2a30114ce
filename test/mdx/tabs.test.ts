/**
 * `<Tabs>` and `<TabItem>` of @theme, written the Docusaurus way, render
 * the markup of Markdown tabs (`::::tabs`): labels from TabItem or from
 * `values`, the tab shown first from `default` or `defaultValue`, `groupId`
 * and `queryString` as data attributes; ids of their own on every group of
 * a page; never an island.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const MDX = `---
title: Shells
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs groupId="shell" queryString>
<TabItem value="bash" label="Bash">

Source the file in **bash**.

</TabItem>
<TabItem value="fish" label="Fish" default>

Source the file in fish.

</TabItem>
</Tabs>

<Tabs queryString="editor">
<TabItem value="vim" label="Vim">

Open it in vim.

</TabItem>
<TabItem value="emacs" label="Emacs">

Open it in emacs.

</TabItem>
</Tabs>
`;

const MARKDOWN = `---
title: Shells in Markdown
---

::::tabs{groupId="shell" queryString}
:::tab{label="Bash" value="bash"}
Source the file in **bash**.
:::
:::tab{label="Fish" value="fish" default}
Source the file in fish.
:::
::::

::::tabs{queryString="editor"}
:::tab{label="Vim" value="vim"}
Open it in vim.
:::
:::tab{label="Emacs" value="emacs"}
Open it in emacs.
:::
::::
`;

const VALUES = `---
title: Values
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs
  className="wide"
  defaultValue="py"
  values={[
    { label: 'JavaScript', value: 'js' },
    { label: 'Python', value: 'py' },
  ]}>
<TabItem value="py" className="snake">Python first in the code, second on screen.</TabItem>
<TabItem value="js" attributes={{ className: 'yellow', title: 'JS' }}>JavaScript.</TabItem>
</Tabs>
`;

function article(site: FixtureSite, page: string): string {
  const html = site.read(`dist/docs/${page}.html`);
  return html.slice(html.indexOf('<div class="markdown"'), html.indexOf('</article>'));
}

/** The tab groups of a page, with the ids numbered alike and the space between tags left out. */
function tabGroups(html: string): string {
  return [...html.matchAll(/<div class="tabs"[\s\S]*?<\/div><\/div>(?=\s*(?:<div class="tabs"|<\/div>|$))/g)]
    .map((m) => m[0].replace(/(?:mdx-)?tabs-(\d+)-/g, 'tabs-N-').replace(/>\s+</g, '><'))
    .join('\n');
}

describe('MDX Tabs and TabItem', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/shells.mdx': MDX,
      'content/docs/shells-md.md': MARKDOWN,
      'content/docs/values.mdx': VALUES,
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('render exactly the markup of Markdown tabs, labels, default tab, groupId and queryString included', () => {
    const mdx = tabGroups(article(site, 'shells'));
    assert.equal(mdx.split('\n').length, 2);
    assert.equal(mdx, tabGroups(article(site, 'shells-md')));
    assert.match(mdx, /<div class="tabs" data-group-id="shell" data-query-string="shell">/);
    assert.match(mdx, /<div class="tabs" data-query-string="editor">/);
    assert.match(mdx, /aria-selected="true"[^>]*data-value="fish">Fish<\/button>/);
    assert.match(mdx, /<p class="tab-panel-label">Bash<\/p><p>Source the file in <strong>bash<\/strong>\.<\/p>/);
  });

  it('give each group of a page ids of its own, never shared with Markdown tabs, and are not islands', () => {
    const html = article(site, 'shells');
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(ids, [
      'mdx-tabs-1-tab-0',
      'mdx-tabs-1-tab-1',
      'mdx-tabs-1-panel-0',
      'mdx-tabs-1-panel-1',
      'mdx-tabs-2-tab-0',
      'mdx-tabs-2-tab-1',
      'mdx-tabs-2-panel-0',
      'mdx-tabs-2-panel-1',
    ]);
    assert.doesNotMatch(html, /mysite-island/);
    assert.doesNotMatch(site.read('dist/docs/values.html'), /mysite-island/);
  });

  it('take their order and labels from values, the first tab from defaultValue, classes and button attributes from the props', () => {
    const html = article(site, 'values');
    assert.match(html, /<div class="tabs wide">/);
    assert.match(
      html,
      /<button class="yellow" title="JS" type="button" role="tab" id="mdx-tabs-1-tab-0" aria-selected="false"[^>]*data-value="js">JavaScript<\/button>/,
    );
    assert.match(html, /<button type="button" role="tab" id="mdx-tabs-1-tab-1" aria-selected="true"[^>]*data-value="py">Python<\/button>/);
    assert.match(html, /id="mdx-tabs-1-panel-0"[^>]*class="tab-panel"[^>]*><p class="tab-panel-label">JavaScript<\/p>JavaScript\.<\/div>/);
    assert.match(html, /id="mdx-tabs-1-panel-1"[^>]*class="tab-panel tab-panel-active snake"/);
  });
});
