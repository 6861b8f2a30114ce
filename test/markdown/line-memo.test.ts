/**
 * A grammar whose lines are remembered (line-memo.ts) highlights exactly as
 * one without: a line is only reused from the same tokenizer state, so the
 * same text inside a comment, a string or a block scalar is tokenized for
 * where it is.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createCssVariablesTheme, createHighlighterCore, type HighlighterCore } from '@shikijs/core';
import { createJavaScriptRawEngine } from '@shikijs/engine-javascript';
import { memoizeLines } from '../../src/markdown/line-memo.js';

const LANGS = ['javascript', 'php', 'yaml'] as const;

async function highlighter(): Promise<HighlighterCore> {
  const h = await createHighlighterCore({
    themes: [createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-' })],
    langs: [],
    engine: createJavaScriptRawEngine(),
  });
  for (const id of LANGS) await h.loadLanguage(...(await import(`@shikijs/langs-precompiled/${id}`)).default);
  return h;
}

const BLOCKS: [lang: string, code: string][] = [
  ['javascript', 'const a = 1;\n/*\nconst a = 1;\n*/\nconst a = 1;'],
  ['javascript', 'const s = `\nconst a = 1;\n`;\nconst a = 1;'],
  ['javascript', '});\n});'],
  ['php', '<?php\n$a = "\n$b = 1;\n";\n$b = 1;\n// $b = 1;'],
  ['yaml', 'key: |\n  const a = 1;\nother: const a = 1;'],
];

describe('remembered lines', () => {
  it('highlight as the grammar does without them, in any order', async () => {
    const plain = await highlighter();
    const memo = await highlighter();
    for (const id of LANGS) memoizeLines(memo.getLanguage(id));
    const options = (lang: string) => ({ lang, theme: 'css-variables', tokenizeTimeLimit: 0 });
    // Twice, forwards then backwards: the second pass takes every line it can from the memo.
    for (const blocks of [BLOCKS, [...BLOCKS].reverse()]) {
      for (const [lang, code] of blocks) assert.deepEqual(memo.codeToHast(code, options(lang)), plain.codeToHast(code, options(lang)), `${lang}: ${code}`);
    }
  });
});
