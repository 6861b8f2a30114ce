/**
 * The installed mysite package: its folder, its version, and the packages it
 * runs on, found the way Node finds them (walking up `node_modules` folders),
 * so the engine works wherever npm puts it and whatever it hoists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder mysite is installed in (holding lib/, src/, themes/ and templates/). */
export const ENGINE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
}

export const ENGINE_VERSION = readPackage(ENGINE_ROOT).version;

/** `require.resolve` from the engine's folder: finds the engine's own copy of a package. */
export const requireFromEngine = createRequire(join(ENGINE_ROOT, 'package.json'));

/** The folder of an installed package as Node would find it from `fromDir`, if any. */
export function packageRoot(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

let closure: string[] | undefined;

/**
 * `name@version` of every package the engine runs on, its dependencies'
 * dependencies included, as installed: an upgrade of any of them changes it.
 */
export function runtimePackages(): string[] {
  if (closure) return closure;
  const seen = new Map<string, string>();
  const visit = (pkg: PackageJson, dir: string) => {
    const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {})];
    for (const name of names) {
      const root = packageRoot(name, dir);
      // An optional dependency for another platform is not installed.
      if (!root || seen.has(root)) continue;
      const dep = readPackage(root);
      seen.set(root, `${dep.name}@${dep.version}`);
      visit(dep, root);
    }
  };
  visit(readPackage(ENGINE_ROOT), ENGINE_ROOT);
  closure = [...new Set(seen.values())].sort();
  return closure;
}
