/**
 * An error that carries its catalogue code, for code that is bundled apart
 * from the engine (the theme's server bundle, the browser): there the
 * `MysiteError` class would be another copy, so the engine recognises these
 * by their code instead (`isCodedError` in errors.ts).
 */
import type { ErrorCode } from './error-catalogue.js';

export function codedError(code: ErrorCode, message: string): Error & { code: ErrorCode } {
  return Object.assign(new Error(message), { code });
}
