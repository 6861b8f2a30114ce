/**
 * The installed mysite package: its folder, its version, and the packages it
 * runs on, found the way Node finds them (walking up `node_modules` folders),
 * so the engine works wherever npm puts it and whatever it hoists.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { foldersUp } from './folders-up.js';
import { saveFileAtomically } from './save-file.js';

/** The nearest folder above `dir` with a package.json. */
function packageDirAbove(dir: string): string {
  const folders = foldersUp(dir);
  return folders.find((folder) => existsSync(join(folder, 'package.json'))) ?? folders.at(-1)!;
}

/**
 * The folder mysite is installed in (holding lib/, src/, themes/ and
 * templates/): the nearest package.json above this code, wherever the code
 * is (lib/src/core/ compiled, or a chunk of lib/bundle/).
 */
export const ENGINE_ROOT = packageDirAbove(dirname(fileURLToPath(import.meta.url)));

/** Defined (true) by scripts/compile.mjs in the bundled engine only. */
declare const MYSITE_BUNDLED: boolean;

/** Whether this code is the bundle (lib/bundle/), not the compiled modules (lib/src/). */
export const RUNS_BUNDLED = typeof MYSITE_BUNDLED !== 'undefined';

/**
 * The script of a worker thread: its bundle in lib/bundle/ when the engine
 * runs bundled (one module to load instead of hundreds), else the compiled
 * module the caller names.
 */
export function workerScript(bundle: string, compiled: URL): URL {
  return RUNS_BUNDLED ? pathToFileURL(join(ENGINE_ROOT, 'lib/bundle', bundle)) : compiled;
}

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
}

export const ENGINE_VERSION = readPackage(ENGINE_ROOT).version;

/** The React versions the engine renders with: a site depends on them itself (init writes them). */
export const REACT_RANGES: Record<string, string> = Object.fromEntries(
  ['react', 'react-dom'].map((name) => [name, readPackage(ENGINE_ROOT).peerDependencies?.[name] ?? '*']),
);

/** `require.resolve` from the engine's folder: finds the engine's own copy of a package. */
export const requireFromEngine = createRequire(join(ENGINE_ROOT, 'package.json'));

/** The folder of an installed package as Node would find it from `fromDir`, if any. */
export function packageRoot(name: string, fromDir: string): string | undefined {
  return foldersUp(fromDir)
    .map((dir) => join(dir, 'node_modules', name))
    .find((candidate) => existsSync(join(candidate, 'package.json')));
}

let closure: string[] | undefined;

/**
 * `name@version` of every package the engine runs on, its dependencies'
 * dependencies included, as installed: an upgrade of any of them changes it.
 * Walking the tree reads hundreds of package.json files, so the list is kept
 * in the site's cache folder (not the shared temp folder, which other users
 * and other sites can write) under the state of the package managers' install
 * records (see installStamp), and walked again only when one changed.
 */
export function runtimePackages(cacheDir: string): string[] {
  if (closure) return closure;
  const stamp = installStamp();
  const memo = packagesMemoFile(cacheDir);
  if (stamp) {
    try {
      const kept = JSON.parse(readFileSync(memo, 'utf8')) as { stamp: string; packages: string[] };
      if (kept.stamp === stamp) return (closure = kept.packages);
    } catch {
      // none kept yet, or unreadable: walk
    }
  }
  closure = walkDependencies();
  if (stamp) {
    try {
      saveFileAtomically(memo, JSON.stringify({ stamp, packages: closure }));
    } catch {
      // a read-only cache folder costs only the walk next time
    }
  }
  return closure;
}

/** Where the list is kept between runs (the install stamp names the engine's folders, so another engine's list is never taken). */
export function packagesMemoFile(cacheDir: string): string {
  return join(cacheDir, 'engine-packages.json');
}

/**
 * The files npm, pnpm and Yarn rewrite whenever they change a node_modules
 * folder, in every node_modules above the engine (where its dependencies
 * are), with the engine's own package.json: their sizes and times. Undefined
 * when there is none (the tree must then be walked each time).
 */
function installStamp(): string | undefined {
  const records = ['.package-lock.json', '.modules.yaml', '.yarn-state.yml', '.yarn-integrity'];
  let stamp = '';
  for (const dir of foldersUp(ENGINE_ROOT)) {
    for (const record of records) {
      const file = join(dir, 'node_modules', record);
      const stat = statSync(file, { throwIfNoEntry: false });
      if (stat) stamp += `${file}\0${stat.size}\0${stat.mtimeMs}\n`;
    }
  }
  if (!stamp) return undefined;
  const own = statSync(join(ENGINE_ROOT, 'package.json'));
  return `${stamp}${own.size}\0${own.mtimeMs}`;
}

function walkDependencies(): string[] {
  const seen = new Map<string, string>();
  const visit = (pkg: PackageJson, dir: string) => {
    // Peers too: the canvas that draws social cards is one, installed by the site when it wants cards.
    const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
    for (const name of names) {
      const root = packageRoot(name, dir);
      // An optional dependency for another platform, or an optional peer, may not be installed.
      if (!root || seen.has(root)) continue;
      const dep = readPackage(root);
      seen.set(root, `${dep.name}@${dep.version}`);
      visit(dep, root);
    }
  };
  visit(readPackage(ENGINE_ROOT), ENGINE_ROOT);
  return [...new Set(seen.values())].sort();
}
