/**
 * The lock of the output folder never blocks builds for nothing: it is never
 * left empty by a full disk, a lock nobody can read or one left on another
 * machine is taken over, junk is named, and two builds still never both
 * hold it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { CLI, REPO_ROOT } from '../support/paths.js';
import { lockOutput } from '../../src/builder/output/output-lock.js';
const OTHER_HOST_STALE_MS = 600_000;
const UNREADABLE_STALE_MS = 5000;

const FAULTS = pathToFileURL(join(REPO_ROOT, 'lib/test/support/fail-fs.js')).href;

/**
 * `mysite build --no-cache` (never "Up to date", which takes no lock), given
 * two minutes at most: a build that waits for a lock it should have taken
 * over waits ten, and must fail here rather than hang.
 */
function build(dir: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [CLI, 'build', '--no-cache'], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Sets a file's time `ms` into the past. */
function age(file: string, ms: number): void {
  const then = new Date(Date.now() - ms);
  utimesSync(file, then, then);
}

const lockFiles = (dir: string) => readdirSync(dir).filter((name) => name.startsWith('.dist.lock'));

describe('the lock of the output folder', () => {
  let site: FixtureSite;
  let lock: string;
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n' });
    lock = join(site.dir, '.dist.lock');
  });
  after(() => site.remove());

  it('a full disk while the lock is written: an error naming it, and no lock left behind', () => {
    const r = build(site.dir, { NODE_OPTIONS: `--import=${FAULTS}`, MYSITE_TEST_FAULTS: 'ENOSPC:write:.dist.lock' });
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, /The disk is full: \.dist\.lock \(write\)/);
    assert.deepEqual(lockFiles(site.dir), [], 'neither the lock nor its temporary file');
    const next = build(site.dir);
    assert.equal(next.code, 0, next.stderr);
    assert.doesNotMatch(next.stderr, /waiting/);
  });

  for (const [what, make] of [
    ['an empty lock', () => writeFileSync(lock, '')],
    ['a lock that is not JSON', () => writeFileSync(lock, '{"pid": 12')],
    ['JSON that is not a lock', () => writeFileSync(lock, '[1, 2]')],
    ['an empty folder', () => mkdirSync(lock)],
  ] as const) {
    it(`${what}, a few seconds old, is taken over at once`, () => {
      make();
      age(lock, UNREADABLE_STALE_MS + 60_000);
      const r = build(site.dir);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stderr, /Took over the lock of dist\/ that was (not a lock mysite could read|an empty folder)/);
      assert.deepEqual(lockFiles(site.dir), []);
    });
  }

  it('a folder with files in it where the lock goes: an error at once, naming it, and the folder is kept', () => {
    mkdirSync(lock);
    writeFileSync(join(lock, 'notes.txt'), 'mine\n');
    try {
      const r = build(site.dir);
      assert.equal(r.code, 1);
      assert.match(r.stderr, /\[build\/bad-lock\]/);
      assert.match(r.stderr, /\.dist\.lock is a folder with files in it/);
      assert.ok(existsSync(join(lock, 'notes.txt')));
    } finally {
      rmSync(lock, { recursive: true });
    }
  });

  it('a lock left on another machine (a CI container of an earlier run) is taken over once it gave no sign of life for 10 minutes', () => {
    writeFileSync(lock, JSON.stringify({ pid: 4242, host: 'ci-runner-7f3a', since: '2026-01-01T00:00:00.000Z' }));
    age(lock, OTHER_HOST_STALE_MS + 60_000);
    const r = build(site.dir);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /Took over the lock of dist\/ written on another machine \(ci-runner-7f3a, process 4242\) that gave no sign of life for 11 minutes/);
    assert.deepEqual(lockFiles(site.dir), []);
  });
});

describe('lockOutput', () => {
  let work: string;
  let outDir: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'mysite-lock-'));
    outDir = join(work, 'dist');
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it('an output folder whose parent is missing: the parent is made, as docusaurus build --out-dir makes it', async () => {
    const nested = join(work, 'missing', 'parent', 'dist');
    const held = await lockOutput(nested);
    assert.ok(existsSync(join(work, 'missing', 'parent', '.dist.lock')));
    held.release();
    assert.deepEqual(lockFiles(join(work, 'missing', 'parent')), []);
  });

  it('two holders never hold it together: the second waits for the first to release it', async () => {
    const first = await lockOutput(outDir);
    const notices: string[] = [];
    let secondHolds = false;
    const second = lockOutput(outDir, { pollMs: 5, onNotice: (m) => notices.push(m) }).then((l) => {
      secondHolds = true;
      return l;
    });
    while (notices.length === 0) await new Promise((r) => setTimeout(r, 5));
    assert.match(notices[0]!, new RegExp(`Another build is writing dist/ \\(process ${process.pid}, since `));
    assert.equal(secondHolds, false);
    first.release();
    (await second).release();
    assert.deepEqual(lockFiles(work), []);
  });

  it('waits for a lock it cannot read while it is young (an older mysite may be writing it)', async () => {
    const file = join(work, '.dist.lock');
    writeFileSync(file, '');
    const notices: string[] = [];
    const taking = lockOutput(outDir, { pollMs: 5, onNotice: (m) => notices.push(m) });
    while (notices.length === 0) await new Promise((r) => setTimeout(r, 5));
    assert.match(notices[0]!, /Another build is writing dist\/ \(its lock is being written\); waiting/);
    rmSync(file);
    (await taking).release();
  });

  it('waits for a young lock of another machine, naming it', async () => {
    const file = join(work, '.dist.lock');
    writeFileSync(file, JSON.stringify({ pid: 7, host: `not-${hostname()}`, since: 'now' }));
    const notices: string[] = [];
    const taking = lockOutput(outDir, { pollMs: 5, onNotice: (m) => notices.push(m) });
    while (notices.length === 0) await new Promise((r) => setTimeout(r, 5));
    assert.match(notices[0]!, new RegExp(`process 7 on not-${hostname()}, since now`));
    rmSync(file);
    (await taking).release();
  });

  it('the holder refreshes the lock’s time while it holds it', async () => {
    const held = await lockOutput(outDir, { heartbeatMs: 10 });
    const file = join(work, '.dist.lock');
    try {
      age(file, OTHER_HOST_STALE_MS);
      const old = statSync(file).mtimeMs;
      while (statSync(file).mtimeMs === old) await new Promise((r) => setTimeout(r, 5));
      assert.ok(Date.now() - statSync(file).mtimeMs < OTHER_HOST_STALE_MS / 2);
    } finally {
      held.release();
    }
    assert.equal(existsSync(file), false);
  });
});
