/**
 * Failures of the machine rather than of mysite or the content: a file that
 * may not be read, a full disk, a read-only folder, too many open files.
 * They become errors that name the file and say what to do, never
 * "Internal error".
 */
import { relative } from 'node:path';
import type { Diagnostic } from './diagnostics.js';
import { MysiteError } from './errors.js';
import { ERROR_CATALOGUE, type ErrorCode } from './error-catalogue.js';

/** What to do, by error code; what happened is the title of `fs/<code>` in the catalogue. */
const ADVICE: Record<string, (file: string) => string> = {
  EACCES: (f) => `The user running mysite may not access ${f}: check its permissions and its folder's (ls -l; chmod u+rw).`,
  EPERM: (f) => `Check the permissions of ${f} and its folder; on Windows, close programs that hold it open.`,
  ENOSPC: (f) => `Free some space on the disk that holds ${f}, then build again (the output folder was not replaced).`,
  EDQUOT: (f) => `Free some space in your quota on the disk that holds ${f}, then build again.`,
  EROFS: (f) => `${f} is on a read-only disk: build into a writable folder (--out <dir>).`,
  EMFILE: () => 'Raise the limit of open files (ulimit -n 4096), or build with fewer threads (--jobs 1).',
  ENFILE: () => 'Close other programs, or build with fewer threads (--jobs 1).',
  ENAMETOOLONG: (f) => `Shorten the file or folder names that lead to ${f} (or its slug).`,
  ELOOP: (f) => `A symbolic link on the way to ${f} points back to one of its own folders: remove it (find . -type l).`,
  EIO: (f) => `Check the disk that holds ${f}.`,
  EISDIR: (f) => `Rename or remove the folder ${f}.`,
  ENOTDIR: (f) => `Something on the way to ${f} is a file, not a folder: rename it.`,
  EBUSY: (f) => `Close the program that holds ${f} open, then build again.`,
};

/** The error codes of the machine that are explained rather than reported as bugs. */
export const EXPLAINED_ERRNO_CODES = Object.keys(ADVICE);

interface ErrnoLike {
  code?: string;
  path?: string;
  dest?: string;
  syscall?: string;
}

/** The diagnostic for a file system error, or undefined when `error` is something else. */
export function fileSystemDiagnostic(error: unknown, baseDir = process.cwd()): Diagnostic | undefined {
  const e = error as ErrnoLike | undefined;
  const advice = e?.code ? ADVICE[e.code] : undefined;
  if (!advice) return undefined;
  const path = e!.path ?? e!.dest;
  const file = path ? relative(baseDir, path) || path : 'a file';
  const action = e!.syscall ? ` (${e!.syscall})` : '';
  const code = `fs/${e!.code!.toLowerCase()}` as ErrorCode; // each is in the catalogue (test/core/error-catalogue.test.ts)
  return {
    severity: 'error',
    code,
    message: `${ERROR_CATALOGUE[code].title}: ${file}${action}.`,
    at: path ? { file } : undefined,
    hint: advice(file),
  };
}

/** Rethrows a file system error as the author-facing error it is; anything else as it was. */
export function asFileSystemError(error: unknown, baseDir?: string): unknown {
  const diagnostic = fileSystemDiagnostic(error, baseDir);
  return diagnostic ? new MysiteError([diagnostic], { cause: error }) : error;
}

/**
 * Writes `file` with `write`: a file system error that has no path (a full
 * disk fails the write to the open file, and Node's error names no file) is
 * given `file`, so that its message says which file could not be written.
 */
export function writingFile<T>(file: string, write: () => T): T {
  try {
    const result = write();
    return result instanceof Promise ? (result.catch((error: unknown) => Promise.reject(withPath(error, file))) as T) : result;
  } catch (error) {
    throw withPath(error, file);
  }
}

function withPath(error: unknown, file: string): unknown {
  const e = error as ErrnoLike | undefined;
  if (e && typeof e === 'object' && e.code && !e.path && !e.dest) e.path = file;
  return error;
}
