/**
 * mysite as users get it: the tarball `npm pack` makes, installed into an
 * empty project with npm (test/support/installed-package.ts), then `mysite
 * init`, `build`, `check-links`, `serve` and `serve --watch` run there as a
 * new user would run them; social cards refused without their packages and
 * drawn once the command the refusal names has installed them; its built-in
 * UI texts found by `write-translations`; and `init --force` where mysite is
 * installed.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../support/paths.js';
import { EventLog } from '../support/live-events.js';
import { copyProject, installedPackage, PROJECT_ENV, projectSite, runIn, type InstalledPackage } from '../support/installed-package.js';
import { catalogue } from '../../src/i18n/built-in-texts.js';

const run = (command: string, args: string[], cwd: string) => runIn(cwd, command, args);

/** Starts a long-running command and resolves with its URL once it prints "Serving <url>". */
function serve(args: string[], cwd: string): Promise<{ url: string; child: ChildProcess }> {
  // In its own process group, so stopping it stops npx and the server under it.
  const child = spawn('npx', ['mysite', ...args, '--port', '0'], { cwd, env: PROJECT_ENV, detached: true });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk;
      const url = /Serving (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ url, child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (out += chunk));
    child.on('exit', (code) => reject(new Error(`mysite ${args.join(' ')} exited with ${code}:\n${out}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', () => resolve());
    process.kill(-child.pid!, 'SIGINT');
  });
}

describe('the packaged mysite, installed with npm', { timeout: 600_000 }, () => {
  let installed: InstalledPackage;
  let project: string;
  let tarball: string;
  /** This file's folder in the shared project, where its sites are made. */
  let work: string;

  before(async () => {
    installed = await installedPackage();
    ({ project, tarball } = installed);
    work = projectSite(project, 'packaged');
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it('ships the engine, the theme and the templates, and nothing of this site', () => {
    const list = run('tar', ['-tzf', tarball], project).stdout.split('\n');
    for (const needed of [
      'package/bin/mysite.js',
      'package/lib/bundle/cli.js',
      'package/lib/bundle/build-worker.js',
      'package/lib/bundle/index.js',
      'package/lib/types/src/index.d.ts',
      'package/src/client/entry.tsx',
      'package/src/i18n/catalogues/fr.json',
      'package/themes/default/index.ts',
      'package/templates/default/site.config.ts',
    ]) {
      assert.ok(list.includes(needed), `has ${needed}`);
    }
    for (const mine of [
      'package/content/',
      'package/openapi/',
      'package/test/',
      'package/site.config.ts',
      'package/lib/test/',
      'package/lib/src/',
      'package/native/',
    ]) {
      assert.ok(!list.some((f) => f.startsWith(mine)), `leaves out ${mine}`);
    }
  });

  it('ships the output-swap addon built by prepare, and the installed engine loads it', {
    skip: !existsSync(join(REPO_ROOT, 'lib/native/rename-exchange.node')) && 'the addon was not built here',
  }, () => {
    const list = run('tar', ['-tzf', tarball], project).stdout.split('\n');
    assert.ok(list.includes('package/lib/native/rename-exchange.node'));
    // Where the bundled engine looks for it (core/engine-package.ts's root, then lib/native/).
    const addon = join(project, 'node_modules/mysite-ssg/lib/native/rename-exchange.node');
    const loads = run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createRequire } from 'node:module'; console.log(typeof createRequire(import.meta.url)(${JSON.stringify(addon)}).exchange);`,
      ],
      project,
    );
    assert.equal(loads.stdout.trim(), 'function', loads.all);
  });

  it('installs without what only social cards use, nor the command-line tools of its libraries', () => {
    assert.ok(installed.installedFirst.includes('mysite-ssg'), installed.installedFirst.join(' '));
    for (const absent of ['@napi-rs/canvas', '@fontsource/inter', 'yargs', 'chalk']) {
      assert.ok(!installed.installedFirst.includes(absent), `${absent} is not installed`);
    }
  });

  it("installs in npm's layout, where nothing of the repository is reachable", () => {
    assert.ok(!project.startsWith(REPO_ROOT), project);
    const engine = join(project, 'node_modules/mysite-ssg');
    assert.equal(JSON.parse(readFileSync(join(engine, 'package.json'), 'utf8')).name, 'mysite-ssg');
    // Hoisted beside it, not nested in it: what `npm install` does.
    assert.ok(existsSync(join(project, 'node_modules/esbuild/package.json')));
    assert.equal(existsSync(join(engine, 'node_modules')), false);
    const where = run(process.execPath, ['-e', "console.log(require.resolve('react'))"], join(project, 'node_modules/mysite-ssg'));
    assert.equal(where.stdout.trim(), join(project, 'node_modules/react/index.js'), where.all);
  });

  it('runs from the project: npx mysite --help', () => {
    const r = run('npx', ['mysite', '--help'], project);
    assert.equal(r.code, 0, r.all);
    assert.match(r.stdout, /init \[options\] \[dir\]/);
  });

  it('init, build, check-links, serve: a site with 0 warnings', async () => {
    const init = run('npx', ['mysite', 'init', 'docs-site'], work);
    assert.equal(init.code, 0, init.all);
    const site = join(work, 'docs-site');
    const build = run('npm', ['run', 'build'], site);
    assert.equal(build.code, 0, build.all);
    assert.match(build.stdout, /✔ Built \d+ pages/);
    assert.doesNotMatch(build.all, /warning/i);
    const check = run('npm', ['run', 'check'], site);
    assert.equal(check.code, 0, check.all);
    const { url, child } = await serve(['serve'], site);
    try {
      const home = await fetch(url + '/');
      assert.equal(home.status, 200);
      assert.match(await home.text(), /<section class="hero">/);
      assert.match(await (await fetch(url + '/docs/guides/write-pages')).text(), /<h1 class="doc-title">Write pages<\/h1>/);
      assert.equal((await fetch(url + '/no-such-page')).status, 404);
    } finally {
      await stop(child);
    }
  });

  it('serve --watch: an edit shows up; a broken component names its file and line; the fix clears it', async () => {
    const site = join(work, 'docs-site');
    const { url, child } = await serve(['serve', '--watch'], site);
    const events = new EventLog(url);
    try {
      await events.next('hello');
      const intro = join(site, 'content/docs/intro.md');
      writeFileSync(intro, readFileSync(intro, 'utf8').replace('title: Introduction', 'title: Introduction, edited'));
      await events.next('reload');
      assert.match(await (await fetch(url + '/docs')).text(), /Introduction, edited/);
      const page = join(site, 'content/pages/index.tsx');
      const good = readFileSync(page, 'utf8');
      writeFileSync(page, good.replace('<Features items={FEATURES} />', '<Features items={(notThere as never)} />'));
      const errors = (await events.next('errors')) as string[];
      assert.match(errors.join('\n'), /content\/pages\/index\.tsx:\d+:\d+ {2}Rendering \/ failed: ReferenceError: notThere is not defined/);
      assert.equal((await fetch(url + '/')).status, 200, 'the last good page is still served');
      writeFileSync(page, good);
      await events.next('ok');
    } finally {
      events.close();
      await stop(child);
    }
  });

  it('init --template docs: a docs-only site', () => {
    const init = run('npx', ['mysite', 'init', 'handbook', '--template', 'docs'], work);
    assert.equal(init.code, 0, init.all);
    const site = join(work, 'handbook');
    const build = run('npm', ['run', 'build'], site);
    assert.equal(build.code, 0, build.all);
    assert.doesNotMatch(build.all, /warning/i);
    assert.match(readFileSync(join(site, 'dist/index.html'), 'utf8'), /<h1 class="doc-title">Introduction<\/h1>/);
    assert.equal(run('npm', ['run', 'check'], site).code, 0);
  });

  it("finds its built-in UI texts: write-translations --locale fr starts from mysite's French", () => {
    const site = join(work, 'handbook');
    const r = run('npx', ['mysite', 'write-translations', '--locale', 'fr'], site);
    assert.equal(r.code, 0, r.all);
    const written = JSON.parse(readFileSync(join(site, 'i18n/fr/code.json'), 'utf8')) as Record<string, { message: string }>;
    assert.equal(written['theme.TOC.title']?.message, catalogue('fr')['theme.TOC.title']);
    rmSync(join(site, 'i18n'), { recursive: true, force: true });
  });

  it('social cards: without their packages, a coded error naming them; once installed, a card per page', () => {
    // The refusal came before the packages were installed, and the command installed is the one it named (installed-package.ts).
    assert.notEqual(installed.cardsRefused.code, 0);
    assert.match(installed.cardsRefused.all, /\[config\/social-cards-package\]/);
    assert.ok(installed.cardsRefused.all.includes(installed.cardsInstall), installed.cardsRefused.all);
    const site = join(work, 'handbook');
    const config = join(site, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace('// socialCards:', 'socialCards:'));
    const build = run('npm', ['run', 'build'], site);
    assert.equal(build.code, 0, build.all);
    const card = /<meta property="og:image" content="https:\/\/example\.com(\/_mysite\/cards\/[^"]+\.jpg)">/.exec(
      readFileSync(join(site, 'dist/index.html'), 'utf8'),
    )?.[1];
    assert.ok(card, 'the page names its card');
    assert.deepEqual([...readFileSync(join(site, 'dist', card))].slice(0, 3), [0xff, 0xd8, 0xff], 'a JPEG');
  });

  it('init --force where mysite is installed keeps its dependency, and npm install still works', () => {
    // On a copy beside it (its `file:` spec is relative): the shared project must not change under the other test files.
    const copy = copyProject(project, mkdtempSync(join(dirname(project), 'forced-')));
    try {
      const before = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')).dependencies['mysite-ssg'];
      assert.match(before, /^file:/);
      const init = run('npx', ['mysite', 'init', '--force'], copy);
      assert.equal(init.code, 0, init.all);
      assert.equal(JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')).dependencies['mysite-ssg'], before);
      const install = run('npm', ['install', '--prefer-offline'], copy);
      assert.equal(install.code, 0, install.all);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
