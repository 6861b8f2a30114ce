/**
 * The pure parts of the client API: react-router 5's matchPath, Docusaurus's
 * choice of a plural form, and the export lists the unknown-name errors read
 * (held equal to what the compiled compat modules really export).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import { join } from 'node:path';
import { matchPath } from '../../src/compat/docusaurus/match-path.js';
import { exportsOf, moduleExports } from '../../src/compat/module-exports.js';
import { compatModule, DOCUSAURUS_MODULES, THEME_MODULES } from '../../src/compat/modules.js';
import { pluralMessage } from '../../src/compat/docusaurus/plural-form.js';

describe('matchPath', () => {
  it('matches named, optional and wildcard parts', () => {
    assert.deepEqual(matchPath('/docs/guide/install', { path: '/docs/:section/:page?' }), {
      path: '/docs/:section/:page?',
      url: '/docs/guide/install',
      isExact: true,
      params: { section: 'guide', page: 'install' },
    });
    assert.equal(matchPath('/docs/guide', { path: '/docs/:section/:page?', exact: true })?.params.page, undefined);
    assert.deepEqual(matchPath('/blog/2024/x', '/blog/*')?.params, { 0: '2024/x' });
  });

  it('is a prefix match unless exact, at a slash, case-insensitive unless sensitive', () => {
    assert.equal(matchPath('/docs/guide/x', '/docs')?.isExact, false);
    assert.equal(matchPath('/docs/guide/x', { path: '/docs/:section', exact: true }), null);
    assert.equal(matchPath('/docsy', '/docs'), null);
    assert.equal(matchPath('/Docs', '/docs')?.url, '/Docs');
    assert.equal(matchPath('/Docs', { path: '/docs', sensitive: true }), null);
    // Without strict, a trailing slash is part of the match, as react-router 5 has it.
    assert.equal(matchPath('/docs/', { path: '/docs', exact: true })?.isExact, true);
    assert.equal(matchPath('/docs/', { path: '/docs', exact: true, strict: true }), null);
  });
});

describe('usePluralForm', () => {
  it('picks the form of the locale’s category, the last one when fewer are given', () => {
    assert.equal(pluralMessage('en', 1, 'one lamp|many lamps'), 'one lamp');
    assert.equal(pluralMessage('en', 0, 'one lamp|many lamps'), 'many lamps');
    assert.equal(pluralMessage('fr', 0, 'une lampe|des lampes'), 'une lampe');
    // Polish: one, few, many, other.
    assert.equal(pluralMessage('pl', 5, 'lampa|lampy|lamp|lampy'), 'lamp');
    assert.equal(pluralMessage('pl', 5, 'lampa|lampy'), 'lampy');
    assert.equal(pluralMessage('en', 7, 'lamps'), 'lamps');
  });
});

describe('the compat modules’ export lists', () => {
  it('read plain export statements, types left out', () => {
    assert.deepEqual(exportsOf("export { type A, b, c as d } from './x.js';\nexport type E = 1;\nexport function f() {}\nexport default 1;"), [
      'b',
      'd',
      'default',
      'f',
    ]);
  });

  it('are what every compat module exports, as esbuild reads it', async () => {
    const compat = join(import.meta.dirname, '../../../src/compat');
    const requests = [...DOCUSAURUS_MODULES.map((m) => `@docusaurus/${m}`), ...THEME_MODULES.map((m) => `@theme/${m}`)];
    const files = requests.map((r) => compatModule(r)!);
    const result = await build({
      entryPoints: files,
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      outdir: '/out',
      outbase: compat,
      logLevel: 'silent',
      packages: 'external',
      // The generated modules are the bundles' (mdx/imports/docusaurus-modules.ts).
      plugins: [{ name: 'generated', setup: (b) => b.onResolve({ filter: /^@generated\// }, (a) => ({ path: a.path, external: true })) }],
    });
    for (const [i, file] of files.entries()) {
      const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint && join(import.meta.dirname, '../../..', o.entryPoint) === file);
      assert.ok(output, file);
      assert.deepEqual(moduleExports(file), [...output.exports].sort(), requests[i]);
    }
  });
});
