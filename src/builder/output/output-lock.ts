/**
 * One build at a time per output folder. A build holds `.<out>.lock` next
 * to the output folder while it writes the spare folder and swaps it in; a
 * second build waits for it (saying so) and then goes on. A lock nobody
 * holds any more is taken over:
 *
 * - one of this machine whose process is gone (or is another process under
 *   a reused id);
 * - one that cannot be read (empty, not a lock, an empty folder) once it is
 *   a few seconds old: a lock is never seen half-written (lock-file.ts), so
 *   that is an older mysite's lock left half-written by a full disk, or junk;
 * - one written on another machine (a CI container from an earlier run gets
 *   a new name every run) that has shown no sign of life for 10 minutes: its
 *   process cannot be seen from here, so the holder refreshes the lock's
 *   time every minute while it builds.
 *
 * A lock held for more than 10 minutes by a running process of this machine
 * is an error naming the file, and so is a folder with files in it at the
 * lock's path.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { MysiteError } from '../../core/errors.js';
import { createLock, inspectLock, removeStaleLock, type LockOwner, type LockState } from './lock-file.js';

export interface LockOptions {
  /** Told when the build starts waiting for another one, or takes over a stale lock. */
  onNotice?: (message: string) => void;
  /** Give up after this long. @default 10 minutes */
  timeoutMs?: number;
  /** How often to look again. @default 100 ms */
  pollMs?: number;
  /** How often the holder refreshes the lock's time. @default 1 minute */
  heartbeatMs?: number;
}

export interface OutputLock {
  /** The build had to wait for another one (which may have changed the output meanwhile). */
  waited: boolean;
  release(): void;
}

/** An unreadable lock younger than this may be an older mysite's lock being written: it is waited for. */
export const UNREADABLE_STALE_MS = 5_000;
/** A lock of another machine not refreshed for this long is taken to be left by a build that is gone. */
export const OTHER_HOST_STALE_MS = 10 * 60_000;
const HEARTBEAT_MS = 60_000;

export function lockFileOf(outDir: string): string {
  return join(dirname(outDir), `.${basename(outDir)}.lock`);
}

export async function lockOutput(outDir: string, options: LockOptions = {}): Promise<OutputLock> {
  const file = lockFileOf(outDir);
  const me: LockOwner = { pid: process.pid, host: hostname(), processStart: processStart(process.pid), since: new Date().toISOString() };
  const started = Date.now();
  const timeout = options.timeoutMs ?? 10 * 60_000;
  const name = basename(outDir);
  let waited = false;
  // An output folder whose parent is missing is made, as `docusaurus build --out-dir` makes it.
  mkdirSync(dirname(file), { recursive: true });
  for (;;) {
    if (createLock(file, me)) return held(file, me, waited, options.heartbeatMs ?? HEARTBEAT_MS);
    const state = inspectLock(file);
    if (state.kind === 'none') continue; // released meanwhile
    if (state.kind === 'folder' && holdsFiles(file)) {
      throw MysiteError.of({
        code: 'build/bad-lock',
        message: `${file} is a folder with files in it, where the lock of ${name}/ goes: mysite did not make it, and does not delete it.`,
        hint: `Move or delete that folder (no build of ${name}/ can run while it is there), then build again.`,
      });
    }
    const stale = staleness(state);
    if (stale) {
      if (removeStaleLock(file, state)) options.onNotice?.(`Took over the lock of ${name}/ ${stale}.`);
      continue;
    }
    if (!waited) {
      waited = true;
      options.onNotice?.(`Another build is writing ${name}/ (${describe(state, me.host)}); waiting for it to finish…`);
    }
    if (Date.now() - started > timeout) {
      const owner = state.kind === 'owned' ? state.owner : undefined;
      throw MysiteError.of({
        code: 'build/output-locked',
        message: `Another build has held ${name}/ for more than ${Math.round(timeout / 60_000)} minutes (${file}).`,
        hint: `If no other build is running (check process ${owner?.pid ?? '?'}${owner && owner.host !== me.host ? ` on ${owner.host}` : ''}), delete ${file} and build again.`,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 100));
  }
}

function held(file: string, me: LockOwner, waited: boolean, heartbeatMs: number): OutputLock {
  const mine = () => {
    const state = inspectLock(file);
    return state.kind === 'owned' && state.owner.pid === me.pid && state.owner.host === me.host && state.owner.since === me.since;
  };
  // A sign of life for builds on other machines, which cannot see this process.
  const heartbeat = setInterval(() => {
    try {
      if (mine()) utimesSync(file, new Date(), new Date());
    } catch {
      // gone, or a disk that refuses: the next beat tries again
    }
  }, heartbeatMs);
  heartbeat.unref();
  return {
    waited,
    release: () => {
      clearInterval(heartbeat);
      if (mine()) rmSync(file, { force: true });
    },
  };
}

/** Why a lock is held by nobody any more (said when taking it over), or undefined while it may be held. */
function staleness(state: LockState): string | undefined {
  if (state.kind === 'none') return undefined;
  const age = Date.now() - state.stat.mtimeMs;
  if (state.kind === 'folder') return age > UNREADABLE_STALE_MS ? 'that was an empty folder' : undefined;
  if (state.kind === 'unreadable') return age > UNREADABLE_STALE_MS ? 'that was not a lock mysite could read (empty or damaged)' : undefined;
  const { owner } = state;
  if (owner.host !== hostname()) {
    return age > OTHER_HOST_STALE_MS
      ? `written on another machine (${owner.host}, process ${owner.pid}) that gave no sign of life for ${Math.round(age / 60_000)} minutes`
      : undefined;
  }
  return processGone(owner) ? `left by a build that is no longer running (process ${owner.pid})` : undefined;
}

function describe(state: LockState, host: string): string {
  if (state.kind !== 'owned') return 'its lock is being written';
  const { owner } = state;
  return `process ${owner.pid}${owner.host !== host ? ` on ${owner.host}` : ''}, since ${owner.since}`;
}

function holdsFiles(folder: string): boolean {
  try {
    return readdirSync(folder).length > 0;
  } catch {
    return false; // gone meanwhile
  }
}

/** The owner's process no longer exists, or is not the same process. */
function processGone(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  const start = processStart(owner.pid);
  return owner.processStart !== undefined && start !== undefined && start !== owner.processStart;
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
