/**
 * The process behind build-process.ts: builds each site it is sent through
 * the engine's API (buildSite), one at a time, and answers with what
 * `mysite build` would have said (its exit status, and the errors and
 * warnings as the CLI prints them, without colour).
 */
import { buildSite, type BuildOptions } from '../../src/builder/orchestration/build.js';
import { distinctDiagnostics, formatReport } from '../../src/core/diagnostics.js';
import { ExitCode, MysiteError } from '../../src/core/errors.js';
import { asFileSystemError } from '../../src/core/file-system-errors.js';
import type { BuildRequest, BuildOutcome } from './build-process.js';

// As the CLI does: server rendering uses React's production build.
process.env.NODE_ENV ??= 'production';

const plain = (_: unknown, text: string) => text;

/** Everything written to stdout or stderr while `run` runs (the engine's own output, notices). */
async function capturing<T>(run: () => Promise<T>): Promise<{ value?: T; error?: unknown; stdout: string; stderr: string }> {
  const written = { stdout: '', stderr: '' };
  const writes = { stdout: process.stdout.write, stderr: process.stderr.write };
  for (const name of ['stdout', 'stderr'] as const) {
    process[name].write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      written[name] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      return (writes[name] as (...args: unknown[]) => boolean).call(process[name], chunk, ...rest);
    }) as typeof process.stdout.write;
  }
  try {
    return { value: await run(), ...written };
  } catch (error) {
    return { error, ...written };
  } finally {
    process.stdout.write = writes.stdout;
    process.stderr.write = writes.stderr;
  }
}

/** Prints the errors and warnings to this process's stderr too, as the CLI would, so that its log is a build's whole log. */
function reported(outcome: BuildOutcome, report: string): BuildOutcome {
  process.stderr.write(report);
  return { ...outcome, stderr: outcome.stderr + report };
}

async function build({ siteDir, options }: BuildRequest): Promise<BuildOutcome> {
  // The CLI runs in the site folder: paths in its messages are relative to it.
  process.chdir(siteDir);
  const run = await capturing(() => buildSite({ ...options, siteDir, onNotice: (message) => process.stderr.write(`${message}\n`) } satisfies BuildOptions));
  if (run.value) {
    const report = run.value.warnings.length > 0 ? `${formatReport(distinctDiagnostics(run.value.warnings), plain)}\n` : '';
    return reported({ code: ExitCode.ok, upToDate: run.value.upToDate, pages: run.value.pages, stdout: run.stdout, stderr: run.stderr }, report);
  }
  const failure = asFileSystemError(run.error);
  const report =
    failure instanceof MysiteError
      ? `${formatReport(distinctDiagnostics(failure.diagnostics), plain)}\n`
      : `Internal error: ${String((failure as Error)?.stack ?? failure)}\n`;
  return reported({ code: ExitCode.contentError, upToDate: false, pages: 0, stdout: run.stdout, stderr: run.stderr }, report);
}

process.on('message', (request: BuildRequest) => {
  void build(request).then((outcome) => process.send!(outcome));
});
