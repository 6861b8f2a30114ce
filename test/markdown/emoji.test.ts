import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { CompileCache } from '../../src/markdown/cache.js';
import { MarkdownCompiler } from '../../src/markdown/compiler.js';
import { replaceShortcodes } from '../../src/markdown/plugins/emoji.js';
import { compileFile } from '../../src/mdx/compile-file.js';
import { compile, siteDir } from '../support/compile.js';

describe('emoji shortcodes', () => {
  it('become emoji in text, headings and links', async () => {
    const { html, title } = await compile('# Launch :rocket:\n\nWe shipped it :tada: and [read why :+1:](https://example.com/).\n');
    assert.equal(title, 'Launch 🚀');
    assert.match(html, /We shipped it 🎉 and <a href="https:\/\/example.com\/">read why 👍<\/a>/);
  });

  it('stay as written inside code spans, code blocks and raw HTML attributes', async () => {
    const { html } = await compile('Run `echo :tada:` now.\n\n```sh\necho :warning:\n```\n\n<span title=":tada:">x</span>\n');
    assert.ok(!html.includes('🎉'), html);
    assert.ok(!html.includes('⚠'), html);
    assert.match(html, /<code>echo :tada:<\/code>/);
  });

  it('leave unknown names, times and upper case alone, and read a code after a non-code', () => {
    assert.equal(replaceShortcodes('at 10:30:45, :not_an_emoji_name:, :TADA:'), 'at 10:30:45, :not_an_emoji_name:, :TADA:');
    assert.equal(replaceShortcodes('at 10:30:warning: now'), 'at 10:30⚠️ now');
    assert.equal(replaceShortcodes(':smile::tada:'), '😄🎉');
  });

  it('work on the MDX path too', async () => {
    const { mdx } = await compile('export const x = 1;\n\nAll done :white_check_mark: `not :tada:`\n', 'content/docs/page.mdx');
    assert.ok(mdx?.code.includes('✅'), mdx?.code);
    assert.ok(mdx?.code.includes('not :tada:'), mdx?.code);
  });

  it('are left as written when markdown.emoji is off, on both paths', async () => {
    const compiler = new MarkdownCompiler(siteDir, CompileCache.memory(), compileFile);
    for (const relativePath of ['content/docs/off.md', 'content/docs/off.mdx']) {
      const source = 'export const y = 2;\n\nStill :tada: here\n';
      const md = await compiler.compile({
        absolutePath: join(siteDir, relativePath),
        relativePath,
        source: relativePath.endsWith('.md') ? 'Still :tada: here\n' : source,
        emoji: false,
      });
      const out = md.html || md.mdx?.code || '';
      assert.ok(out.includes(':tada:') && !out.includes('🎉'), out);
    }
  });
});
