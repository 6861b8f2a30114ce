/**
 * What `serve --watch` tells the person running it. The CLI passes one that
 * prints to the terminal; tests pass one that records or stays silent.
 */
import type { Diagnostic } from '../core/diagnostics.js';

export interface WatchReporter {
  /** The first run built the site. */
  built(pages: number, ms: number): void;
  /** A save was built: the files that changed and the pages rendered again. */
  rebuilt(changed: readonly string[], pages: number, ms: number): void;
  warnings(diagnostics: Diagnostic[]): void;
  /** A run failed; the last good site is still served. */
  failed(diagnostics: Diagnostic[]): void;
  /** The watcher could not read a folder (a symlink loop, permissions); watching goes on. */
  watchError(error: Error): void;
}

export const silentReporter: WatchReporter = {
  built: () => undefined,
  rebuilt: () => undefined,
  warnings: () => undefined,
  failed: () => undefined,
  watchError: () => undefined,
};
