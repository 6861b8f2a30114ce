/**
 * Knowing when there is nothing to do. A stamp of every input of a build
 * (the engine, the config's files, and the name, size and modification time
 * of every content, theme and static file, and the git commit for the
 * sitemap dates) is kept with the output it produced, along with that
 * output's manifest. A build finds nothing to do only when the stamp is
 * the same, the config still evaluates to the value that was validated, and
 * the output folder still holds exactly the files that build left there.
 * Paths are kept relative to the site, so a copied project is checked
 * against its own files. `--no-cache` always builds.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { saveFileAtomically } from '../../core/save-file.js';
import { evaluatedConfigHash } from '../../config/evaluate.js';
import { loadSiteEnv } from '../../config/site-env.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import type { MarkdownAsMdx } from '../../core/types.js';
import { buildIdIn } from '../output/page-records.js';
import { BuildCache } from './build-cache.js';
import { gitHead } from './git-head.js';
import { stillAsRecorded } from '../output/output-manifest.js';
import { swapLeftovers } from '../output/output-swap.js';
import { assertSafeSymlinks } from '../../content/symlink-check.js';
import { globBase } from '../orchestration/run-inputs.js';
import { statInputs } from './input-stats.js';

/** What last-build.json holds; every path is relative to the site folder. */
export interface LastBuild {
  /** The engine that made the build (engine-identity.ts): another engine builds again. */
  identity: string;
  outDir: string;
  /** The `--out` the build was run with, if any. */
  outDirOption?: string;
  buildId: string;
  stamp: string;
  /** The paths of the output folder right after the build, and their manifest entries (see output-manifest.ts). */
  outputPaths: string[];
  outputEntries: string[];
  /** The hash of the value the config evaluated to, and its compiled copy in the cache folder. */
  configValue: string;
  configModule: string;
  /** The config's base URL: what a server of the output needs before it loads the config (serve --watch). */
  baseUrl: string;
  /** The config's `trailingSlash`, for the same server; absent for `false`. */
  trailingSlash?: true | 'untouched';
  pages: number;
  bytes: number;
  /** What the stamp covers besides the engine: the input globs, the config's files, and the files the build found it read (SiteBuilder.inputFiles). */
  globs: string[];
  configFiles: string[];
  inputFiles: string[];
  /** The build's warnings: an unchanged site would give them again, so they are shown again. */
  warnings: Diagnostic[];
  /** The `.md` files it read as MDX, listed again as the warnings are. */
  markdownAsMdx?: MarkdownAsMdx[];
}

/**
 * The last build with its output folder (absolute), if nothing changed
 * since and its output is still in place, untouched. Checked without
 * compiling or validating the config, and without loading the engine.
 */
export async function unchangedSinceLastBuild(
  siteDir: string,
  outDirOption: string | undefined,
  stamps?: StampMemo,
): Promise<(LastBuild & { outDirPath: string }) | undefined> {
  const cache = new BuildCache(siteDir);
  const last = readLastBuild(cache);
  if (last?.identity !== cache.identity || last.outDirOption !== outDirOption) return undefined;
  const outDirPath = resolve(siteDir, last.outDir);
  // A build stopped in the middle of its swap left something to repair: the full build does it.
  if (!outputHolds(outDirPath, last.buildId) || swapLeftovers(outDirPath).length > 0) return undefined;
  try {
    const stamp = withInputFiles(await inputStamp(siteDir, last.globs, last.configFiles, last.outDir, stamps), siteDir, last.inputFiles);
    if (stamp !== last.stamp) return undefined;
  } catch {
    return undefined; // a config file is gone: build, and let the build explain
  }
  if (!stillAsRecorded(outDirPath, last.outputPaths, last.outputEntries)) return undefined;
  // The config may read the environment or files it does not import: evaluate it again, with its `.env` as a build loads it.
  loadSiteEnv(siteDir);
  if ((await evaluatedConfigHash(join(cache.dir, last.configModule))) !== last.configValue) return undefined;
  return { ...last, outDirPath };
}

/**
 * The stamps taken during one `mysite build`, by what they cover: when the
 * up-to-date check finds something changed, the build that follows takes
 * the check's stamp (taken before it read anything) instead of walking the
 * inputs again.
 */
export type StampMemo = Map<string, Promise<string>>;

/**
 * Hashes the file list and stats of the inputs, and the contents of the
 * engine and the config. `configFiles` and `outDir` are relative to the site.
 */
export function inputStamp(siteDir: string, globs: string[], configFiles: string[], outDir: string, memo?: StampMemo): Promise<string> {
  const key = JSON.stringify([siteDir, globs, configFiles, outDir]);
  let stamp = memo?.get(key);
  if (!stamp) {
    stamp = takeStamp(siteDir, globs, configFiles, outDir);
    if (memo) {
      memo.set(key, stamp);
      stamp.catch(() => memo.delete(key)); // a file that was missing is looked for again
    }
  }
  return stamp;
}

async function takeStamp(siteDir: string, globs: string[], configFiles: string[], outDir: string): Promise<string> {
  const cache = new BuildCache(siteDir);
  const hash = createHash('sha1').update(JSON.stringify({ outDir, node: process.version }));
  hash.update(cache.identity);
  for (const file of configFiles) hash.update(file).update(readFileSync(resolve(siteDir, file)));
  // A symlink loop would make the list endless (the build then reports the loop).
  for (const base of new Set(globs.map(globBase))) assertSafeSymlinks(siteDir, resolve(siteDir, base));
  for (const input of statInputs(siteDir, globs)) hash.update(`${input.path}\0${input.size}\0${input.mtimeMs}\n`);
  hash.update(gitHead(siteDir));
  return hash.digest('hex');
}

/**
 * Adds the files a build found it read (known once it ran: the theme's
 * imports, overrides and custom CSS, what the sidebars file imports) to a
 * stamp, by size and time.
 */
export function withInputFiles(stamp: string, siteDir: string, inputFiles: string[]): string {
  const hash = createHash('sha1').update(stamp);
  for (const file of inputFiles) {
    const stats = statSync(resolve(siteDir, file), { throwIfNoEntry: false });
    hash.update(`${file}\0${stats?.size ?? -1}\0${stats?.mtimeMs ?? -1}\n`);
  }
  return hash.digest('hex');
}

/** A path as last-build.json keeps it: relative to the site, with forward slashes. */
export function siteRelative(siteDir: string, path: string): string {
  return relative(siteDir, path).split('\\').join('/') || '.';
}

function readLastBuild(cache: BuildCache): LastBuild | undefined {
  try {
    return JSON.parse(readFileSync(cache.lastBuild, 'utf8')) as LastBuild;
  } catch {
    return undefined;
  }
}

export function writeLastBuild(cache: BuildCache, last: LastBuild): void {
  saveFileAtomically(cache.lastBuild, JSON.stringify(last));
}

/** The output folder still holds that build (its build id is there). */
function outputHolds(outDir: string, buildId: string): boolean {
  return buildIdIn(outDir) === buildId;
}
