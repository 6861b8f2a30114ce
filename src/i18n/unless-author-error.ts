/**
 * What `make` gives, or undefined for content the locale's own build reports
 * as wrong: reading another locale's files for links must not report its
 * mistakes twice.
 */
import { MysiteError } from '../core/errors.js';

export function unlessAuthorError<T>(make: () => T): T | undefined {
  try {
    return make();
  } catch (error) {
    if (error instanceof MysiteError) return undefined;
    throw error;
  }
}
