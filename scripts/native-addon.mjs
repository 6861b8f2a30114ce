// The optional addon that swaps the output folder in one step
// (native/rename-exchange.cc, see src/builder/output/exchange-folders.ts):
// where node-gyp builds it, and where the engine loads it from (lib/native/,
// which `npm pack` ships; lib/ is made anew by every compile).
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const BUILT = 'native/build/Release/rename_exchange.node';
export const SHIPPED = 'lib/native/rename-exchange.node';

/** Puts the built addon where the engine loads it, if it was built. */
export function placeAddon(root) {
  if (!existsSync(join(root, BUILT))) return false;
  mkdirSync(join(root, 'lib/native'), { recursive: true });
  copyFileSync(join(root, BUILT), join(root, SHIPPED));
  return true;
}
