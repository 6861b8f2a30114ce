/**
 * Many builds in one Node process, through the engine's API, for test files
 * that build a fixture many times and are not about the command line: a
 * `mysite build` process each paid for starting Node and loading the whole
 * engine again (most of a small site's build).
 *
 * The builds run in a child process of their own (build-process-child.ts),
 * one at a time, in the site's folder, with the environment given here: a
 * build still reads only what a build of its own would (its environment,
 * its folder), and never the test's process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from '../../src/builder/orchestration/build.js';

export interface BuildRequest {
  siteDir: string;
  options: Omit<BuildOptions, 'siteDir' | 'onProgress' | 'onNotice'>;
}

/** What `mysite build` would have exited with and printed (`stderr`: notices, then errors and warnings as the CLI lists them). */
export interface BuildOutcome {
  code: number;
  upToDate: boolean;
  pages: number;
  stdout: string;
  stderr: string;
}

export interface BuildProcess {
  build(siteDir: string, options?: BuildRequest['options']): Promise<BuildOutcome>;
  /** Everything the process wrote to its stdout and stderr so far. */
  log(): string;
  /** Ends the process; resolves once it has exited (and `log()` is whole). */
  close(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./build-process-child.js', import.meta.url));

/** A process for builds, with `env` added to this process's environment. */
export function startBuildProcess(env: Record<string, string> = {}): BuildProcess {
  const child: ChildProcess = fork(CHILD, [], { env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  // One build at a time: each request waits for the one before it.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    build(siteDir, options = {}) {
      const outcome = queue.then(
        () =>
          new Promise<BuildOutcome>((resolve, reject) => {
            const onExit = () => reject(new Error(`the build process exited while building ${siteDir}:\n${log}`));
            child.once('exit', onExit);
            child.once('message', (message) => {
              child.off('exit', onExit);
              resolve(message as BuildOutcome);
            });
            child.send({ siteDir, options } satisfies BuildRequest);
          }),
      );
      queue = outcome.catch(() => {});
      return outcome;
    },
    log: () => log,
    async close() {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}
