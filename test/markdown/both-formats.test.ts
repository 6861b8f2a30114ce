/**
 * Markdown and MDX pages run one list of plugins (src/markdown/page-plugins.ts):
 * the same text, compiled as a `.md` and as an `.mdx` page, gives the same
 * headings and table of contents, links, code blocks, admonitions, tabs,
 * tables and text (`format: 'detect'` reads the `.mdx` page as MDX). What only MDX does (components, exports) is tested in test/mdx/.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Nodes } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

/** Text both formats read alike: nothing in it is JSX or an expression. */
const BODY = `# Both formats

A first paragraph with **bold**, _emphasis_, \`code\`, a [link to the other page](./other.md),
an [outside link](https://example.com/x) and a :smile: shortcode.

## Set-up {#set-up}

:::tip Before you start
An admonition with a [link](./other.md#second) and a list:

- one
- two
:::

\`\`\`ts title="example.ts" {2}
const a = 1;
const b = a + 1;
\`\`\`

### A table

| Option | Default |
|---|---|
| \`emoji\` | ~~off~~ on |

:::details Read more
Hidden until opened.
:::

## Last heading

See www.example.com and a footnote[^n].

- [x] done

[^n]: The note.
`;

const OTHER = `# Other

## Second
`;

/** The page's body: what the page plugins made, without the layout around it (the pager differs). */
function body(html: string): string {
  const match = /<div class="markdown"[\s\S]*?(?=<nav class="pager")/.exec(html);
  assert.ok(match, 'the page has a body');
  return match[0];
}

/**
 * The elements, attributes and text of some HTML, without what only its serialisation differs in:
 * React writes a Markdown page's line breaks between table rows and list items as nothing, and
 * `true` for an attribute the HTML serialiser writes bare.
 */
function tree(html: string): unknown {
  const simplify = (node: Nodes): unknown => {
    if (node.type === 'text') return node.value.trim() === '' ? undefined : node.value;
    if (node.type === 'element') {
      const props = Object.entries(node.properties)
        .map(([name, value]) => [name, value === '' || value === 'true' ? true : value] as const)
        .sort(([a], [b]) => a.localeCompare(b));
      return [node.tagName, Object.fromEntries(props), ...node.children.map(simplify).filter((child) => child !== undefined)];
    }
    if (node.type === 'root') return node.children.map(simplify).filter((child) => child !== undefined);
    return undefined;
  };
  return simplify(unified().use(rehypeParse, { fragment: true }).parse(html));
}

describe('the same text as Markdown and as MDX', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig("markdown: { format: 'detect' },"),
      'content/docs/as-md.md': BODY,
      'content/docs/as-mdx.mdx': BODY,
      'content/docs/other.md': OTHER,
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  const data = (name: string) => JSON.parse(site.read(`dist/_mysite/data/docs/${name}.json`));

  it('gives the same HTML: headings and their ids, links, code blocks, admonitions, details, tables, footnotes, text', () => {
    const md = body(site.read('dist/docs/as-md.html'));
    const mdx = body(site.read('dist/docs/as-mdx.html'));
    for (const sign of [
      'id="set-up"',
      'admonition-tip',
      'Before you start',
      '<details',
      'example.ts',
      'href="/docs/other#second"',
      '<table',
      '<del>',
      'user-content-fn-n',
      '😄',
    ]) {
      assert.ok(md.includes(sign), `the Markdown page has ${sign}`);
    }
    assert.deepEqual(tree(mdx), tree(md));
  });

  it('gives the same table of contents, title and description', () => {
    const md = data('as-md');
    const mdx = data('as-mdx');
    assert.deepEqual(
      md.data.toc.map((item: { id: string }) => item.id),
      ['set-up', 'a-table', 'last-heading', 'footnote-label'],
    );
    assert.deepEqual(mdx.data.toc, md.data.toc);
    assert.equal(mdx.data.title, md.data.title);
    assert.equal(mdx.head.description, md.head.description);
  });
});
