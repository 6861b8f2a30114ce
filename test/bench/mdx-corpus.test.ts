/** The mdx bench's sites: Markdown twins as long as their MDX pages, and both kinds build with every component shown. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { markdownPage, mdxPage, writeMdxBenchSite } from '../../bench/mdx-corpus.js';
import { CLI, REPO_ROOT } from '../support/paths.js';

const THEME = join(REPO_ROOT, 'themes/default');

function build(dir: string): { code: number; output: string } {
  const r = spawnSync(process.execPath, [CLI, '--root', dir, 'build'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status ?? -1, output: `${r.stdout}\n${r.stderr}` };
}

describe('mdx bench corpus', () => {
  const work = mkdtempSync(join(tmpdir(), 'mysite-mdx-bench-'));
  after(() => rmSync(work, { recursive: true, force: true }));

  it('writes each Markdown page with the byte length of its MDX twin', () => {
    for (const page of [0, 1, 7, 299]) {
      const mdx = mdxPage(page);
      assert.equal(Buffer.byteLength(markdownPage(page, Buffer.byteLength(mdx))), Buffer.byteLength(mdx), `page ${page}`);
    }
  });

  it('builds the MDX pages with the site component, the global one and the tabs, and the Markdown pages without warnings', () => {
    for (const kind of ['mdx', 'markdown'] as const) {
      const dir = join(work, kind);
      writeMdxBenchSite(dir, kind, 2, THEME);
      const { code, output } = build(dir);
      assert.equal(code, 0, output);
      assert.doesNotMatch(output, /warning/i);
      const html = readFileSync(join(dir, 'dist/docs/page-2.html'), 'utf8');
      assert.match(html, kind === 'mdx' ? /<aside class="bench-note"><strong>Before you start/ : /admonition-note/);
      assert.match(html, /role="tablist"/);
      if (kind === 'mdx') assert.match(html, /<mark class="bench-highlight">/);
    }
  });
});
