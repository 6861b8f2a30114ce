/**
 * The world changes between two builds, as it does for a user: the engine's
 * compiled code (as a release would ship it), its version, a package it runs
 * on, a commit in a git worktree, the link checker. Each must rebuild what
 * it affects; none may leave yesterday's pages in place. The engine is a
 * copy of this one (test/support/engine-copy.ts). The same on a translated
 * site: engine-identity-locales.test.ts.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { minimalConfig, siteAt, type FixtureSite } from '../support/fixture-site.js';
import { REPO_ROOT } from '../support/paths.js';
import { copyEngine, shellChunk } from '../support/engine-copy.js';

const DOC = (title: string) => `---\ntitle: ${title}\n---\n\nSome text about ${title}.\n`;

describe('what an upgrade or a commit rebuilds', () => {
  let machine: string;
  let engine: string;
  let site: FixtureSite;

  const build = (...args: string[]) => {
    const r = spawnSync(process.execPath, [join(engine, 'bin/mysite.js'), '--verbose', 'build', ...args], {
      cwd: site.dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    assert.equal(r.status, 0, r.stderr);
    const rendered = /pages: (\d+) rendered, (\d+) carried over/.exec(r.stderr);
    return { upToDate: /Up to date/.test(r.stdout + r.stderr), rendered: rendered ? Number(rendered[1]) : 0, carried: rendered ? Number(rendered[2]) : 0 };
  };
  const page = () => site.read('dist/docs/beta.html');
  /** A page carried over is linked from the last output: the same file, not a new one. */
  const pageFile = () => statSync(join(site.dir, 'dist/docs/beta.html')).ino;

  before(() => {
    machine = mkdtempSync(join(tmpdir(), 'mysite-upgrade-'));
    engine = copyEngine(machine);
    site = siteAt(join(machine, 'site'));
    site.write('site.config.ts', minimalConfig());
    site.write('content/pages/index.tsx', 'export default function Home() { return <main id="main"><h1>Home</h1></main>; }\n');
    site.write('content/docs/alpha.md', DOC('Alpha'));
    site.write('content/docs/beta.md', DOC('Beta'));
    assert.equal(build().upToDate, false);
    assert.equal(build().upToDate, true);
  });
  after(() => rmSync(machine, { recursive: true, force: true }));

  it("a change to the engine's compiled code renders every page again", () => {
    const before = pageFile();
    const chunk = shellChunk(engine);
    writeFileSync(chunk, readFileSync(chunk, 'utf8').replace('<meta name="generator"', '<meta name="x-shell" content="2"><meta name="generator"'));
    const result = build();
    assert.equal(result.upToDate, false);
    assert.equal(result.carried, 0, 'no page may be carried over from the engine before');
    assert.notEqual(pageFile(), before);
    assert.match(page(), /<meta name="x-shell" content="2">/);
  });

  it('a new version of the engine renders every page again, with the new version in them', () => {
    const file = join(engine, 'package.json');
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
    writeFileSync(file, JSON.stringify({ ...pkg, version: '9.9.9' }, null, 2));
    const result = build();
    assert.equal(result.upToDate, false);
    assert.equal(result.carried, 0);
    assert.match(page(), /<meta name="generator" content="mysite 9\.9\.9">/);
  });

  it('an upgraded package the engine runs on renders every page again', () => {
    const before = pageFile();
    // npm replaces the package's folder and rewrites its install record. minisearch (a dependency) is
    // loaded from node_modules by the site's bundles; what the bundle holds (unified…) changes with the bundle.
    const upgraded = join(engine, 'node_modules/minisearch');
    rmSync(upgraded);
    cpSync(join(REPO_ROOT, 'node_modules/minisearch'), upgraded, { recursive: true });
    const pkg = JSON.parse(readFileSync(join(upgraded, 'package.json'), 'utf8')) as { version: string };
    writeFileSync(join(upgraded, 'package.json'), JSON.stringify({ ...pkg, version: `${pkg.version}-upgraded` }));
    const record = join(engine, 'node_modules/.package-lock.json');
    writeFileSync(record, readFileSync(record, 'utf8') + '\n');
    const result = build();
    assert.equal(result.upToDate, false);
    assert.equal(result.carried, 0);
    assert.notEqual(pageFile(), before);
  });

  it('a change to the link checker checks every page again', () => {
    // Pages that did not change keep their stored link check only while the checker is the same.
    site.write('content/docs/alpha.md', `${DOC('Alpha')}\n[Beta](./beta.md#nowhere)\n`);
    build();
    const chunk = readdirSync(join(engine, 'lib/bundle/chunks'))
      .map((name) => join(engine, 'lib/bundle/chunks', name))
      .find((file) => readFileSync(file, 'utf8').includes('no element with id'));
    assert.ok(chunk, 'the chunk of the link check');
    writeFileSync(chunk, readFileSync(chunk, 'utf8').replaceAll('no element with id', 'no such id'));
    const r = spawnSync(process.execPath, [join(engine, 'bin/mysite.js'), 'build'], {
      cwd: site.dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    assert.match(r.stderr, /no such id "nowhere"/);
    assert.doesNotMatch(r.stderr, /no element with id/);
  });
});

describe('a commit in a git worktree', () => {
  let repo: string;
  let site: FixtureSite;
  const git = (cwd: string, ...args: string[]) => {
    const r = spawnSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
  };

  before(() => {
    repo = mkdtempSync(join(tmpdir(), 'mysite-worktree-'));
    const main = siteAt(join(repo, 'main'));
    main.write('site.config.ts', minimalConfig());
    main.write('content/pages/index.tsx', 'export default function Home() { return <main id="main"><h1>Home</h1></main>; }\n');
    main.write('content/docs/alpha.md', DOC('Alpha'));
    main.write('.gitignore', 'dist/\n.mysite-cache/\n.dist*\n');
    git(main.dir, 'init', '-q', '-b', 'main');
    git(main.dir, 'add', '-A');
    git(main.dir, 'commit', '-q', '-m', 'first');
    git(main.dir, 'worktree', 'add', '-q', join(repo, 'wt'), '-b', 'other');
    site = siteAt(join(repo, 'wt'));
  });
  after(() => rmSync(repo, { recursive: true, force: true }));

  it('is seen: the next build is not "Up to date"', () => {
    assert.equal(site.run('build').code, 0);
    assert.match(site.run('build').stdout, /Up to date/);
    git(site.dir, 'commit', '-q', '--allow-empty', '-m', 'second');
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.doesNotMatch(r.stdout, /Up to date/);
  });
});
