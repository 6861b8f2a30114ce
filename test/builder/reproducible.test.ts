/**
 * Speed never changes the result: the parallel build with a warm cache
 * (pages carried over, Markdown and API results reused) writes exactly the
 * same bytes as a clean, serial build without any cache.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { CLI, REPO_ROOT } from '../support/paths.js';

function build(siteDir: string, outDir: string, ...flags: string[]): void {
  const r = spawnSync(process.execPath, [CLI, '--root', siteDir, 'build', '--out', outDir, ...flags], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
}

function files(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) out.set(relative(dir, join(e.parentPath, e.name)), readFileSync(join(e.parentPath, e.name)));
  }
  return out;
}

describe('reproducible output', () => {
  let work: string;
  let site: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'mysite-repro-'));
    // A copy of the real site, so its own cache and dist/ are not touched.
    site = join(work, 'site');
    for (const part of ['site.config.ts', 'content', 'openapi', 'static', 'themes']) cpSync(join(REPO_ROOT, part), join(site, part), { recursive: true });
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  function assertSame(name: string, actual: Map<string, Buffer>, expected: Map<string, Buffer>): void {
    assert.deepEqual([...actual.keys()].sort(), [...expected.keys()].sort(), `${name}: same files`);
    const differing = [...expected].filter(([file, bytes]) => !bytes.equals(actual.get(file)!)).map(([file]) => file);
    assert.deepEqual(differing, [], `${name}: same bytes`);
  }

  it('writes the same bytes cold and serial, cold and parallel, and warm and parallel', () => {
    const serial = join(work, 'serial');
    const parallel = join(work, 'parallel');
    build(site, serial, '--no-cache', '--jobs', '1');
    build(site, parallel, '--jobs', '2');
    const expected = files(serial);
    assertSame('cold parallel', files(parallel), expected);
    build(site, parallel, '--jobs', '2');
    assertSame('warm parallel', files(parallel), expected);
  });

  it('stays exact across edits: pages kept from the last output and from the spare output', () => {
    const out = join(work, 'edits');
    const doc = join(site, 'content/docs/Cors.md');
    const original = readFileSync(doc, 'utf8');
    build(site, out);
    build(site, out);
    writeFileSync(doc, original + '\nAn added closing line.\n');
    const changed = join(work, 'changed-serial');
    build(site, changed, '--no-cache', '--jobs', '1');
    build(site, out);
    assertSame('after an edit', files(out), files(changed));
    writeFileSync(doc, original);
    build(site, out);
    assertSame('after undoing it', files(out), files(join(work, 'serial')));
  });
});
