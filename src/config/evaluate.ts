/**
 * Evaluating a compiled config module, and a hash of the value it gives.
 * Kept apart from load.ts (esbuild, the schema) so that the up-to-date check
 * can evaluate the config again without loading either.
 */
import { createHash } from 'node:crypto';
import { MysiteError } from '../core/errors.js';
import { importOwnModule } from './import-own-module.js';

export const CONFIG_FILE = 'site.config.ts';

/** Imports a compiled config and returns its default export (what the config throws is thrown as it is). */
export async function evaluateCompiled(path: string): Promise<unknown> {
  const mod = await importOwnModule(path);
  if (mod.default === undefined) {
    throw MysiteError.of({ code: 'config/no-default-export', message: `${CONFIG_FILE} has no default export.`, at: { file: CONFIG_FILE } });
  }
  return mod.default;
}

/** A hash of what a config evaluated to: the same value validates the same way. */
export function configValueHash(raw: unknown): string {
  return createHash('sha1')
    .update(JSON.stringify(raw) ?? '')
    .digest('hex');
}

/**
 * Evaluates a config compiled earlier and returns the hash of its value, or
 * undefined when it cannot be evaluated (the full load then explains why).
 */
export async function evaluatedConfigHash(compiledPath: string): Promise<string | undefined> {
  try {
    return configValueHash(await evaluateCompiled(compiledPath));
  } catch {
    return undefined;
  }
}
