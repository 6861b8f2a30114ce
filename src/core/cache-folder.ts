/** Where a site keeps what its builds remember (builder/cache/build-cache.ts owns what is in it). */
import { join } from 'node:path';

export function cacheDirOf(siteDir: string): string {
  return join(siteDir, '.mysite-cache');
}
