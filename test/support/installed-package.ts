/**
 * mysite as users get it, once per test run: the tarball `npm pack` makes
 * (lib/ is compiled before the tests, as `prepare` compiles it), installed
 * with npm into an empty project outside the repository, in npm's layout,
 * with nothing of the repository's node_modules reachable from it. Then, as
 * a user turning social cards on does: a build with `socialCards` refused
 * for want of its packages, and the install command its hint names.
 *
 * Test files make their sites in folders of their own under the project
 * (`projectSite`), where `npx mysite` finds the installed command as it does
 * in a user's project. The project is shared: never change what it has
 * installed (copy it first, `copyProject`).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, relative, sep } from 'node:path';
import { oncePerRun } from './once-per-run.js';
import { REPO_ROOT } from './paths.js';

export interface InstalledPackage {
  /** The packed tarball. */
  tarball: string;
  /** The project: package.json, its lock and node_modules (mysite-ssg and what npm installed with it). */
  project: string;
  /** The packages at the top of node_modules right after `npm install <tarball>`, before the card packages. */
  installedFirst: string[];
  /** `mysite build` of a site with social cards on, before their packages were installed. */
  cardsRefused: CommandResult;
  /** The install command that refusal named, which was then run in the project. */
  cardsInstall: string;
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr together, for messages. */
  all: string;
}

/**
 * The environment of commands run in the project: the test's own, without
 * what would lead npm or Node back to the repository (the package and
 * lifecycle values an outer `npm test` sets, NODE_PATH, the repository's
 * node_modules/.bin on PATH).
 */
export const PROJECT_ENV: NodeJS.ProcessEnv = (() => {
  const env: NodeJS.ProcessEnv = { NO_COLOR: '1', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(npm_package_|npm_lifecycle_|npm_config_local_prefix$|INIT_CWD$|NODE_PATH$)/.test(name) || name in env) continue;
    env[name] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !isInside(dir, REPO_ROOT))
    .join(delimiter);
  return env;
})();

function isInside(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep));
}

/** Runs a command (npm, npx, tar…) in `cwd` with the project's environment. */
export function runIn(cwd: string, command: string, args: string[], extraEnv: Record<string, string> = {}): CommandResult {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...PROJECT_ENV, ...extraEnv }, timeout: 300_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, all: `${r.stdout}\n${r.stderr}${r.error ? `\n${r.error}` : ''}` };
}

/** Runs `npx mysite <args>` in `cwd` (a folder of the project). */
export function mysite(cwd: string, ...args: string[]): CommandResult {
  return runIn(cwd, 'npx', ['mysite', ...args]);
}

function check(result: CommandResult, what: string): CommandResult {
  if (result.code !== 0) throw new Error(`${what} failed (exit code ${result.code}):\n${result.all}`);
  return result;
}

/** The folders above `dir` that hold a node_modules, which Node's lookup would reach. */
function nodeModulesAbove(dir: string): string[] {
  const found: string[] = [];
  for (let up = dirname(dir); ; up = dirname(up)) {
    if (existsSync(join(up, 'node_modules'))) found.push(up);
    if (dirname(up) === up) return found;
  }
}

const CARDS_PROBE = {
  'site.config.ts': `import { defineConfig } from 'mysite-ssg';
export default defineConfig({ title: 'Cards', url: 'https://example.com', socialCards: { accent: '#2e7d6b' }, docs: { routeBasePath: '/' } });
`,
  'content/docs/intro.md': '---\ntitle: Cards\nslug: /\n---\n\nA page with a card.\n',
};

function install(dir: string): InstalledPackage {
  if (isInside(dir, REPO_ROOT)) throw new Error(`the install folder ${dir} is inside the repository`);
  const above = nodeModulesAbove(dir);
  if (above.length > 0) throw new Error(`node_modules above the install folder would be reachable: ${above.join(', ')}`);
  check(runIn(REPO_ROOT, 'npm', ['pack', '--ignore-scripts', '--pack-destination', dir]), 'npm pack');
  const tarball = join(dir, readdirSync(dir).find((f) => f.endsWith('.tgz'))!);
  // As GETTING-STARTED says: an empty folder, `npm init -y`, `npm install <tarball>`.
  const project = join(dir, 'my-docs');
  mkdirSync(project);
  check(runIn(project, 'npm', ['init', '-y']), 'npm init -y');
  check(runIn(project, 'npm', ['install', tarball, '--prefer-offline']), `npm install ${tarball}`);
  const installedFirst = readdirSync(join(project, 'node_modules')).flatMap((name) =>
    name.startsWith('@') ? readdirSync(join(project, 'node_modules', name)).map((sub) => `${name}/${sub}`) : name.startsWith('.') ? [] : [name],
  );
  // React is the site's (a peer): the project takes the version this repository's site is on, so the
  // repository site built here is the clone's build, byte for byte (npm alone would install React 19).
  const repoPackage = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  const react = ['react', 'react-dom'].map((name) => `${name}@${repoPackage.devDependencies[name]}`);
  check(runIn(project, 'npm', ['install', ...react, '--prefer-offline']), `npm install ${react.join(' ')}`);
  const probe = projectSite(project, 'cards-probe', CARDS_PROBE);
  const cardsRefused = mysite(probe, 'build');
  const hinted = /npm install (@napi-rs\/canvas@\^\d+\.\d+\.\d+ @fontsource\/inter@\^\d+\.\d+\.\d+)/.exec(cardsRefused.all)?.[1];
  if (!hinted) throw new Error(`a build with social cards on did not name the packages to install:\n${cardsRefused.all}`);
  const cardsInstall = `npm install ${hinted}`;
  check(runIn(project, 'npm', ['install', ...hinted.split(' '), '--prefer-offline']), cardsInstall);
  return { tarball, project, installedFirst, cardsRefused, cardsInstall };
}

/** The packed mysite installed in an empty project, once per test run. */
export function installedPackage(): Promise<InstalledPackage> {
  return (installing ??= oncePerRun('installed-package', install));
}
let installing: Promise<InstalledPackage> | undefined;

/** A new folder `<name>-XXXXXX` under the project holding `files` (path → contents). */
export function projectSite(project: string, name: string, files: Record<string, string> = {}): string {
  const site = mkdtempSync(join(project, `${name}-`));
  for (const [file, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(site, file)), { recursive: true });
    writeFileSync(join(site, file), contents);
  }
  return site;
}

/** A copy of the project's package.json, lock and node_modules, for a test that changes them. */
export function copyProject(project: string, to: string): string {
  mkdirSync(to, { recursive: true });
  for (const entry of ['package.json', 'package-lock.json', 'node_modules']) {
    cpSync(join(project, entry), join(to, entry), { recursive: true, verbatimSymlinks: true });
  }
  return to;
}
