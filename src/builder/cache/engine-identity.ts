/**
 * The engine's identity: a hash of its bundle (the code that runs; the
 * compiled modules that tests import are compiled with it, from the same
 * sources, so they share it), the themes, its catalogues of UI texts, the packages it runs on as
 * installed, the React the site's bundles take (a peer dependency, the
 * site's own: core/site-react.ts), and its version. Every artifact a build keeps is
 * named or keyed by it (build-cache.ts), so an upgrade of mysite or of any
 * package it runs on costs exactly one full build and never serves output
 * of the code before.
 *
 * It is computed once per process, from the files as they were when the
 * engine started: that is the code that runs. Reading the files costs more
 * than the rest of a no-change check, so the hash is kept in the site's
 * cache under the files' names, sizes and times, and they are read again
 * only when one of those changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_ROOT, ENGINE_VERSION, RUNS_BUNDLED, runtimePackages } from '../../core/engine-package.js';
import { saveFileAtomically } from '../../core/save-file.js';
import { siteReactVersions } from '../../core/site-react.js';
import { statInputs } from './input-stats.js';

/** Without a bundle (an engine compiled module by module only), its modules stand for it. The built-in UI texts are data the engine reads. */
const ENGINE_FILES = [
  RUNS_BUNDLED || existsSync(join(ENGINE_ROOT, 'lib/bundle')) ? 'lib/bundle/**/*.js' : 'lib/src/**/*.js',
  'themes/**',
  'src/i18n/catalogues/*.json',
];

/** Where the hash is kept with the listing it was made from. */
export const IDENTITY_MEMO = 'engine-identity.json';

const identities = new Map<string, string>();

/** `cacheDir`: where the hash and the package list are kept between runs; `siteDir`: the site, whose React counts. */
export function engineIdentity(cacheDir: string, siteDir: string): string {
  let identity = identities.get(cacheDir);
  if (identity === undefined) {
    identity = computeIdentity(cacheDir, siteDir);
    identities.set(cacheDir, identity);
  }
  return identity;
}

function computeIdentity(cacheDir: string, siteDir: string): string {
  const files = statInputs(ENGINE_ROOT, ENGINE_FILES);
  const described = `${ENGINE_VERSION}\n${runtimePackages(cacheDir).join('\n')}\n${siteReactVersions(siteDir)}\n`;
  const listing = createHash('sha1').update(described);
  for (const { path, size, mtimeMs } of files) listing.update(`${path}\0${size}\0${mtimeMs}\n`);
  const key = listing.digest('hex');
  const memo = join(cacheDir, IDENTITY_MEMO);
  try {
    const kept = JSON.parse(readFileSync(memo, 'utf8')) as { key: string; identity: string };
    if (kept.key === key) return kept.identity;
  } catch {
    // none kept yet: read the files
  }
  const contents = createHash('sha1').update(described);
  for (const { path } of files) contents.update(path).update(readFileSync(join(ENGINE_ROOT, path)));
  const computed = contents.digest('hex').slice(0, 16);
  try {
    saveFileAtomically(memo, JSON.stringify({ key, identity: computed }));
  } catch {
    // an unwritable cache costs only the reading next time
  }
  return computed;
}
