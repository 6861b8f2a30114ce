/**
 * The output folder is always the last good build or the new one: one build
 * at a time writes it, a page is carried over only while it is exactly as
 * the last build left it, "Up to date" is said only of an intact output of
 * this very project, and a build stopped in the middle of its swap is
 * repaired by the next one.
 *
 * Builds that are not about processes run through the engine's API, one
 * after the other in one build process (build-process.ts); those about
 * processes (two at once, a lock held or left by another) run the CLI.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuildProcess } from '../support/build-process.js';
import { createSite, minimalConfig, siteAt, type FixtureSite } from '../support/fixture-site.js';
import { CLI } from '../support/paths.js';
import { loadGenerations } from '../../src/builder/output/page-records.js';
import { readManifest } from '../../src/builder/output/output-manifest.js';

const doc = (title: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\n${title} text.\n`;

function siteFiles(): Record<string, string> {
  return {
    // With social cards: they are files that are not pages (kept from the last output, see below).
    'site.config.ts': minimalConfig('socialCards: true,'),
    'content/docs/intro.md': doc('Intro', 'slug: /\n'),
    'content/docs/hooks.md': doc('Hooks'),
    'content/docs/setup.md': doc('Setup'),
  };
}

const builds = startBuildProcess();
after(() => builds.close());

/** A build of `site` in the build process; `cache: false` is `--no-cache`. */
const build = (site: FixtureSite, options: { cache?: boolean; outDir?: string } = {}) => builds.build(site.dir, options);

/** A `mysite build` that is running, with its stderr as it comes. */
function startBuild(dir: string, ...args: string[]): { child: ChildProcess; stderr: () => string; done: Promise<number> } {
  const child = spawn(process.execPath, [CLI, 'build', ...args], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  child.stdout!.resume();
  const done = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? -1)));
  return { child, stderr: () => stderr, done };
}

