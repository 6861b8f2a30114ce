/**
 * Watch mode keeps what it compiled, but only the current version of each
 * file: an author saving the same page hundreds of times must not make the
 * server hold hundreds of versions of it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CompileCache } from '../../src/markdown/cache.js';
import { MarkdownCompiler } from '../../src/markdown/compiler.js';
import { compileFile } from '../../src/mdx/compile-file.js';
import { REPO_ROOT } from '../support/paths.js';

describe('the compile cache in watch mode', () => {
  it('holds one result per file however many times it is saved', async () => {
    const cache = CompileCache.memory();
    const compiler = new MarkdownCompiler(REPO_ROOT, cache, compileFile, true);
    for (let i = 0; i < 60; i++) {
      await compiler.compile({ absolutePath: `${REPO_ROOT}/content/docs/a.md`, relativePath: 'content/docs/a.md', source: `# A\n\nSave number ${i}.\n` });
      await compiler.compile({ absolutePath: `${REPO_ROOT}/content/docs/b.md`, relativePath: 'content/docs/b.md', source: '# B\n\nNever edited.\n' });
    }
    assert.equal(cache.size, 2);
  });
});
