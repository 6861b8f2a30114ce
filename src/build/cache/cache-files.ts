/**
 * The cache folder of a site. Cache files carry the engine fingerprint in
 * their names; files of another fingerprint can never be read again, so
 * they are removed when a build saves its own.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Where a site keeps its caches. */
export function cacheDirOf(siteDir: string): string {
  return join(siteDir, '.mysite-cache');
}

const FINGERPRINTED = /^(markdown|sources|search|output)-([0-9a-f]+)\.bin$/;

export function removeStaleCacheFiles(cacheDir: string, fingerprint: string): void {
  let names: string[];
  try {
    names = readdirSync(cacheDir);
  } catch {
    return;
  }
  for (const name of names) {
    const m = FINGERPRINTED.exec(name);
    if (m && m[2] !== fingerprint) rmSync(join(cacheDir, name), { force: true });
  }
}
