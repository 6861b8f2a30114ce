/**
 * Awaits every job and gathers the author's errors of all of them into one
 * MysiteError, so an author sees every broken file (of every section) in
 * one build rather than one per build. Any other failure is thrown as it is.
 */
import type { Diagnostic } from './diagnostics.js';
import { MysiteError } from './errors.js';

export async function settleAll<T extends readonly unknown[]>(jobs: { [K in keyof T]: Promise<T[K]> }): Promise<T>;
export async function settleAll<T>(jobs: Promise<T>[]): Promise<T[]>;
export async function settleAll<T>(jobs: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(jobs);
  const diagnostics: Diagnostic[] = [];
  const results: T[] = [];
  for (const s of settled) {
    if (s.status === 'fulfilled') results.push(s.value);
    else if (s.reason instanceof MysiteError) diagnostics.push(...s.reason.diagnostics);
    else throw s.reason;
  }
  if (diagnostics.length > 0) throw new MysiteError(diagnostics);
  return results;
}
