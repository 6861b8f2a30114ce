/**
 * The engine finds its packages the way Node does, and its fingerprint (the
 * key of every cache) covers the installed version of every package it runs
 * on, transitive ones included: an upgrade never serves stale output.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_ROOT, ENGINE_VERSION, packageRoot, runtimePackages } from '../../src/core/engine-package.js';

describe('the engine package', () => {
  it('knows its version and finds its dependencies wherever npm put them', () => {
    assert.match(ENGINE_VERSION, /^\d+\.\d+\.\d+/);
    const react = packageRoot('react', ENGINE_ROOT);
    assert.ok(react && existsSync(join(react, 'package.json')));
    assert.equal(packageRoot('no-such-package-anywhere', ENGINE_ROOT), undefined);
  });

  it('lists every runtime package with its installed version, transitive ones too', () => {
    const names = new Set(runtimePackages().map((p) => p.slice(0, p.lastIndexOf('@'))));
    for (const name of ['@shikijs/langs-precompiled', 'rehype-stringify', 'unist-util-visit', 'react', 'esbuild', 'micromark', 'hast-util-to-html']) {
      assert.ok(names.has(name), `covers ${name}`);
    }
    assert.ok(!names.has('typescript') && !names.has('playwright-core'), 'not the development tools');
  });
});
