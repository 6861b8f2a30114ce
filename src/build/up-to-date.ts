/**
 * Knowing when there is nothing to do. A stamp of every input of a build
 * (the engine, the config, and the name, size and modification time of every
 * content, theme and static file, and the git commit for the sitemap dates)
 * is kept with the output it produced. When a build finds the same stamp and
 * the output folder still holds that build, the output is already what the
 * build would write, and nothing is done. `--no-cache` always builds.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import fg from 'fast-glob';
import { ENGINE_ROOT, runtimePackages } from '../core/engine-package.js';
import { BUILD_ID_FILE } from './page-records.js';
import { cacheDirOf } from './cache-files.js';

export interface LastBuild {
  outDir: string;
  /** The `--out` the build was run with, if any. */
  outDirOption?: string;
  buildId: string;
  stamp: string;
  pages: number;
  bytes: number;
  /** What the stamp covers besides the engine: the input globs, the config's files and the theme bundles' inputs. */
  globs: string[];
  configFiles: string[];
  themeFiles: string[];
}

const FILE = 'last-build.json';

/**
 * The last build, if nothing changed since and its output is still in place:
 * checked from the stamp alone, without loading the config or the engine.
 */
export async function unchangedSinceLastBuild(siteDir: string, outDirOption: string | undefined): Promise<LastBuild | undefined> {
  const last = readLastBuild(cacheDirOf(siteDir));
  if (!last?.globs || !last.themeFiles || last.outDirOption !== outDirOption || !outputHolds(last, last.outDir)) return undefined;
  try {
    const stamp = withThemeFiles(await inputStamp(siteDir, last.globs, last.configFiles, last.outDir), siteDir, last.themeFiles);
    return stamp === last.stamp ? last : undefined;
  } catch {
    return undefined; // a config file is gone: build, and let the build explain
  }
}

/** Hashes the file list and stats of the inputs, and the contents of the engine and the config. */
export async function inputStamp(siteDir: string, globs: string[], configFiles: string[], outDir: string): Promise<string> {
  const hash = createHash('sha1').update(JSON.stringify({ outDir, node: process.version }));
  const engine = await fg(['lib/src/**/*.js', 'src/**/*.{ts,tsx}', 'themes/**'], { cwd: ENGINE_ROOT });
  for (const file of engine.sort()) hash.update(file).update(readFileSync(join(ENGINE_ROOT, file)));
  hash.update(runtimePackages().join('\n'));
  for (const file of configFiles) hash.update(file).update(readFileSync(file));
  const inputs = await fg(globs, { cwd: siteDir, stats: true, onlyFiles: true, dot: true });
  inputs.sort((a, b) => (a.path < b.path ? -1 : 1));
  for (const entry of inputs) hash.update(`${entry.path}\0${entry.stats!.size}\0${entry.stats!.mtimeMs}\n`);
  hash.update(gitHead(siteDir));
  return hash.digest('hex');
}

/**
 * Adds the files the theme bundles were made from (known once the theme is
 * bundled: pages' imports, overrides, custom CSS) to a stamp, by size and time.
 */
export function withThemeFiles(stamp: string, siteDir: string, themeFiles: string[]): string {
  const hash = createHash('sha1').update(stamp);
  for (const file of themeFiles) {
    const stats = statSync(resolve(siteDir, file), { throwIfNoEntry: false });
    hash.update(`${file}\0${stats?.size ?? -1}\0${stats?.mtimeMs ?? -1}\n`);
  }
  return hash.digest('hex');
}

/** The commit the site is at (sitemap dates come from git history). */
function gitHead(siteDir: string): string {
  for (let dir = siteDir; ; dir = dirname(dir)) {
    const head = join(dir, '.git', 'HEAD');
    if (existsSync(head)) {
      const ref = readFileSync(head, 'utf8').trim();
      if (!ref.startsWith('ref: ')) return ref;
      const name = ref.slice(5);
      const loose = join(dir, '.git', name);
      if (existsSync(loose)) return readFileSync(loose, 'utf8').trim();
      const packed = join(dir, '.git', 'packed-refs');
      const line = existsSync(packed) ? readFileSync(packed, 'utf8').split('\n').find((l) => l.endsWith(' ' + name)) : undefined;
      return line ?? ref;
    }
    if (dirname(dir) === dir) return '';
  }
}

function readLastBuild(cacheDir: string): LastBuild | undefined {
  try {
    return JSON.parse(readFileSync(join(cacheDir, FILE), 'utf8')) as LastBuild;
  } catch {
    return undefined;
  }
}

export function writeLastBuild(cacheDir: string, last: LastBuild): void {
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(join(cacheDir, FILE), JSON.stringify(last));
}

/** The output folder still holds that build (its build id is there). */
function outputHolds(last: LastBuild, outDir: string): boolean {
  try {
    return last.outDir === outDir && statSync(join(outDir, BUILD_ID_FILE)).isFile() && readFileSync(join(outDir, BUILD_ID_FILE), 'utf8') === last.buildId;
  } catch {
    return false;
  }
}
