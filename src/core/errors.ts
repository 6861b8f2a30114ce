/**
 * One error class for every failure that is the author's to fix (bad config,
 * bad content). It carries the diagnostics that explain it; the CLI prints
 * them and exits with code 1. Anything else that is thrown is a bug in mysite.
 */
import type { Diagnostic, Diagnostics } from './diagnostics.js';
import type { SourcePosition } from './types.js';

export class MysiteError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostics: Diagnostic[], options?: { cause?: unknown }) {
    super(diagnostics.map((d) => d.message).join('\n'), options);
    this.name = 'MysiteError';
    this.diagnostics = diagnostics;
  }

  /** Shorthand for a single error diagnostic. */
  static of(code: string, message: string, at?: SourcePosition, hint?: string): MysiteError {
    return new MysiteError([{ severity: 'error', code, message, at, hint }]);
  }
}

/** Exit codes, documented in the README. */
export const ExitCode = {
  ok: 0,
  /** Content or configuration error: the author has something to fix. */
  contentError: 1,
  /** The command line itself was wrong. */
  usageError: 2,
} as const;

/** Stops a build that has collected errors, with all of them. */
export function failOnErrors(diagnostics: Diagnostics): void {
  if (diagnostics.hasErrors()) throw new MysiteError(diagnostics.items);
}
