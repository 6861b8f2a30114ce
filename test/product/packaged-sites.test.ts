/**
 * The packaged product builds what the repository builds. From mysite as a
 * user installs it (test/support/installed-package.ts), each built once and
 * checked with `check-links`: this repository's own site, the same pages as
 * the clone's build (test/support/shared-build.ts); an API-only site; a
 * versioned and translated site; an MDX site with a component of its own, a
 * global component and an island, which a browser then uses (the page loads,
 * the search dialog answers, the island works); and two Docusaurus sites after
 * `mysite migrate`: one whose blog posts need a full YAML parser, one with a
 * swizzled footer, a content plugin of its own and a second docs section.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { installedPackage, mysite, PROJECT_ENV, projectSite, type CommandResult } from '../support/installed-package.js';
import { sharedOutput } from '../support/shared-build.js';
import { REPO_ROOT } from '../support/paths.js';
import { translatedSiteFiles } from '../support/translated-site.js';
import { launchBrowser } from '../support/browser.js';
import { waitForHydration, watchProblems } from '../support/page-watch.js';
import { apiOnlySite, customisedDocusaurusSite, docusaurusSite, mdxSite } from './packaged-fixtures.js';

const HOME = 'export default function Home() { return <main id="main"><h1>Home</h1></main>; }\n';

function succeeds(result: CommandResult, what: string): void {
  assert.equal(result.code, 0, `${what}:\n${result.all}`);
}

/** `mysite build` then `mysite check-links` in the site's folder, both succeeding. */
function buildAndCheck(site: string): CommandResult {
  const build = mysite(site, 'build');
  succeeds(build, 'build');
  succeeds(mysite(site, 'check-links'), 'check-links');
  return build;
}

/** Every file under `dir`, relative to it, in name order. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/**
 * A content hash in a file name (esbuild's `entry.QUUIUNV7.js`, an image's `logo.3ba24bbe8b.svg`): what may differ between two builds of the same
 * site, since esbuild's hashes also cover where its inputs are (the repository, or node_modules).
 */
const HASHED_NAME = /(?<=[-.])(?:[A-Z0-9]{8}|[0-9a-f]{10})(?=\.[a-z0-9]+\b)/g;
const masked = (name: string) => name.replace(HASHED_NAME, '#');
/** The output's id, a hash of its pages' keys, which hold the engine's identity: not a page. */
const BUILD_ID = '_mysite/build-id';

/** Each file of a build as its path and contents with the hashed names masked, in name order. */
function fingerprints(dir: string): string[] {
  return filesOf(dir)
    .filter((file) => file !== BUILD_ID)
    .map((file) => `${masked(file)}\n${masked(readFileSync(join(dir, file), 'latin1'))}`)
    .sort();
}