/** Resolves when `check` holds (a file appeared, a process said something), looking every 20 ms. */
async function until(check: () => boolean, what: string, limitMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > limitMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('pages carried over are checked', async () => {
  let site: FixtureSite;
  before(async () => {
    site = createSite(siteFiles());
    assert.equal((await build(site)).code, 0);
    assert.equal((await build(site, { cache: false })).code, 0); // a spare folder exists from here on
    assert.equal((await build(site)).code, 0);
  });
  after(() => site.remove());

  it('a hand-edited page in dist/ is written again, never "Up to date"', async () => {
    const good = site.read('dist/docs/hooks.html');
    appendFileSync(join(site.dir, 'dist/docs/hooks.html'), '<!-- edited by hand -->');
    const r = await build(site);
    assert.deepEqual([r.code, r.upToDate], [0, false], 'built, not "Up to date"');
    assert.equal(site.read('dist/docs/hooks.html'), good);
  });

  it('a hand-edited page survives neither an unrelated edit nor the spare folder', async () => {
    const good = site.read('dist/docs/hooks.html');
    appendFileSync(join(site.dir, 'dist/docs/hooks.html'), '<!-- edited by hand -->');
    site.write('content/docs/setup.md', doc('Setup', 'description: changed\n'));
    assert.equal((await build(site)).code, 0);
    assert.equal(site.read('dist/docs/hooks.html'), good);
    site.write('content/docs/setup.md', doc('Setup'));
    assert.equal((await build(site)).code, 0);
    assert.equal(site.read('dist/docs/hooks.html'), good);
  });

  it('a file other than a page that did not change is linked from the last output, not written again, unless edited by hand', async () => {
    const inode = (file: string, folder = 'dist') => statSync(join(site.dir, folder, file), { throwIfNoEntry: false })?.ino;
    const card = '_mysite/cards/docs/hooks.jpg';
    const twin = 'docs/hooks.md';
    // Kept in the spare folder or linked from the output folder: either way, one of these files.
    const cards = [inode(card), inode(card, '.dist.previous')];
    const twinBefore = inode(twin);
    const goodTwin = site.read(`dist/${twin}`);
    appendFileSync(join(site.dir, 'dist', twin), 'edited by hand\n');
    site.write('content/docs/setup.md', doc('Setup', 'description: changed again\n'));
    assert.equal((await build(site)).code, 0);
    assert.ok(cards.includes(inode(card)), 'the card is one of the files the last builds wrote');
    assert.notEqual(inode(twin), twinBefore, 'the edited twin was written again');
    assert.equal(site.read(`dist/${twin}`), goodTwin);
  });

  it('a file deleted from dist/ is written again', async () => {
    rmSync(join(site.dir, 'dist/_mysite/data/docs/hooks.json'));
    const r = await build(site);
    assert.deepEqual([r.code, r.upToDate], [0, false], 'built, not "Up to date"');
    assert.ok(site.exists('dist/_mysite/data/docs/hooks.json'));
    assert.equal((await build(site)).upToDate, true, 'Up to date');
  });

  it('records the output folder exactly as it is, though it does not look again at the files it kept', async () => {
    site.write('content/docs/setup.md', doc('Setup', 'description: once more\n'));
    assert.equal((await build(site)).code, 0);
    const cacheDir = join(site.dir, '.mysite-cache');
    const file = readdirSync(cacheDir).find((name) => /^output-.*\.bin$/.test(name))!;
    const live = loadGenerations(join(cacheDir, file)).find((g) => g.buildId === site.read('dist/_mysite/build-id'))!;
    const sorted = (manifest: Map<string, string>) => [...manifest].sort(([a], [b]) => a.localeCompare(b));
    assert.deepEqual(sorted(live.manifest!), sorted(readManifest(join(site.dir, 'dist'))));
    assert.equal((await build(site)).upToDate, true, 'Up to date');
  });
});

describe('a copied project', () => {
  let site: FixtureSite;
  let work: string;
  before(async () => {
    site = createSite(siteFiles());
    assert.equal((await build(site)).code, 0);
    work = mkdtempSync(join(tmpdir(), 'mysite-copy-'));
  });
  after(() => {
    site.remove();
    rmSync(work, { recursive: true, force: true });
  });

  function copy(name: string): string {
    const to = join(work, name);
    cpSync(site.dir, to, { recursive: true, preserveTimestamps: true });
    rmSync(join(to, 'dist'), { recursive: true, force: true });
    return to;
  }

  it('builds into its own dist/, not the original one', async () => {
    const copied = copy('copy');
    const r = await build(siteAt(copied));
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.upToDate, false, 'built, not "Up to date"');
    assert.ok(r.pages > 0);
    assert.ok(existsSync(join(copied, 'dist/docs/hooks.html')));
  });

  it('with an invalid config, fails on the config', async () => {
    const copied = copy('invalid');
    writeFileSync(join(copied, 'site.config.ts'), minimalConfig(`docs: { sidebarCollapsed: 'yes' },`));
    const r = await build(siteAt(copied));
    assert.equal(r.code, 1);
    assert.match(r.stderr, /"docs\.sidebarCollapsed" has the wrong type/);
  });

  it('keeps paths in last-build.json relative to the site', () => {
    const last = site.read('.mysite-cache/last-build.json');
    assert.doesNotMatch(last, new RegExp(site.dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });
});

describe('the config is evaluated on every build', () => {
  it('a config that reads the environment builds again when it changes', () => {
    const site = createSite({ ...siteFiles(), 'site.config.ts': minimalConfig().replace("title: 'Fixture'", "title: process.env.FIXTURE_TITLE ?? 'Fixture'") });
    try {
      assert.equal(site.run('build').code, 0);
      assert.match(site.run('build').stdout, /Up to date/);
      const r = site.runWithEnv({ FIXTURE_TITLE: '' }, 'build');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /"title": Too small/);
      assert.equal(site.runWithEnv({ FIXTURE_TITLE: 'Renamed' }, 'build').code, 0);
      assert.match(site.read('dist/docs/hooks.html'), /<title>Hooks \| Renamed<\/title>/);
    } finally {
      site.remove();
    }
  });
});

describe('one build at a time', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite(siteFiles());
  });
  after(() => site.remove());

  it('two builds started together both succeed, one after the other, and leave a whole site', async () => {
    const first = startBuild(site.dir, '--no-cache');
    await until(() => existsSync(join(site.dir, '.dist.lock')) || first.child.exitCode !== null, 'the first build to take the lock');
    const second = startBuild(site.dir, '--no-cache');
    const [a, b] = await Promise.all([first.done, second.done]);
    assert.deepEqual([a, b], [0, 0], first.stderr() + second.stderr());
    const check = site.run('check-links');
    assert.equal(check.code, 0, check.stdout + check.stderr);
    for (const page of ['index.html', 'docs.html', 'docs/hooks.html', 'docs/setup.html', '404.html']) assert.ok(site.exists(`dist/${page}`), page);
    assert.equal(existsSync(join(site.dir, '.dist.lock')), false, 'the lock is released');
  });

  it('waits for a lock held by a running process, says so, and goes on when it is released', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      const lock = join(site.dir, '.dist.lock');
      writeFileSync(lock, JSON.stringify({ pid: holder.pid, host: hostname(), since: 'now' }));
      const build = startBuild(site.dir, '--no-cache');
      await until(
        () => /Another build is writing dist\/ \(process \d+, since now\); waiting for it to finish/.test(build.stderr()),
        'the build to say it waits',
      );
      assert.equal(build.child.exitCode, null, 'still waiting');
      rmSync(lock);
      assert.equal(await build.done, 0, build.stderr());
    } finally {
      holder.kill();
    }
  });

  it('takes over the lock of a build that was killed', () => {
    const dead = spawn(process.execPath, ['-e', '']);
    const pid = dead.pid;
    return new Promise<void>((resolve) => dead.on('close', resolve)).then(() => {
      writeFileSync(join(site.dir, '.dist.lock'), JSON.stringify({ pid, host: hostname(), since: 'then' }));
      const r = site.run('build', '--no-cache');
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stderr, new RegExp(`Took over the lock of dist/ left by a build that is no longer running \\(process ${pid}\\)`));
    });
  });
});

