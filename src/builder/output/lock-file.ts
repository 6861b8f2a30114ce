/**
 * The lock file itself: created whole or not at all, read back, and
 * removed only while it is the very file that was judged stale.
 *
 * A lock is written under a temporary name and hard-linked to its own
 * name: the link fails if a lock is there (so two builds never both hold
 * it), and a reader never sees it empty or half-written, even when the disk
 * fills up while it is written (the temporary file is then removed). Where
 * the file system has no hard links (FAT, exFAT), the lock is copied with
 * the same exclusive rule, and removed again if the copy fails.
 */
import {
  closeSync,
  constants,
  copyFileSync,
  fstatSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileSystemDiagnostic } from '../../core/file-system-errors.js';
import { MysiteError } from '../../core/errors.js';

export interface LockOwner {
  pid: number;
  host: string;
  /** When the process started (Linux), so a reused process id is not taken for the owner. */
  processStart?: string;
  since: string;
}

/** What is at the lock's path. */
export type LockState =
  | { kind: 'none' }
  | { kind: 'owned'; owner: LockOwner; stat: Stats }
  /** Empty, not JSON, or not a lock's JSON: being written by an older mysite, or left half-written. */
  | { kind: 'unreadable'; stat: Stats }
  | { kind: 'folder'; stat: Stats };

/** Creates the lock holding `owner`; false when a lock is already there. */
export function createLock(file: string, owner: LockOwner): boolean {
  const tmp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(tmp, JSON.stringify(owner), { flag: 'wx' });
    return linkOrCopy(tmp, file);
  } catch (error) {
    // The lock's own name, not the temporary one, in what the author reads.
    const problem = fileSystemDiagnostic({ ...(error as object), path: file });
    throw problem ? new MysiteError([problem], { cause: error }) : error;
  } finally {
    rmSync(tmp, { force: true });
  }
}

const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

function linkOrCopy(tmp: string, file: string): boolean {
  try {
    linkSync(tmp, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (!code || !NO_HARD_LINKS.has(code)) throw error;
  }
  try {
    copyFileSync(tmp, file, constants.COPYFILE_EXCL);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    // COPYFILE_EXCL: nothing was there, so what is there now is this half-made copy.
    rmSync(file, { force: true });
    throw error;
  }
}

export function inspectLock(file: string): LockState {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'none' };
    if ((error as NodeJS.ErrnoException).code === 'EISDIR') return { kind: 'folder', stat: statSync(file) };
    throw error;
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) return { kind: 'folder', stat };
    const owner = parseOwner(readFileSync(fd, 'utf8'));
    return owner ? { kind: 'owned', owner, stat } : { kind: 'unreadable', stat };
  } finally {
    closeSync(fd);
  }
}

/** The owner a lock's text names, if it is a lock's JSON. */
export function parseOwner(text: string): LockOwner | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockOwner> | null;
    if (typeof value?.pid !== 'number' || typeof value.host !== 'string') return undefined;
    return { pid: value.pid, host: value.host, processStart: value.processStart, since: String(value.since ?? '') };
  } catch {
    return undefined;
  }
}

/**
 * Removes a lock judged stale without ever removing a fresh one that
 * another build made meanwhile: the file is moved aside, and if what was
 * moved is not the one judged (another inode), it is put back. False when
 * someone else removed it first.
 */
export function removeStaleLock(file: string, judged: LockState): boolean {
  if (judged.kind === 'none') return false;
  if (judged.kind === 'folder') {
    // An empty folder holds nothing to lose, and no lock can be made while it is there; one with files is never removed.
    try {
      rmdirSync(file);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return false;
      throw error;
    }
  }
  const aside = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return false; // someone else took it over first
  }
  const moved = statSync(aside, { throwIfNoEntry: false });
  if (moved && (moved.ino !== judged.stat.ino || moved.dev !== judged.stat.dev)) {
    try {
      linkSync(aside, file);
    } catch {
      // A third build took the lock meanwhile: it keeps it. (Three builds racing over a stale
      // lock in the same few microseconds; the one moved aside is not told.)
    }
  }
  rmSync(aside, { force: true });
  return true;
}
