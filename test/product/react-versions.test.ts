/**
 * React is the site's choice (a peer dependency, 18.3 or 19): from the
 * packed tarball, installed beside react@18 and beside react@19, a site's
 * pages are rendered by that React on the server and carry that one React
 * in the browser, the entry and the islands' chunks alike (an island used
 * to bring a second copy).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';
import { installedProject, mysiteScript, run, SMALL_SITE, writeSite } from '../support/packed-tarball.js';
import { installedPackage } from '../support/installed-package.js';

/** The React versions named in the site's published scripts (React and React DOM each carry theirs). */
function reactVersionsIn(dist: string): Set<string> {
  const versions = new Set<string>();
  for (const file of fg.sync('**/*.js', { cwd: dist, absolute: true })) {
    for (const m of readFileSync(file, 'utf8').matchAll(/"(1[89]\.\d+\.\d+)"/g)) versions.add(m[1]!);
  }
  return versions;
}

describe('React from the site, 18 or 19', { timeout: 600_000 }, () => {
  let work: string;
  let tarball: string;
  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'mysite-react-'));
    ({ tarball } = await installedPackage());
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  for (const major of ['18', '19']) {
    it(`a site on React ${major}: rendered by it, one copy of it in the pages`, () => {
      const project = installedProject(work, `react${major}`, tarball, [`react@${major}`, `react-dom@${major}`]);
      const installed = JSON.parse(readFileSync(join(project, 'node_modules/react/package.json'), 'utf8')).version as string;
      assert.ok(installed.startsWith(`${major}.`), installed);
      writeSite(project, SMALL_SITE);
      const build = run(process.execPath, [mysiteScript(project), 'build'], project);
      assert.equal(build.code, 0, build.all);
      const dist = join(project, 'dist');
      assert.match(readFileSync(join(dist, 'index.html'), 'utf8'), new RegExp(`Rendered by React (<!-- -->)?${installed.replace(/\./g, '\\.')}<`));
      assert.match(readFileSync(join(dist, 'docs/guide.html'), 'utf8'), /<mysite-island/, 'the counter is an island');
      assert.deepEqual([...reactVersionsIn(dist)], [installed]);
    });
  }
});
