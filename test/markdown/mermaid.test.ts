/**
 * Mermaid fences (`markdown.mermaid`): the compile step that makes the
 * placeholder the browser draws, in both formats, `@theme/Mermaid`'s markup,
 * and the error a site gets when its diagrams need a package it lacks. The
 * browser half is test/e2e/mermaid.test.ts; the bundles, test/theme/mermaid-bundle.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CompileCache } from '../../src/markdown/cache.js';
import { MarkdownCompiler } from '../../src/markdown/compiler.js';
import { compileFile } from '../../src/mdx/compile-file.js';
import Mermaid from '../../src/compat/theme/Mermaid.js';
import { hasDiagram } from '../../src/core/mermaid-markup.js';
import { checkMermaidInstalled, firstDiagram } from '../../src/theme/mermaid-package.js';
import { MysiteError } from '../../src/core/errors.js';

const siteDir = mkdtempSync(join(tmpdir(), 'mysite-mermaid-'));
const compiler = new MarkdownCompiler(siteDir, CompileCache.memory(), compileFile);

const FENCE = '# Flow\n\n```mermaid\ngraph TD\n  A[Start] --> B{"<ok>"}\n```\n\n```js\nlet x = 1;\n```\n';
const PLACEHOLDER = '<div class="mermaid-diagram code-block"><pre class="mermaid-source" tabindex="0">graph TD\n  A[Start] --> B{"&#x3C;ok>"}</pre></div>';

function compile(source: string, options: { mermaid?: boolean; format?: 'md' | 'mdx'; path?: string } = {}) {
  const relativePath = options.path ?? `content/docs/page.${options.format ?? 'md'}`;
  return compiler.compile({ absolutePath: join(siteDir, relativePath), relativePath, source, format: options.format ?? 'md', mermaid: options.mermaid });
}

describe('Mermaid fences', () => {
  it('become the placeholder with the source, escaped, when markdown.mermaid is on; other fences stay code', async () => {
    const { html } = await compile(FENCE, { mermaid: true });
    assert.ok(html.includes(PLACEHOLDER), html);
    assert.ok(hasDiagram(html));
    assert.match(html, /<div class="code-block" data-language="js">/);
  });

  it('stay code blocks when it is off, as in Docusaurus', async () => {
    const { html } = await compile(FENCE);
    assert.ok(!html.includes('mermaid-diagram'), html);
    assert.ok(!hasDiagram(html));
    assert.match(html, /mermaid/);
  });

  it('are compiled again when the switch changes: the cache keys on it', async () => {
    const path = 'content/docs/switch.md';
    assert.ok(hasDiagram((await compile(FENCE, { mermaid: true, path })).html));
    assert.ok(!hasDiagram((await compile(FENCE, { mermaid: false, path })).html));
  });

  it('become the same placeholder in an MDX page', async () => {
    const { mdx } = await compile('import X from "./x";\n\n```mermaid\ngraph TD\n  A --> B\n```\n', { mermaid: true, format: 'mdx' });
    assert.ok(mdx, 'an MDX module');
    assert.match(mdx.code, /"mermaid-diagram code-block"/);
    assert.match(mdx.code, /"mermaid-source"/);
    assert.match(mdx.code, /graph TD\\n {2}A --> B/);
  });

  it('@theme/Mermaid writes the markup a fence does', async () => {
    const html = renderToStaticMarkup(createElement(Mermaid, { value: 'graph TD\n  A[Start] --> B{"<ok>"}' }));
    const normalise = (s: string) =>
      s
        .replace(/&#x3E;|&gt;/g, '>')
        .replace(/&#x3C;|&lt;/g, '<')
        .replace(/&quot;/g, '"')
        .replace(/tabindex="0"/i, 'tabindex="0"');
    assert.equal(normalise(html), normalise(PLACEHOLDER));
    assert.ok(hasDiagram(html));
  });
});

describe('a site with diagrams but without the mermaid package', () => {
  const page = (file: string, html: string) => ({ path: `/${file}`, layout: 'doc', head: { title: 'x' }, data: { html }, source: { file } });
  const missing = () => {
    throw new Error('Cannot find module');
  };

  it('is an error at the first diagram, saying what to install', () => {
    mkdirSync(join(siteDir, 'content/docs'), { recursive: true });
    writeFileSync(join(siteDir, 'content/docs/b.mdx'), '---\ntitle: B\n---\n\nText.\n\n  <Mermaid value="graph TD" />\n');
    const routes = [page('content/docs/a.md', '<p>none</p>'), page('content/docs/b.mdx', PLACEHOLDER)];
    assert.throws(
      () => checkMermaidInstalled(routes, siteDir, missing),
      (error: unknown) => {
        assert.ok(error instanceof MysiteError);
        const [d] = error.diagnostics;
        assert.equal(d?.code, 'markdown/mermaid-package');
        assert.deepEqual(d?.at, { file: 'content/docs/b.mdx', line: 7, column: 3 });
        assert.match(d?.message ?? '', /mermaid package is not installed/);
        assert.match(d?.hint ?? '', /npm install mermaid/);
        return true;
      },
    );
  });

  it('is no error when it is installed, or when no page has a diagram', () => {
    checkMermaidInstalled([page('content/docs/b.mdx', PLACEHOLDER)], siteDir, () => '/x/mermaid.mjs');
    checkMermaidInstalled([page('content/docs/a.md', '<p>none</p>')], siteDir, missing);
  });

  it('finds a fence inside a quote or with more backticks', () => {
    writeFileSync(join(siteDir, 'content/docs/c.md'), 'Intro\n\n> ````mermaid\n> graph TD\n> ````\n');
    assert.deepEqual(firstDiagram({ file: 'content/docs/c.md' }, siteDir), { file: 'content/docs/c.md', line: 3, column: 3 });
  });
});
