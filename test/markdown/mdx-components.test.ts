/**
 * More of the MDX subset, on a tiny site written the Docusaurus way:
 * `@theme/CodeBlock` gives the same output as the fenced block with the same
 * options; an opening tag may spread its attributes over several lines;
 * `<details>` with a `<summary>` keeps its Markdown; Tabs with `queryString`
 * carry the URL parameter's name. Mistakes are errors at their line.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const COMPONENTS = `---
title: Components
---
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<CodeBlock language="js" title="greet.js" showLineNumbers>
{\`function greet(name) {
  return \\\`Hello \\\${name}\\\`;
}\`}
</CodeBlock>

<CodeBlock language="bash">
  npm run check
  npm run ship
</CodeBlock>

<Tabs
  groupId="shell"
  queryString
>
<TabItem
  value="zsh"
  label="Zsh"
  default
>

Zsh text.

</TabItem>
<TabItem value="fish" label="Fish">

Fish text.

</TabItem>
</Tabs>

<Tabs queryString="pkg">
<TabItem value="npm">

With npm.

</TabItem>
</Tabs>

<details>
<summary>Why two steps?</summary>

The **check** runs before the ship.

</details>

After the tabs.
`;

const FENCED = `---
title: Fenced
---

\`\`\`js title="greet.js" showLineNumbers
function greet(name) {
  return \`Hello \${name}\`;
}
\`\`\`

\`\`\`bash
npm run check
npm run ship
\`\`\`
`;

/** The page's article, with the ids that differ from page to page taken out. */
function article(site: FixtureSite, page: string): string {
  const html = site.read(`dist/docs/${page}.html`);
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
}

function codeBlocks(html: string): string[] {
  return [...html.matchAll(/<div class="code-block[\s\S]*?<\/pre>/g)].map((m) => m[0]);
}

describe('MDX components: CodeBlock, multi-line tags, details, queryString', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/components.mdx': COMPONENTS, 'content/docs/fenced.md': FENCED });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('a CodeBlock is the fenced code block with the same language, title and line numbers', () => {
    const mdx = codeBlocks(article(site, 'components'));
    const fenced = codeBlocks(article(site, 'fenced'));
    assert.equal(mdx.length, 2);
    assert.deepEqual(mdx, fenced);
    assert.match(mdx[0]!, /greet\.js/);
    assert.match(mdx[0]!, /line-numbers/);
  });

  it('tags whose attributes span lines work like tags on one line', () => {
    const html = article(site, 'components');
    assert.match(html, /<div class="tabs" data-group-id="shell" data-query-string="shell">/);
    assert.match(html, /aria-selected="true"[^>]*data-value="zsh">Zsh<\/button>/);
    assert.match(html, /<div class="tabs" data-query-string="pkg">/);
    assert.doesNotMatch(html, /&#x3C;(Tabs|TabItem)|groupId=|queryString/);
    assert.match(html, /<p>After the tabs\.<\/p>/);
  });

  it('<details> with <summary> keeps the Markdown inside', () => {
    assert.match(
      article(site, 'components'),
      /<details>\s*<summary>Why two steps\?<\/summary>\s*<p>The <strong>check<\/strong> runs before the ship\.<\/p>\s*<\/details>/,
    );
  });

  it('mistakes are errors at their line and column', () => {
    site.write(
      'content/docs/components.mdx',
      [
        '---',
        'title: Components',
        '---',
        "import CodeBlock from '@theme/CodeBlock';",
        "import Tabs from '@theme/Tabs';",
        '',
        '<CodeBlock language="js">',
        `{\`let a = \${b};\`}`,
        '</CodeBlock>',
        '',
        '<CodeBlock language="js">',
        'never closed',
      ].join('\n'),
    );
    let r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /components\.mdx:7:1 +The code of this <CodeBlock> has a \$\{…\}/);
    assert.match(r.stderr, /components\.mdx:11:1 +<CodeBlock> is never closed/);
    assert.doesNotMatch(r.stderr, /Internal error/);
    site.write('content/docs/components.mdx', "---\ntitle: Components\n---\nimport Tabs from '@theme/Tabs';\n\nText.\n\n<Tabs\n  queryString>\n</Tabs>\n");
    r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /components\.mdx:8:1 +`queryString` without a value takes its name from `groupId`/);
  });
});
