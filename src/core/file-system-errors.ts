/**
 * Failures of the machine rather than of mysite or the content: a file that
 * may not be read, a full disk, a read-only folder, too many open files.
 * They become errors that name the file and say what to do, never
 * "Internal error".
 */
import { relative } from 'node:path';
import type { Diagnostic } from './diagnostics.js';
import { MysiteError } from './errors.js';

const ADVICE: Record<string, { what: string; hint: (file: string) => string }> = {
  EACCES: { what: 'Permission denied', hint: (f) => `The user running mysite may not access ${f}: check its permissions and its folder's (ls -l; chmod u+rw).` },
  EPERM: { what: 'Operation not permitted', hint: (f) => `Check the permissions of ${f} and its folder; on Windows, close programs that hold it open.` },
  ENOSPC: { what: 'The disk is full', hint: (f) => `Free some space on the disk that holds ${f}, then build again (the output folder was not replaced).` },
  EDQUOT: { what: 'The disk quota is used up', hint: (f) => `Free some space in your quota on the disk that holds ${f}, then build again.` },
  EROFS: { what: 'The file system is read-only', hint: (f) => `${f} is on a read-only disk: build into a writable folder (--out <dir>).` },
  EMFILE: { what: 'Too many open files', hint: () => 'Raise the limit of open files (ulimit -n 4096), or build with fewer threads (--jobs 1).' },
  ENFILE: { what: 'Too many open files on this system', hint: () => 'Close other programs, or build with fewer threads (--jobs 1).' },
  ENAMETOOLONG: { what: 'A file name is too long', hint: (f) => `Shorten the file or folder names that lead to ${f} (or its slug).` },
  ELOOP: { what: 'A loop of symbolic links', hint: (f) => `A symbolic link on the way to ${f} points back to one of its own folders: remove it (find . -type l).` },
  EIO: { what: 'The disk reported an input/output error', hint: (f) => `Check the disk that holds ${f}.` },
  EISDIR: { what: 'A folder where a file was expected', hint: (f) => `Rename or remove the folder ${f}.` },
  ENOTDIR: { what: 'A file where a folder was expected', hint: (f) => `Something on the way to ${f} is a file, not a folder: rename it.` },
  EBUSY: { what: 'The file is busy', hint: (f) => `Close the program that holds ${f} open, then build again.` },
};

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
  return {
    severity: 'error',
    code: `fs/${e!.code!.toLowerCase()}`,
    message: `${advice.what}: ${file}${action}.`,
    at: path ? { file } : undefined,
    hint: advice.hint(file),
  };
}

/** Rethrows a file system error as the author-facing error it is; anything else as it was. */
export function asFileSystemError(error: unknown, baseDir?: string): unknown {
  const diagnostic = fileSystemDiagnostic(error, baseDir);
  return diagnostic ? new MysiteError([diagnostic], { cause: error }) : error;
}
