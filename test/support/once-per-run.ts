/**
 * Work done once per test run and shared by the test files that need it
 * (the build of a site, the install of the packed package).
 *
 * `scripts/test.mjs` gives the run a folder (MYSITE_TEST_RUN_DIR). The first
 * test process that asks for a piece of work takes its lock (a folder made
 * with mkdir, which only one process can make) and does it there; the others
 * wait for its result file to appear. A test file run on its own, without
 * that folder, does the work in a temporary folder of its own, removed when
 * the process exits.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Resolves with the contents of `file` once it exists (it is written by a rename, so whole). */
function whenWritten(file: string, dir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const watcher = watch(dir, () => {
      if (!existsSync(file)) return;
      watcher.close();
      resolve(readFileSync(file, 'utf8'));
    });
    watcher.on('error', reject);
    // Written before the watch began?
    if (existsSync(file)) {
      watcher.close();
      resolve(readFileSync(file, 'utf8'));
    }
  });
}

type Outcome<T> = { value: T } | { error: string };

/**
 * The result of `make(dir)`, computed once per test run under `name` (a file
 * name): `dir` is an empty folder for the work's files, kept for the run.
 * The result must survive JSON. A failure is shared too: every waiting file
 * gets the same error instead of waiting for ever.
 */
export async function oncePerRun<T>(name: string, make: (dir: string) => T | Promise<T>): Promise<T> {
  const runDir = process.env.MYSITE_TEST_RUN_DIR;
  if (!runDir) {
    const dir = mkdtempSync(join(tmpdir(), `mysite-${name}-`));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    return make(dir);
  }
  const result = join(runDir, `${name}.json`);
  let outcome: Outcome<T>;
  try {
    mkdirSync(join(runDir, `${name}.lock`));
  } catch {
    outcome = JSON.parse(await whenWritten(result, runDir)) as Outcome<T>;
    if ('error' in outcome) throw new Error(outcome.error);
    return outcome.value;
  }
  const dir = join(runDir, name);
  mkdirSync(dir);
  try {
    outcome = { value: await make(dir) };
  } catch (error) {
    outcome = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  writeFileSync(`${result}.tmp`, JSON.stringify(outcome));
  renameSync(`${result}.tmp`, result);
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome.value;
}
