/**
 * Two folders swapped in one step: renameat2(RENAME_EXCHANGE) on Linux,
 * through a small addon (native/rename-exchange.cc) that the package's own
 * `prepare` builds with node-gyp and ships in lib/native/. It closes the
 * window of the two renames of the output swap, where a build stopped
 * between them leaves no output folder until the next build repairs it.
 *
 * Optional: where the addon is absent (another system, no compiler where
 * the package was packed) or the file system cannot exchange (EINVAL), the
 * swap is done with two renames (output-swap.ts), as it always was.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_ROOT, requireFromEngine } from '../../core/engine-package.js';

export type Exchange = (a: string, b: string) => void;

export const EXCHANGE_ADDON = join(ENGINE_ROOT, 'lib/native/rename-exchange.node');

let loaded: Exchange | null | undefined;

/** The addon's exchange, if it is there and loads. */
export function nativeExchange(): Exchange | undefined {
  if (loaded === undefined) {
    loaded = null;
    if (process.platform === 'linux' && existsSync(EXCHANGE_ADDON)) {
      try {
        loaded = (requireFromEngine(EXCHANGE_ADDON) as { exchange: Exchange }).exchange;
      } catch {
        // built for another system or C library: two renames
      }
    }
  }
  return loaded ?? undefined;
}
