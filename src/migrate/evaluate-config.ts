/**
 * Runs a Docusaurus config on a thread of its own (evaluate-worker.ts) and
 * returns what it evaluated to, or an error that says why it could not be
 * evaluated at all. The thread is ended once it has answered, or after
 * `timeoutMs` if the config never finishes.
 */
import { Worker } from 'node:worker_threads';
import { relative } from 'node:path';
import { workerScript } from '../core/engine-package.js';
import { MysiteError } from '../core/errors.js';
import type { EvaluateRequest, EvaluateResult } from './evaluate-worker.js';
import type { Plain } from './plain-value.js';
import type { RecordedReads, Substitute } from './value-sources.js';

export interface EvaluatedConfig {
  value: Plain;
  /** Packages the config imports that are not installed (each got a stand-in). */
  missing: string[];
  /** The variables and data files it read (value-sources.ts). */
  reads: RecordedReads;
}

/** `substitute`: the run that gives markers for what was read (sourced-values.ts). */
export async function evaluateDocusaurusConfig(file: string, siteDir: string, timeoutMs = 60_000, substitute?: Substitute): Promise<EvaluatedConfig> {
  const name = relative(siteDir, file);
  const result = await runWorker({ file, siteDir, ...(substitute ? { substitute } : {}) }, timeoutMs);
  if (result.ok) return { value: result.value, missing: result.missing, reads: result.reads };
  throw MysiteError.of({
    code: 'migrate/cannot-evaluate',
    message: `${name} ${result.stage === 'compile' ? 'does not compile' : 'threw while it was loaded'}: ${result.message}`,
    at: result.at ? { ...result.at, file: result.at.file.startsWith('/') ? relative(siteDir, result.at.file) : result.at.file } : { file: name },
  });
}

function runWorker(request: EvaluateRequest, timeoutMs: number): Promise<EvaluateResult> {
  const worker = new Worker(workerScript('migrate-worker.js', new URL('./evaluate-worker.js', import.meta.url)), {
    workerData: request,
    stdout: true,
    stderr: true,
  });
  // What the config prints is not the migration's output.
  worker.stdout.resume();
  worker.stderr.resume();
  return new Promise<EvaluateResult>((resolve) => {
    const done = (result: EvaluateResult) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => done({ ok: false, stage: 'run', message: `it did not finish within ${timeoutMs / 1000} s` }), timeoutMs);
    worker.once('message', (result: EvaluateResult) => done(result));
    worker.once('error', (error) => done({ ok: false, stage: 'run', message: error.message }));
    worker.once('exit', (code) => done({ ok: false, stage: 'run', message: `it stopped the thread that ran it (exit code ${code}) before giving a config` }));
  });
}
