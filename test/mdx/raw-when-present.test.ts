/**
 * MDX pages re-parse raw HTML only when a plugin left some (an inlined
 * diagram): a page without any keeps the tree it has, untouched.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Root } from 'hast';
import { VFile } from 'vfile';
import { rehypeRawWhenPresent } from '../../src/mdx/raw-when-present.js';
import { compile, writeSiteFile } from '../support/compile.js';

const plain = (): Root => ({
  type: 'root',
  children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'Text' }] }],
});

describe('rehype-raw on MDX pages', () => {
  it('leaves a tree without raw HTML as it is', () => {
    const tree = plain();
    const result = rehypeRawWhenPresent({})(tree, new VFile());
    assert.equal(result, undefined);
    assert.deepEqual(tree, plain());
  });

  it('parses raw HTML into elements when the tree holds some', () => {
    const tree: Root = { type: 'root', children: [{ type: 'raw', value: '<svg viewBox="0 0 1 1"><rect class="dg-box"/></svg>' }] };
    const result = rehypeRawWhenPresent({})(tree, new VFile()) as Root;
    const svg = result.children[0];
    assert.equal(svg?.type === 'element' && svg.tagName, 'svg');
  });

  it('still inlines a diagram into an MDX page', async () => {
    writeSiteFile('content/docs/d/box.svg', '<svg viewBox="0 0 10 10"><title>Box</title><rect class="dg-box"/></svg>');
    const result = await compile('# Page\n\n<Note>MDX</Note>\n\n::diagram{src="./d/box.svg" caption="A box"}\n', 'content/docs/diagram-page.mdx');
    const code = result.mdx?.code ?? '';
    assert.match(code, /"svg"/);
    assert.match(code, /dg-box/);
    assert.doesNotMatch(code, /<svg/);
  });
});
