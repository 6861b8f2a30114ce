/**
 * A fingerprint of the engine code that turns sources into output. Cached
 * results are only valid for the same fingerprint, so changing mysite or
 * upgrading any package it runs on never serves stale output.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { ENGINE_ROOT, runtimePackages } from '../../core/engine-package.js';

let cached: string | undefined;

/** `cacheDir`: the site's cache folder, where the list of installed packages is kept (runtimePackages). */
export function engineFingerprint(cacheDir: string): string {
  if (cached) return cached;
  const hash = createHash('sha1');
  // The code whose results are kept: compiled pages and sources' results, and the search index's documents.
  const files = fg.sync(['lib/src/{markdown,openapi,content,search}/**/*.js'], { cwd: ENGINE_ROOT }).sort();
  for (const file of files) hash.update(file).update(readFileSync(join(ENGINE_ROOT, file)));
  hash.update(runtimePackages(cacheDir).join('\n'));
  cached = hash.digest('hex').slice(0, 16);
  return cached;
}
