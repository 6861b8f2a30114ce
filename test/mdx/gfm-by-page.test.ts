/**
 * An MDX page is parsed with the GFM constructs its text can hold, as a
 * Markdown page is; its import and export lines are JavaScript and switch
 * none on.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { gfmConstructs } from '../../src/mdx/compile-mdx.js';
import { GFM_CONSTRUCTS } from '../../src/markdown/plugins/gfm-parts.js';
import { compile } from '../support/compile.js';

const KITCHEN_SINK = [
  "import Note from '@site/src/components/Note';",
  '',
  '<Note>',
  '',
  '| a | b |',
  '|---|---|',
  '| 1 | ~~2~~ |',
  '',
  '</Note>',
  '',
  '- [x] done, see www.example.com and mail@example.org',
  '',
  'A note[^n].',
  '',
  '[^n]: The note.',
  '',
].join('\n');

describe('GFM constructs of an MDX page', () => {
  it('are none for a page whose only "@" is in its imports', () => {
    assert.deepEqual(gfmConstructs("import Note from '@site/src/components/Note';\nexport const x = 'a@b';\n\n<Note>Plain text.</Note>\n"), []);
  });

  it('are those its text can hold, each still made', async () => {
    assert.deepEqual(gfmConstructs(KITCHEN_SINK), [...GFM_CONSTRUCTS]);
    const code = (await compile(KITCHEN_SINK, 'content/docs/gfm.mdx')).mdx?.code ?? '';
    for (const sign of ['"table"', '"del"', '"checkbox"', 'http://www.example.com', 'mailto:mail@example.org', 'user-content-fn-n']) {
      assert.ok(code.includes(sign), `missing ${sign}`);
    }
  });
});