describe('the packaged mysite builds what the repository builds', { timeout: 900_000 }, () => {
  let project: string;
  const sites: string[] = [];
  const site = (name: string, files: Record<string, string>) => {
    const dir = projectSite(project, name, files);
    sites.push(dir);
    return dir;
  };
  before(async () => {
    ({ project } = await installedPackage());
  });
  after(() => {
    for (const dir of sites) rmSync(dir, { recursive: true, force: true });
  });

  it("this repository's site: the same pages as the clone's build, byte for byte apart from hashed names", async () => {
    const dir = site('repository-site', {});
    // Its git history too: the sitemap's dates come from it, as in the clone.
    succeeds(
      (() => {
        const r = spawnSync('git', ['clone', '--quiet', '--shared', '--no-checkout', REPO_ROOT, dir], { encoding: 'utf8' });
        return { code: r.status, stdout: r.stdout, stderr: r.stderr, all: r.stderr };
      })(),
      'git clone',
    );
    for (const part of ['site.config.ts', 'content', 'openapi', 'static']) cpSync(join(REPO_ROOT, part), join(dir, part), { recursive: true });
    buildAndCheck(dir);
    const clone = await sharedOutput();
    const installed = join(dir, 'dist');
    assert.deepEqual(filesOf(installed).map(masked), filesOf(clone).map(masked), 'the same files');
    const ours = fingerprints(installed);
    const theirs = fingerprints(clone);
    const unmatched = (a: string[], b: string[]) => a.filter((f) => !b.includes(f)).map((f) => f.slice(0, f.indexOf('\n')));
    assert.deepEqual({ installed: unmatched(ours, theirs), clone: unmatched(theirs, ours) }, { installed: [], clone: [] }, 'files whose contents differ');
  });

  it('an API-only site', () => {
    const dir = site('api-only', apiOnlySite());
    buildAndCheck(dir);
    const page = readFileSync(join(dir, 'dist/api/get-parcel.html'), 'utf8');
    assert.match(page, /Look up a parcel/);
    assert.match(page, /PX-2231/, 'the schema reached through $ref');
  });

  it('a versioned and translated site', () => {
    const dir = site('translated', { ...translatedSiteFiles(), 'content/pages/index.tsx': HOME });
    buildAndCheck(dir);
    assert.match(readFileSync(join(dir, 'dist/fr/docs.html'), 'utf8'), /Bienvenue/);
    assert.match(readFileSync(join(dir, 'dist/docs/1.0.html'), 'utf8'), /The first release/);
    assert.match(readFileSync(join(dir, 'dist/ar/docs/guide.html'), 'utf8'), /dir="rtl"/);
  });

  it('an MDX site: its component, a global component, an island, working in a browser with search', async () => {
    const dir = site('mdx', mdxSite());
    buildAndCheck(dir);
    const page = readFileSync(join(dir, 'dist/docs/lamps.html'), 'utf8');
    assert.match(page, /<span class="badge-of-site">new<\/span>/);
    assert.match(page, /<aside class="aside-everywhere">A global component, used without an import\.<\/aside>/);
    const { url, child } = await serve(dir);
    const browser = await launchBrowser();
    try {
      const tab = await browser.newPage();
      const problems = watchProblems(tab);
      await tab.goto(`${url}/docs/lamps`);
      await waitForHydration(tab);
      assert.equal(await tab.textContent('h1'), 'Lamps');
      await tab.click('text=Lit 3 times');
      await tab.waitForSelector('text=Lit 4 times');
      await tab.keyboard.press('/');
      await tab.waitForSelector('.search-dialog[open]');
      await tab.waitForFunction(() => document.activeElement?.classList.contains('search-input'));
      await tab.keyboard.type('wiring');
      await tab.waitForSelector('.search-results[data-results-for="wiring"] a[href*="/docs/lamps"]');
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
      await stop(child);
    }
  });

  it('a Docusaurus site after mysite migrate: dated posts, block lists, null, maps, escaped quotes; url from .env', () => {
    const dir = site('docusaurus', docusaurusSite());
    succeeds(mysite(dir, 'migrate'), 'migrate');
    assert.match(readFileSync(join(dir, 'site.config.ts'), 'utf8'), /https:\/\/lanterns\.example\.net|process\.env\.SITE_URL/);
    buildAndCheck(dir);
    // The Docusaurus config leaves trailingSlash unset: migrate writes 'untouched', and pages are folders.
    const post = readFileSync(join(dir, 'dist/blog/2024/03/05/quiet-release/index.html'), 'utf8');
    assert.match(post, /The &quot;quiet&quot; release|The "quiet" release/);
    assert.match(post, /Ana Pereira/);
    assert.match(post, /2024-03-05/);
    assert.match(readFileSync(join(dir, 'dist/blog/lanterns/index.html'), 'utf8'), /Lanterns at night/);
    assert.match(readFileSync(join(dir, 'dist/index.html'), 'utf8'), /https:\/\/lanterns\.example\.net/);
  });

  it("a customised Docusaurus site after mysite migrate: its wrapped footer, its plugin's pages and data, its second docs section", () => {
    const dir = site('docusaurus-customised', customisedDocusaurusSite());
    succeeds(mysite(dir, 'migrate'), 'migrate');
    const build = buildAndCheck(dir);
    // The one thing left out is named: the plugin's webpack rule, which esbuild has no counterpart for.
    assert.deepEqual(build.all.match(/\[[a-z-]+\/[a-z-]+\]/g), ['[plugin/unsupported-hook]'], build.all);
    const page = (route: string) => readFileSync(join(dir, 'dist', `${route}/index.html`), 'utf8');
    // The plugin's routes with the data it made, and its global data on the home page.
    assert.match(page('releases'), /<h1>Releases<\/h1>[\s\S]*Harbor 1\.1 \(2026-03-02\)[\s\S]*Harbor 1\.0 \(2026-01-15\)/);
    assert.match(page('releases/2026-03-02'), /Faster builds and a new dock\./);
    assert.match(readFileSync(join(dir, 'dist/index.html'), 'utf8'), /2<!-- --> releases so far/);
    assert.deepEqual(JSON.parse(readFileSync(join(dir, 'dist/release-routes.json'), 'utf8')).routes, [
      '/releases',
      '/releases/2026-01-15',
      '/releases/2026-03-02',
    ]);
    // The second section, linked from the navbar, and the wrapped footer on every kind of page.
    const rota = page('crew/rota');
    assert.match(rota, /<h1[^>]*>Rota<\/h1>/);
    assert.match(page('docs/mooring'), /<a href="\/crew\/rota" class="navbar-link"><span>Crew<\/span><\/a>/);
    for (const html of [rota, page('docs/mooring'), page('releases')]) assert.match(html, /<p class="harbor-footer-note">Moored since 2026\.<\/p>/);
  });
});

/** `npx mysite serve` of a built site on a free port, until `stop`. */
function serve(cwd: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn('npx', ['mysite', 'serve', '--port', '0'], { cwd, env: PROJECT_ENV, detached: true });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      const url = /Serving (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ url, child });
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk));
    child.on('exit', (code) => reject(new Error(`mysite serve exited with ${code}:\n${out}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', () => resolve());
    process.kill(-child.pid!, 'SIGINT');
  });
}
