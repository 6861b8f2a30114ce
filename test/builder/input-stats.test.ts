/**
 * The inputs the up-to-date stamp covers: the files the globs match, as a
 * glob library lists them (dot files, nested folders, linked folders, a
 * glob that names one file), each once, with its size and time.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fg from 'fast-glob';
import { statInputs } from '../../src/builder/cache/input-stats.js';

const site = mkdtempSync(join(tmpdir(), 'mysite-inputs-'));
after(() => rmSync(site, { recursive: true, force: true }));

function write(path: string, text = path): void {
  mkdirSync(dirname(join(site, path)), { recursive: true });
  writeFileSync(join(site, path), text);
}

describe('input stats', () => {
  for (const path of [
    'docs/intro.md',
    'docs/a/b/deep.mdx',
    'docs/.hidden/x.md',
    'docs/_category_.json',
    'content/pages/index.tsx',
    'sidebars.ts',
    'elsewhere/shared.md',
    'notes.txt',
  ]) {
    write(path);
  }
  symlinkSync(join(site, 'elsewhere'), join(site, 'docs/linked'));
  const globs = ['docs/**', 'sidebars.ts', 'sidebars.js', 'content/pages/**', 'content/pages/**', 'static/**'];

  it('lists what fast-glob lists, sorted, each file once', async () => {
    const listed = statInputs(site, globs).map((i) => i.path);
    const expected = (await fg(globs, { cwd: site, onlyFiles: true, dot: true })).sort();
    assert.deepEqual(listed, [...new Set(expected)]);
    assert.ok(listed.includes('docs/linked/shared.md') && listed.includes('docs/.hidden/x.md') && !listed.includes('notes.txt'));
  });

  it('gives each file its size and modification time', () => {
    const intro = statInputs(site, globs).find((i) => i.path === 'docs/intro.md')!;
    const stats = statSync(join(site, 'docs/intro.md'));
    assert.deepEqual(intro, { path: 'docs/intro.md', size: stats.size, mtimeMs: stats.mtimeMs });
  });
});
