/**
 * The engine finds its packages the way Node does, and its fingerprint (the
 * key of every cache) covers the installed version of every package it runs
 * on, transitive ones included: an upgrade never serves stale output.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGINE_ROOT, ENGINE_VERSION, packageRoot, packagesMemoFile, runtimePackages } from '../../src/core/engine-package.js';
import { createSite, minimalConfig } from '../support/fixture-site.js';

/** runtimePackages() as a new process finds it (this one keeps its first answer). */
function packagesInNewProcess(cacheDir: string): string[] {
  const module = new URL('../../src/core/engine-package.js', import.meta.url).href;
  const code = `import { runtimePackages } from ${JSON.stringify(module)}; console.log(JSON.stringify(runtimePackages(${JSON.stringify(cacheDir)})));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  assert.equal(child.status, 0, child.stderr);
  return JSON.parse(child.stdout) as string[];
}

describe('the engine package', () => {
  it('knows its version and finds its dependencies wherever npm put them', () => {
    assert.match(ENGINE_VERSION, /^\d+\.\d+\.\d+/);
    const react = packageRoot('react', ENGINE_ROOT);
    assert.ok(react && existsSync(join(react, 'package.json')));
    assert.equal(packageRoot('no-such-package-anywhere', ENGINE_ROOT), undefined);
  });

  let cacheDir: string;
  before(() => {
    cacheDir = mkdtempSync(join(tmpdir(), 'mysite-engine-cache-'));
  });
  after(() => rmSync(cacheDir, { recursive: true, force: true }));

  // The packages bundled into lib/bundle (unified, remark, MDX, Shiki's core…) are covered by the bundle's hash (engine-identity.ts).
  it('lists every runtime package with its installed version, transitive ones and the card peers too', () => {
    const names = new Set(runtimePackages(cacheDir).map((p) => p.slice(0, p.lastIndexOf('@'))));
    for (const name of ['@shikijs/langs-precompiled', '@shikijs/types', 'yaml', 'react', 'scheduler', 'esbuild', '@napi-rs/canvas']) {
      assert.ok(names.has(name), `covers ${name}`);
    }
    assert.ok(!names.has('typescript') && !names.has('playwright-core'), 'not the development tools');
  });

  it('walks the installed packages again only when an install record changed', () => {
    const walked = runtimePackages(cacheDir);
    const memo = packagesMemoFile(cacheDir);
    const kept = readFileSync(memo, 'utf8');
    try {
      const { stamp } = JSON.parse(kept) as { stamp: string };
      // The same install records: the kept list is trusted as it is, without reading the tree.
      writeFileSync(memo, JSON.stringify({ stamp, packages: ['kept@1.0.0'] }));
      assert.deepEqual(packagesInNewProcess(cacheDir), ['kept@1.0.0']);
      // Another install (npm, pnpm or Yarn rewrote its record): the tree is read again.
      writeFileSync(memo, JSON.stringify({ stamp: `${stamp}changed`, packages: ['kept@1.0.0'] }));
      assert.deepEqual(packagesInNewProcess(cacheDir), walked);
    } finally {
      writeFileSync(memo, kept);
    }
  });

  it('keeps the list in the site’s cache folder, not in the shared temp folder', () => {
    const site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/intro.md': '# Intro\n' });
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      const kept = JSON.parse(site.read('.mysite-cache/engine-packages.json')) as { packages: string[] };
      assert.ok(kept.packages.some((p) => p.startsWith('react@')));
      assert.equal(packagesMemoFile(join(site.dir, '.mysite-cache')), join(site.dir, '.mysite-cache/engine-packages.json'));
    } finally {
      site.remove();
    }
  });
});
