/**
 * One error class for every failure that is the author's to fix (bad config,
 * bad content). It carries the diagnostics that explain it; the CLI prints
 * them and exits with code 1. Anything else that is thrown is a bug in mysite.
 * Every code is in the catalogue (error-catalogue.ts), which also gives the
 * hint when the place that throws has nothing more specific to say.
 */
import type { Diagnostic, Diagnostics, Problem } from './diagnostics.js';
import { withCatalogueHint } from './diagnostics.js';
import { ERROR_CATALOGUE, type ErrorCode } from './error-catalogue.js';

export class MysiteError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostics: Diagnostic[], options?: { cause?: unknown }) {
    super(diagnostics.map((d) => d.message).join('\n'), options);
    this.name = 'MysiteError';
    this.diagnostics = diagnostics;
  }

  /** The error for one problem: `MysiteError.of({ code, message, at?, hint? })`. */
  static of(problem: Problem, options?: { cause?: unknown }): MysiteError {
    return new MysiteError([withCatalogueHint({ severity: 'error', ...problem })], options);
  }
}

/** An error made by `codedError` (in a bundle apart from the engine): its code is in the catalogue. */
export function isCodedError(error: unknown): error is Error & { code: ErrorCode } {
  const code: unknown = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && Object.hasOwn(ERROR_CATALOGUE, code);
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
