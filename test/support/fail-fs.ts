/**
 * Fault injection for tests, loaded with `node --import`: makes file system
 * calls on chosen paths fail the way the system does (EACCES, ENOSPC…), so
 * tests can check how mysite reports a full disk or a file it may not read
 * (root may read everything, and no test fills a real disk).
 *
 * MYSITE_TEST_FAULTS: `CODE:read|write:path-fragment`, several separated by `;`.
 * ENOSPC and EDQUOT on writeFileSync leave the file created and empty, as a full disk does, and their
 * error has no path, as Node's has none (the write to the open file fails, not the open).
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const faults = (process.env.MYSITE_TEST_FAULTS ?? '')
  .split(';')
  .filter(Boolean)
  .map((spec) => {
    const [code, kind, fragment] = spec.split(':');
    return { code: code!, kind: kind as 'read' | 'write', fragment: fragment! };
  });

const MESSAGES: Record<string, [number, string]> = {
  EACCES: [-13, 'permission denied'],
  ENOSPC: [-28, 'no space left on device'],
};

/** A full disk fails a write after its file was opened: the file is left there, empty. */
const AFTER_OPEN = new Set(['ENOSPC', 'EDQUOT']);

function check(kind: 'read' | 'write', path: unknown, syscall: string, flag?: string): void {
  const p = String(path);
  const fault = faults.find((f) => f.kind === kind && p.includes(f.fragment));
  if (!fault) return;
  const [errno, text] = MESSAGES[fault.code] ?? [-5, 'i/o error'];
  if (kind === 'write' && flag !== undefined && AFTER_OPEN.has(fault.code)) {
    fs.closeSync(open(p, flag));
    // As Node gives it: the write to the open file fails, and its error has no path.
    throw Object.assign(new Error(`${fault.code}: ${text}, write`), { errno, code: fault.code, syscall: 'write' });
  }
  throw Object.assign(new Error(`${fault.code}: ${text}, ${syscall} '${p}'`), { errno, code: fault.code, syscall, path: p });
}

type Fn = (...args: unknown[]) => unknown;
const open = fs.openSync;

function writeFlag(options: unknown): string {
  return (typeof options === 'object' && options !== null && 'flag' in options ? String(options.flag) : undefined) ?? 'w';
}

function wrap(target: Record<string, unknown>, name: string, kind: 'read' | 'write', syscall: string, async = false): void {
  const original = target[name] as Fn;
  target[name] = async
    ? async (...args: unknown[]) => {
        check(kind, args[0], syscall);
        return original(...args);
      }
    : (...args: unknown[]) => {
        check(kind, args[0], syscall, kind === 'write' && typeof args[0] === 'string' ? writeFlag(args[2]) : undefined);
        return original(...args);
      };
}

if (faults.length > 0) {
  const promises = fs.promises as unknown as Record<string, unknown>;
  wrap(promises, 'readFile', 'read', 'open', true);
  wrap(fs as unknown as Record<string, unknown>, 'readFileSync', 'read', 'open');
  wrap(promises, 'writeFile', 'write', 'write', true);
  wrap(fs as unknown as Record<string, unknown>, 'writeFileSync', 'write', 'write');
  // copyFileSync(from, to): the destination is what is written.
  const copy = fs.copyFileSync;
  (fs as { copyFileSync: unknown }).copyFileSync = (from: fs.PathLike, to: fs.PathLike, mode?: number) => {
    check('write', to, 'copyfile');
    return copy(from, to, mode);
  };
  // openSync(path, 'w'): a file opened to be written in parts (writev), as save-file.ts does.
  (fs as { openSync: unknown }).openSync = (path: fs.PathLike, flags?: fs.OpenMode, mode?: fs.Mode) => {
    if (typeof flags === 'string' && /[wa]/.test(flags)) check('write', path, 'open');
    return open(path, flags ?? 'r', mode);
  };
  syncBuiltinESMExports();
}
