/**
 * Where a page first uses MDX (page-format.ts): what makes a `.md` file MDX
 * when `markdown.format` is not set, at the line and column the build's
 * summary shows. Code is never looked at, and blanking it keeps every
 * position where it was.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mdxSign } from '../../src/markdown/page-format.js';
import { markdownAsMdxNotice } from '../../src/cli/markdown-as-mdx-notice.js';
import { compileFile } from '../../src/mdx/compile-file.js';
import { REPO_ROOT } from '../support/paths.js';

describe('where a page first uses MDX', () => {
  it('is the first sign in the text, whichever kind comes first', () => {
    assert.deepEqual(mdxSign('# T\n\nText.\n\nexport const t = 1;\n\n<Note>x</Note>\n'), { line: 5, column: 1, what: 'an export line' });
    assert.deepEqual(mdxSign('# T\n\nSee <Note>x</Note>.\n\nimport X from "y";\n'), { line: 3, column: 5, what: 'the component <Note>' });
    assert.deepEqual(mdxSign('Go <a href={url}>there</a>.\n'), { line: 1, column: 4, what: 'an expression in a JSX attribute' });
    assert.deepEqual(mdxSign('a\nb {/* note */}\n'), { line: 2, column: 3, what: 'an MDX comment' });
    assert.deepEqual(mdxSign('import X from "y";\n'), { line: 1, column: 1, what: 'an import line' });
  });

  it('looks past code without moving what follows it', () => {
    assert.equal(mdxSign('```js\nimport x from "y";\n```\n\nUse `<Tabs>` here.\n'), undefined);
    assert.deepEqual(mdxSign('```js\nimport x from "y";\n```\n\nUse `<Tabs>` and <Tabs>.\n'), { line: 5, column: 18, what: 'the component <Tabs>' });
  });

  it('is none for plain Markdown, braces and lower-case HTML included', () => {
    assert.equal(mdxSign('# T\n\nA {brace} and <b>bold</b> and 1 < 2.\n'), undefined);
  });

  it('is kept on a .md file compiled as MDX by what it holds, not on a .mdx file or a chosen format', async () => {
    const source = '---\ntitle: T\n---\n\nText.\n\nexport const t = 1;\n\n{t}\n';
    const at = (relativePath: string, format?: 'mdx' | 'auto') =>
      compileFile({ absolutePath: `${REPO_ROOT}/${relativePath}`, relativePath, source, format }, REPO_ROOT);
    assert.deepEqual((await at('content/docs/x.md')).markdownAsMdx, { line: 7, column: 1, what: 'an export line' });
    assert.equal((await at('content/docs/x.mdx')).markdownAsMdx, undefined);
    assert.equal((await at('content/docs/x.md', 'mdx')).markdownAsMdx, undefined);
  });
});

describe("the build summary's list of .md files read as MDX", () => {
  const files = Array.from({ length: 12 }, (_, i) => ({ file: `content/docs/p${String(i).padStart(2, '0')}.md`, line: 3, column: 1, what: 'an export line' }));

  it('is one line per file, ten at most, then how many more', () => {
    const lines = markdownAsMdxNotice(files);
    assert.match(lines[0]!, /^12 \.md files are read as MDX, code that runs when the site builds .*markdown\.format: 'md'/);
    assert.equal(lines[1], '  content/docs/p00.md:3:1  an export line');
    assert.equal(lines.length, 12);
    assert.equal(lines[11], '  … and 2 more (--verbose lists them all)');
  });

  it('lists every file when verbose, and says nothing when there is none', () => {
    assert.equal(markdownAsMdxNotice(files, true).length, 13);
    assert.match(markdownAsMdxNotice(files.slice(0, 1))[0]!, /^One \.md file is read as MDX.*name it \.mdx/);
    assert.deepEqual(markdownAsMdxNotice([]), []);
  });
});
