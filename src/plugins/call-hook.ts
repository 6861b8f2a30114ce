/**
 * Calling a plugin's code: whatever it throws (or the promise it returns
 * rejects with) is the error `plugin/threw`, naming the plugin and the
 * method, at the line of the plugin's file when its stack says it.
 */
import { compiledErrorPosition } from '../config/compiled-position.js';
import { MysiteError } from '../core/errors.js';
import type { SourcePosition } from '../core/types.js';
import type { PluginInstance } from './plugin-types.js';

/** Who is called, for the message: an instance, or a plugin entry whose function has not run yet. */
export type Caller = Pick<PluginInstance, 'label' | 'file' | 'compiled'>;

export async function callHook<T>(caller: Caller, method: string, call: () => T | Promise<T>): Promise<Awaited<T>> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MysiteError) throw error;
    throw pluginThrew(caller, method, error);
  }
}

export function pluginThrew(caller: Caller, method: string, error: unknown): MysiteError {
  const at: SourcePosition = (caller.compiled && compiledErrorPosition(error, caller.compiled.path, caller.compiled.source)) || { file: caller.file };
  const message = error instanceof Error ? error.message : String(error);
  return MysiteError.of({ code: 'plugin/threw', message: `The plugin "${caller.label}" threw in ${method}: ${message}`, at }, { cause: error });
}

export function invalid(caller: Caller, message: string, hint?: string): MysiteError {
  return MysiteError.of({ code: 'plugin/invalid', message: `The plugin "${caller.label}": ${message}`, at: { file: caller.file }, ...(hint ? { hint } : {}) });
}
