/**
 * An esbuild plugin's error that carries its own catalogue code and hint:
 * esbuild passes an error's `detail` through to the message it throws, where
 * the bundler's error handling reads them back.
 */
import type { ErrorCode } from '../core/error-catalogue.js';

interface CodedDetail {
  code: ErrorCode;
  hint: string;
}

export function codedDetail(code: ErrorCode, hint: string): CodedDetail {
  return { code, hint };
}

/** The code and hint of a message's detail, if it has them. */
export function detailOf(detail: unknown): Partial<CodedDetail> & { hint?: string } {
  if (detail && typeof detail === 'object' && 'code' in detail && 'hint' in detail) return detail as CodedDetail;
  return detail ? { hint: String(detail) } : {};
}
