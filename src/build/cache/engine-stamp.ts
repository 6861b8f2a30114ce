/**
 * The engine's part of the up-to-date stamp: a hash of the code that runs
 * (the bundle, or the compiled modules when the engine runs unbundled), the
 * themes, and the packages it runs on. The engine's TypeScript sources are
 * not listed: what of them a build uses (the client and theme components)
 * is in the theme bundles' inputs, which the stamp covers file by file
 * (SiteBuilder.inputFiles), and the rest only runs once compiled. Reading
 * the files cost more than the rest of a no-change check, so the hash is
 * kept in the site's cache under the files' names, sizes and times, and the
 * files are read again only when one of those changed.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_ROOT, RUNS_BUNDLED, runtimePackages } from '../../core/engine-package.js';
import { saveFileAtomically } from '../../core/save-file.js';
import { statInputs } from './input-stats.js';

const ENGINE_FILES = [RUNS_BUNDLED ? 'lib/bundle/**/*.js' : 'lib/src/**/*.js', 'themes/**'];

export async function engineStamp(cacheDir: string): Promise<string> {
  const files = statInputs(ENGINE_ROOT, ENGINE_FILES);
  const listing = createHash('sha1');
  for (const { path, size, mtimeMs } of files) listing.update(`${path}\0${size}\0${mtimeMs}\n`);
  listing.update(runtimePackages(cacheDir).join('\n'));
  const key = listing.digest('hex');
  const memo = join(cacheDir, 'engine-stamp.json');
  try {
    const kept = JSON.parse(readFileSync(memo, 'utf8')) as { key: string; hash: string };
    if (kept.key === key) return kept.hash;
  } catch {
    // none kept yet: read the files
  }
  const contents = createHash('sha1');
  for (const { path } of files) contents.update(path).update(readFileSync(join(ENGINE_ROOT, path)));
  contents.update(runtimePackages(cacheDir).join('\n'));
  const hash = contents.digest('hex');
  try {
    saveFileAtomically(memo, JSON.stringify({ key, hash }));
  } catch {
    // an unwritable cache costs only the reading next time
  }
  return hash;
}
