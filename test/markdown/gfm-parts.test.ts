/** A page parsed with only the GFM constructs it can contain comes out as it would with all of them. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { compilePage } from '../../src/markdown/compile-page.js';
import { detectFeatures } from '../../src/markdown/pipeline.js';
import { GFM_CONSTRUCTS } from '../../src/markdown/plugins/gfm-parts.js';
import type { MarkdownInput } from '../../src/markdown/types.js';
import { REPO_ROOT } from '../support/paths.js';

const KITCHEN_SINK = [
  '# GFM in odd places',
  '',
  '| a | `b \\| c` |',
  '|---|---|',
  '| 1 | ~~2~~ |',
  '',
  '> - [ ] quoted task',
  '> - [x] done, see WWW.Example.com and mail@example.org',
  '',
  '1. [X] numbered task with a note[^n]',
  '',
  'Text ~one tilde~ and https://example.com/a_b?c=d. a|b in prose.',
  '',
  '[^n]: The note, with ~~struck~~ text.',
  '',
].join('\n');

async function both(input: MarkdownInput) {
  const detected = detectFeatures(input.source);
  const all = { ...detected, gfm: [...GFM_CONSTRUCTS] };
  return [await compilePage(input, REPO_ROOT), await compilePage(input, REPO_ROOT, all)] as const;
}

describe('GFM constructs by page', () => {
  it('gives the same result as full GFM on every page of this site', async () => {
    const files = fg.sync(['content/**/*.md', 'test/fixtures/**/*.md'], { cwd: REPO_ROOT });
    assert.ok(files.length > 40);
    for (const relativePath of files) {
      const input = { absolutePath: join(REPO_ROOT, relativePath), relativePath, source: readFileSync(join(REPO_ROOT, relativePath), 'utf8') };
      let pair: Awaited<ReturnType<typeof both>>;
      try {
        pair = await both(input);
      } catch {
        continue; // fixtures of bad input: their errors are tested elsewhere
      }
      assert.deepEqual(pair[0], pair[1], relativePath);
    }
  });

  it('gives the same result on a page with every construct in odd places', async () => {
    const [some, all] = await both({ absolutePath: join(REPO_ROOT, 'content/docs/x.md'), relativePath: 'content/docs/x.md', source: KITCHEN_SINK });
    assert.deepEqual(some, all);
    for (const sign of ['<table>', '<del>', 'type="checkbox"', 'href="http://WWW.Example.com"', 'href="mailto:mail@example.org"', 'user-content-fn-n']) {
      assert.ok(some.html.includes(sign), `missing ${sign}`);
    }
  });
});
