/**
 * One build at a time per output folder. A build holds `.<out>.lock` next
 * to the output folder while it writes the spare folder and swaps it in; a
 * second build waits for it (saying so) and then goes on. A lock left by a
 * build that was killed is recognised (its process is gone, or is another
 * process under a reused id) and taken over.
 */
import { readFileSync, renameSync, rmSync, writeFileSync, linkSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { MysiteError } from '../../core/errors.js';

interface LockOwner {
  pid: number;
  host: string;
  /** When the process started (Linux), so a reused process id is not taken for the owner. */
  processStart?: string;
  since: string;
}

export interface LockOptions {
  /** Told when the build starts waiting for another one, or takes over a stale lock. */
  onNotice?: (message: string) => void;
  /** Give up after this long. @default 10 minutes */
  timeoutMs?: number;
  /** How often to look again. @default 100 ms */
  pollMs?: number;
}

export interface OutputLock {
  /** The build had to wait for another one (which may have changed the output meanwhile). */
  waited: boolean;
  release(): void;
}

export function lockFileOf(outDir: string): string {
  return join(dirname(outDir), `.${basename(outDir)}.lock`);
}

export async function lockOutput(outDir: string, options: LockOptions = {}): Promise<OutputLock> {
  const file = lockFileOf(outDir);
  const me: LockOwner = { pid: process.pid, host: hostname(), processStart: processStart(process.pid), since: new Date().toISOString() };
  const started = Date.now();
  const timeout = options.timeoutMs ?? 10 * 60_000;
  let waited = false;
  for (;;) {
    if (tryCreate(file, me)) {
      return {
        waited,
        release: () => {
          if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    }
    const owner = readOwner(file);
    if (owner && isStale(owner)) {
      takeOver(file, owner);
      options.onNotice?.(`Took over the lock of ${basename(outDir)}/ left by a build that is no longer running (process ${owner.pid}).`);
      continue;
    }
    if (!waited) {
      waited = true;
      const who = owner ? `process ${owner.pid}${owner.host !== me.host ? ` on ${owner.host}` : ''}, since ${owner.since}` : 'another process';
      options.onNotice?.(`Another build is writing ${basename(outDir)}/ (${who}); waiting for it to finish…`);
    }
    if (Date.now() - started > timeout) {
      throw MysiteError.of({
        code: 'build/output-locked',
        message: `Another build has held ${basename(outDir)}/ for more than ${Math.round(timeout / 60_000)} minutes (${file}).`,
        hint: `If no other build is running (check process ${owner?.pid ?? '?'}), delete ${file} and build again.`,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 100));
  }
}

function tryCreate(file: string, owner: LockOwner): boolean {
  try {
    writeFileSync(file, JSON.stringify(owner), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined; // gone, or being written this very moment
  }
}

/** The owner is a build of this machine whose process no longer exists (or is not the same process). */
function isStale(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return false; // cannot tell: wait, and say who holds it
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  const start = processStart(owner.pid);
  return owner.processStart !== undefined && start !== undefined && start !== owner.processStart;
}

/**
 * Removes a stale lock without ever removing a fresh one that another
 * waiter created in the meantime: the lock is moved aside, and if what was
 * moved is not the stale owner's, it is put back.
 */
function takeOver(file: string, stale: LockOwner): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return; // someone else took it over first
  }
  const moved = readOwner(aside);
  if (moved && (moved.pid !== stale.pid || moved.since !== stale.since)) {
    try {
      linkSync(aside, file);
    } catch {
      // A third build took the lock meanwhile: it keeps it. (Three builds racing over a stale
      // lock in the same few microseconds; the one moved aside is not told.)
    }
  }
  rmSync(aside, { force: true });
}

/** A process's start time in clock ticks since boot (Linux only). */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; fields after it are plain.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