describe('a build stopped in the middle of its swap', async () => {
  let site: FixtureSite;
  before(async () => {
    site = createSite(siteFiles());
    assert.equal((await build(site)).code, 0);
    assert.equal((await build(site, { cache: false })).code, 0);
  });
  after(() => site.remove());

  /** The state a build killed between its two renames leaves: the output moved aside, the new build still in the spare. */
  function stopBetweenRenames(): void {
    renameSync(join(site.dir, 'dist'), join(site.dir, '.dist.previous.swap-99999'));
  }

  it('the next build restores the last good output first, even when it fails itself', async () => {
    const good = site.read('dist/docs/hooks.html');
    stopBetweenRenames();
    site.write('content/docs/broken.md', '---\ntitle: [unclosed\n---\n');
    const r = await build(site);
    site.delete('content/docs/broken.md');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /dist\/ was restored to the last good build/);
    assert.equal(site.read('dist/docs/hooks.html'), good);
    assert.deepEqual(
      readdirSync(site.dir).filter((n) => n.includes('.swap-')),
      [],
    );
  });

  it('a leftover folder next to a whole output is removed, and the build goes on', async () => {
    stopBetweenRenames();
    cpSync(join(site.dir, '.dist.previous.swap-99999'), join(site.dir, 'dist'), { recursive: true, preserveTimestamps: true });
    const r = await build(site);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /Removed 1 folder left by a build stopped while swapping in its output/);
    assert.deepEqual(
      readdirSync(site.dir).filter((n) => n.includes('.swap-')),
      [],
    );
  });
});

describe('an output folder that is not a folder of its own', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite(siteFiles());
  });
  after(() => site.remove());

  for (const [what, outDir, message] of [
    ["outDir: '.'", undefined, /is the site folder itself/],
    ["outDir: '..'", undefined, /holds the site folder/],
    ['--out content', 'content', /holds the docs \(content\/docs\)/],
  ] as const) {
    it(`${what} is refused before anything is moved`, async () => {
      if (what.startsWith('outDir')) site.write('site.config.ts', minimalConfig(`${what},`));
      const r = await build(site, { outDir });
      site.write('site.config.ts', minimalConfig());
      assert.equal(r.code, 1);
      assert.match(r.stderr, message);
      assert.ok(site.exists('content/docs/intro.md') && site.exists('site.config.ts'), 'the site is where it was');
    });
  }
});
