/**
 * ```mdx-code-block fences are unwrapped in MDX pages, as Docusaurus does:
 * their content is read as MDX, on its own lines.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { unwrapMdxCodeBlocks } from '../../src/markdown/mdx-code-blocks.js';
import { usesMdx } from '../../src/markdown/page-format.js';
import { compile } from '../support/compile.js';

const PAGE = ['# Fenced', '', '```mdx-code-block', "import Badge from '@site/src/Badge';", '', '<Badge>new</Badge>', '```', '', 'After.'].join('\n');

describe('mdx-code-block fences', () => {
  it('become blank lines, their content kept on its lines', () => {
    const out = unwrapMdxCodeBlocks(PAGE).split('\n');
    assert.equal(out.length, 9);
    assert.equal(out[2], '');
    assert.equal(out[3], "import Badge from '@site/src/Badge';");
    assert.equal(out[6], '');
  });

  it('keep a longer fence whole, with code fenced inside it, and leave other code alone', () => {
    const text = ['````mdx-code-block', '<Tabs>', '```js', 'a();', '```', '</Tabs>', '````', '', '```md', '```mdx-code-block', '```'].join('\n');
    assert.deepEqual(unwrapMdxCodeBlocks(text).split('\n'), ['', '<Tabs>', '```js', 'a();', '```', '</Tabs>', '', '', '```md', '```mdx-code-block', '```']);
  });

  it('make a page whose MDX is only inside one an MDX page', () => {
    assert.equal(usesMdx(PAGE), true);
    assert.equal(usesMdx('```js\nimport x from "y";\n```\n'), false);
  });

  it('are no code block, and an error inside one is at its line', async () => {
    const ok = await compile(PAGE, 'content/docs/fenced.mdx');
    assert.deepEqual(ok.diagnostics, []);
    assert.ok(ok.mdx?.code.includes('Badge'));
    const broken = PAGE.replace('<Badge>new</Badge>', '<Badge>new');
    await assert.rejects(compile(broken, 'content/docs/broken.mdx'), (error: { diagnostics?: { at: { line?: number } }[] }) => {
      assert.equal(error.diagnostics?.[0]?.at.line, 6);
      return true;
    });
  });
});
