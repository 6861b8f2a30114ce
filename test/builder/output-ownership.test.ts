/**
 * A build replaces or deletes only folders mysite wrote (they hold the mark
 * file, or, written before the mark existed, a `_mysite/` folder): a folder
 * of the user's given as the output, or found where the spare folder goes, is
 * refused, naming what it holds, unless the build is given --force.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const doc = (title: string) => `---\ntitle: ${title}\n---\n\n${title} text.\n`;

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), contents);
  }
}

const USER_FILES = { 'README.md': '# mine\n', 'notes/a.yml': 'a: 1\n', 'notes/b.yml': 'b: 2\n', 'photos/cat.jpg': 'jpg', 'todo.txt': 'x\n', 'z.txt': 'z\n' };

describe('a folder mysite did not write', () => {
  let site: FixtureSite;
  let work: string;
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/intro.md': doc('Intro') });
    work = mkdtempSync(join(tmpdir(), 'mysite-ownership-'));
  });
  after(() => {
    site.remove();
    rmSync(work, { recursive: true, force: true });
  });

  it('--out a folder of the user’s is refused, naming some of its files and their count; nothing is moved', () => {
    const userDir = join(work, 'userdir');
    writeFiles(userDir, USER_FILES);
    const r = site.run('build', '--out', userDir);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /\[build\/not-mysite-output\]/);
    assert.match(
      r.stderr,
      /The output folder .*userdir holds 6 files mysite did not write \(README\.md, notes\/a\.yml, notes\/b\.yml, photos\/cat\.jpg, todo\.txt, and 1 more\): every build replaces that folder as a whole/,
    );
    assert.match(r.stderr, /--force/);
    assert.match(r.stderr, /\.mysite-output/);
    assert.deepEqual(readdirSync(work).sort(), ['userdir'], 'no spare folder made, nothing moved');
    assert.equal(readdirSync(userDir).length, 5);
  });

  it('outDir: a folder with a file made by hand is refused the same way', () => {
    writeFiles(site.dir, { 'public/CNAME': 'docs.example.com\n' });
    site.write('site.config.ts', minimalConfig(`outDir: 'public',`));
    try {
      const r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /public holds 1 file mysite did not write \(CNAME\)/);
      assert.match(r.stderr, /outDir: 'public' in site\.config\.ts/);
      assert.equal(site.read('public/CNAME'), 'docs.example.com\n');
    } finally {
      site.write('site.config.ts', minimalConfig());
      rmSync(join(site.dir, 'public'), { recursive: true });
    }
  });

  it('with --force, the folder is replaced and its files deleted at once, and the next build needs no --force', () => {
    const userDir = join(work, 'forced');
    writeFiles(userDir, USER_FILES);
    const r = site.run('build', '--out', userDir, '--force');
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /forced holds 6 files mysite did not write .*; replacing it, as --force asks/);
    assert.ok(existsSync(join(userDir, 'docs/intro.html')) && existsSync(join(userDir, '.mysite-output')));
    assert.equal(existsSync(join(userDir, 'README.md')), false);
    assert.equal(existsSync(join(work, '.forced.previous', 'README.md')), false, 'not kept where the next build would delete them unasked');
    site.write('content/docs/intro.md', doc('Intro again'));
    const next = site.run('build', '--out', userDir);
    assert.equal(next.code, 0, next.stderr);
    assert.match(site.run('build', '--out', userDir, '--no-cache').stderr, /^$/);
  });

  it('a spare folder holding files mysite did not write is refused too, and deleted only with --force', () => {
    assert.equal(site.run('build').code, 0);
    rmSync(join(site.dir, '.dist.previous'), { recursive: true, force: true });
    writeFiles(site.dir, { '.dist.previous/keep-me.txt': 'mine\n' });
    site.write('content/docs/intro.md', doc('Intro, edited'));
    const r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(
      r.stderr,
      /The spare folder .*\.dist\.previous, which a build writes into, holds 1 file mysite did not write \(keep-me\.txt\): a build deletes what that folder holds/,
    );
    assert.equal(site.read('.dist.previous/keep-me.txt'), 'mine\n');
    const forced = site.run('build', '--force');
    assert.equal(forced.code, 0, forced.stderr);
    assert.equal(site.exists('.dist.previous/keep-me.txt'), false);
  });

  it('an empty folder, or none, needs no --force', () => {
    const empty = join(work, 'empty');
    mkdirSync(empty);
    const r = site.run('build', '--out', empty);
    assert.equal(r.code, 0, r.stderr);
    assert.ok(existsSync(join(empty, 'docs/intro.html')));
  });

  it('a file where the output folder goes is refused', () => {
    const file = join(work, 'a-file');
    writeFileSync(file, 'mine\n');
    const r = site.run('build', '--out', file);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /a-file is a file, not a folder mysite wrote/);
  });
});

describe('folders mysite wrote', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/intro.md': doc('Intro') });
  });
  after(() => site.remove());

  it('every build marks its output, and the spare folder it writes into before anything else', () => {
    assert.equal(site.run('build').code, 0);
    site.write('content/docs/intro.md', doc('Intro 2'));
    assert.equal(site.run('build').code, 0);
    assert.match(site.read('dist/.mysite-output'), /mysite build/);
    assert.match(site.read('.dist.previous/.mysite-output'), /mysite build/);
  });

  it('an output of a mysite older than the mark (it has _mysite/) is replaced without --force, and marked', () => {
    rmSync(join(site.dir, 'dist/.mysite-output'));
    rmSync(join(site.dir, '.dist.previous/.mysite-output'));
    site.write('content/docs/intro.md', doc('Intro 3'));
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.ok(site.exists('dist/.mysite-output'));
  });

  it('a spare folder left by a build stopped early holds the mark, and is taken up by the next build', () => {
    // What a build stopped right after copying the static files leaves: the mark and a few files.
    rmSync(join(site.dir, '.dist.previous'), { recursive: true });
    writeFiles(site.dir, { '.dist.previous/.mysite-output': 'x', '.dist.previous/img/logo.svg': '<svg/>' });
    site.write('content/docs/intro.md', doc('Intro 4'));
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
});
