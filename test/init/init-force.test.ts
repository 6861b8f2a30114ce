/**
 * `mysite init --force` into a folder that holds files of the user's: only
 * the template's own files are touched (created where missing), package.json
 * and .gitignore get only what they lack, every other file is left as it
 * was, and the command says which is which. What would make it write
 * through a link or over a folder stops it before anything is written.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CLI, REPO_ROOT } from '../support/paths.js';

/** The React range mysite supports, which init writes into a site's dependencies. */
const REACT: string = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).peerDependencies.react;

function mysite(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), contents);
  }
}

/** Every file under a folder with its contents. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[join(entry.parentPath, entry.name).slice(dir.length + 1)] = readFileSync(join(entry.parentPath, entry.name), 'utf8');
  }
  return files;
}

const THEIR_PACKAGE = `{
    "name": "their-project",
    "version": "3.1.0",
    "scripts": {
        "build": "make docs",
        "lint": "eslint ."
    },
    "dependencies": {
        "left-pad": "^1.3.0",
        "mysite": "file:../vendor/mysite-0.0.1.tgz"
    }
}
`;

const THEIRS = {
  'README.md': '# Their project\n\nMade by __SITE_TITLE__ in __YEAR__.\n',
  'notes/plan.yml': 'owner: __SITE_TITLE__\n',
  'sub/node_modules/lib/index.ts': "export const name = '__SITE_TITLE__';\n",
  'content/docs/intro.md': '---\ntitle: Their intro\n---\n\nTheir words about __SITE_TITLE__.\n',
  '.gitignore': '.env\nsecrets/\nnode_modules\n',
  'package.json': THEIR_PACKAGE,
};

describe('mysite init --force', () => {
  let work: string;
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'mysite-init-force-'));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it('leaves the user’s files as they were, merges package.json and .gitignore, and lists what it did', () => {
    const dir = join(work, 'theirs');
    writeFiles(dir, THEIRS);
    const before = snapshot(dir);
    const r = mysite(work, 'init', 'theirs', '--force', '--title', 'New Title');
    assert.equal(r.code, 0, r.stderr);
    const after = snapshot(dir);
    for (const file of ['README.md', 'notes/plan.yml', 'sub/node_modules/lib/index.ts', 'content/docs/intro.md']) {
      assert.equal(after[file], before[file], `${file} is as it was (no placeholder filled in it)`);
    }
    const pkg = JSON.parse(after['package.json']!);
    assert.equal(pkg.name, 'their-project');
    assert.equal(pkg.version, '3.1.0');
    assert.deepEqual(pkg.scripts, { build: 'make docs', lint: 'eslint .', dev: 'mysite serve --watch', check: 'mysite check-links', serve: 'mysite serve' });
    assert.deepEqual(
      pkg.dependencies,
      { 'left-pad': '^1.3.0', mysite: 'file:../vendor/mysite-0.0.1.tgz', react: REACT, 'react-dom': REACT },
      'their mysite spec (by the former name) is never rewritten; React, which the site renders with, is added',
    );
    assert.match(after['package.json']!, /^\{\n {4}"name"/, 'their indentation is kept');
    assert.equal(after['.gitignore'], '.env\nsecrets/\nnode_modules\n\n# mysite\ndist/\n.dist.previous/\n.mysite-cache/\n');
    assert.match(after['site.config.ts']!, /title: 'New Title'/, 'the template’s own files are created, filled in');
    assert.match(r.stdout, /Wrote a default site into theirs \(\d+ created, 2 merged, 1 left as it was\):/);
    assert.match(r.stdout, /^ {2}created {9}site\.config\.ts$/m);
    assert.match(
      r.stdout,
      /^ {2}merged {10}package\.json: added the scripts dev, check, serve; kept your script build; added the dependency react .*; added the dependency react-dom .*$/m,
    );
    assert.match(r.stdout, /^ {2}merged {10}\.gitignore: added 3 lines: dist\/ \.dist\.previous\/ \.mysite-cache\/$/m);
    assert.match(r.stdout, /^ {2}left as it was {2}content\/docs\/intro\.md$/m);
    assert.doesNotMatch(r.stdout, /README|notes|node_modules/, 'files that are not the template’s are not even mentioned');
  });

  it('run again, changes nothing', () => {
    const dir = join(work, 'theirs');
    const before = snapshot(dir);
    const r = mysite(work, 'init', 'theirs', '--force', '--title', 'Another Title');
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(snapshot(dir), before);
    assert.match(r.stdout, /\(0 created, 0 merged, \d+ left as they were\)/);
  });

  it('a package.json without mysite gets the dependency, and one with any spec keeps it (never ^0.0.1 over ^2.1.0)', () => {
    const dir = join(work, 'deps');
    writeFiles(dir, {
      'package.json': '{"name": "x", "devDependencies": {"mysite": "^2.1.0"}, "peerDependencies": {"react": "^18.2.0", "react-dom": "^18.2.0"}}',
    });
    assert.equal(mysite(work, 'init', 'deps', '--force').code, 0);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    assert.deepEqual(pkg.devDependencies, { mysite: '^2.1.0' });
    assert.equal(pkg.dependencies, undefined, 'React declared in any field is not added again');
    const bare = join(work, 'bare');
    writeFiles(bare, { 'package.json': '{"name": "y"}' });
    const r = mysite(work, 'init', 'bare', '--force');
    assert.equal(r.code, 0, r.stderr);
    assert.match(JSON.parse(readFileSync(join(bare, 'package.json'), 'utf8')).dependencies['mysite-ssg'], /^\^\d+\.\d+\.\d+/);
    assert.match(r.stdout, /package\.json: added the scripts dev, build, check, serve; added the dependency mysite-ssg \^/);
  });

  // What `npm install ./mysite-ssg-0.0.1.tgz` or `npm install mysite-ssg@^0.3.0` writes, then init --force in that folder.
  for (const spec of ['file:../mysite-ssg-0.0.1.tgz', '^0.3.0', 'https://example.com/mysite-ssg-0.0.1.tgz']) {
    it(`where mysite is installed as ${spec}, keeps that spec and adds no other`, () => {
      const dir = join(work, `installed-${spec.replace(/\W+/g, '-')}`);
      const installed = { 'mysite-ssg': spec, react: '^19.0.0', 'react-dom': '^19.0.0' };
      writeFiles(dir, { 'package.json': JSON.stringify({ name: 'z', dependencies: installed }, null, 2) });
      const r = mysite(work, 'init', dir, '--force');
      assert.equal(r.code, 0, r.stderr);
      assert.deepEqual(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies, installed);
      assert.doesNotMatch(r.stdout, /added the dependency/);
    });
  }

  for (const [what, make, message] of [
    [
      'a file where the template puts a folder',
      (dir: string) => writeFileSync(join(dir, 'content'), 'mine\n'),
      /content is a file, where the template puts a folder/,
    ],
    [
      'a symbolic link where the template puts a folder',
      (dir: string) => {
        const elsewhere = join(dir, '..', 'elsewhere');
        mkdirSync(elsewhere, { recursive: true });
        symlinkSync(elsewhere, join(dir, 'content'));
      },
      /content is a symbolic link, where the template puts a folder/,
    ],
    [
      'a folder where the template puts a file',
      (dir: string) => mkdirSync(join(dir, 'site.config.ts')),
      /site\.config\.ts is a folder, where the template puts a file/,
    ],
    ['a package.json that is not JSON', (dir: string) => writeFileSync(join(dir, 'package.json'), '{ "name": '), /package\.json is not valid JSON/],
  ] as const) {
    it(`${what}: a coded error naming it, and nothing written`, () => {
      const dir = join(work, `blocked-${what.replace(/\W+/g, '-')}`);
      mkdirSync(dir);
      writeFileSync(join(dir, 'notes.txt'), 'mine\n');
      make(dir);
      const before = snapshot(dir);
      const r = mysite(work, 'init', dir, '--force');
      assert.equal(r.code, 1);
      assert.match(r.stderr, message);
      assert.match(r.stderr, /\[init\/(blocked-path|bad-package-json)\]/);
      assert.doesNotMatch(r.stderr, /Internal error/);
      assert.deepEqual(snapshot(dir), before, 'nothing written');
      assert.equal(existsSync(join(work, 'elsewhere', 'docs')), false, 'nothing written through the link');
    });
  }

  it('where no folder can be made, says so and names it, instead of "permission denied"', () => {
    const proc = mysite(work, 'init', '/proc/mysite-site');
    assert.equal(proc.code, 1);
    assert.match(proc.stderr, /Cannot create \/proc\/mysite-site: \/proc does not take new files or folders there\. +\[init\/cannot-create\]/);
    assert.doesNotMatch(proc.stderr, /permission denied/i);
  });
});
