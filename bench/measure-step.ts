/**
 * Runs one command as a child process and measures it: wall time, CPU time
 * (user + system) and peak RSS. With GNU time (`/usr/bin/time -v`) the
 * figures cover the child and the processes it waited for (esbuild's
 * service); without it, the child reports its own `process.resourceUsage()`
 * (its threads included) when it exits. Never throws on a non-zero exit:
 * a failing step is measured like any other.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface StepMeasure {
  exitCode: number;
  stdout: string;
  stderr: string;
  wallMs: number;
  /** User + system CPU time, when it could be measured. */
  cpuMs?: number;
  peakRssMb?: number;
  /** How the figures were taken. */
  by: '/usr/bin/time -v' | 'process.resourceUsage()';
}

const GNU_TIME = '/usr/bin/time';

/** A module the child imports first: on exit it writes its resource usage where MYSITE_BENCH_USAGE says. */
const USAGE_HOOK = `data:text/javascript,${encodeURIComponent(
  "import { writeFileSync } from 'node:fs'; process.on('exit', () => { const u = process.resourceUsage(); writeFileSync(process.env.MYSITE_BENCH_USAGE, JSON.stringify({ user: u.userCPUTime, system: u.systemCPUTime, maxRss: u.maxRSS })); });",
)}`;

/**
 * `program`: what runs `args`, Node by default; another program (Hugo) is measured only with GNU
 * time (without it, wall time only). `env`: added to the bench's environment.
 */
export function measureStep(args: string[], cwd: string, program = process.execPath, env: Record<string, string> = {}): StepMeasure {
  const dir = mkdtempSync(join(tmpdir(), 'mysite-bench-step-'));
  const out = join(dir, 'usage');
  const node = program === process.execPath;
  const gnu = existsSync(GNU_TIME) && /GNU/.test(`${spawnSync(GNU_TIME, ['-V'], { encoding: 'utf8' }).stdout}`);
  const started = performance.now();
  const r = gnu
    ? spawnSync(GNU_TIME, ['-v', '-o', out, program, ...args], {
        cwd,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        env: { ...process.env, NO_COLOR: '1', ...env },
      })
    : spawnSync(program, node ? ['--import', USAGE_HOOK, ...args] : args, {
        cwd,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        env: { ...process.env, NO_COLOR: '1', ...env, MYSITE_BENCH_USAGE: out },
      });
  const wallMs = performance.now() - started;
  const measure: StepMeasure = {
    exitCode: r.status ?? -1,
    stdout: r.stdout ?? '',
    stderr: r.stderr ?? '',
    wallMs,
    by: gnu ? ((GNU_TIME + ' -v') as '/usr/bin/time -v') : 'process.resourceUsage()',
  };
  try {
    const text = readFileSync(out, 'utf8');
    if (gnu) {
      const seconds = (label: string) => Number(new RegExp(`${label} \\(seconds\\): ([\\d.]+)`).exec(text)?.[1] ?? Number.NaN);
      measure.cpuMs = (seconds('User time') + seconds('System time')) * 1000;
      measure.peakRssMb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(text)?.[1]) / 1024;
    } else {
      const usage = JSON.parse(text) as { user: number; system: number; maxRss: number };
      measure.cpuMs = (usage.user + usage.system) / 1000;
      measure.peakRssMb = usage.maxRss / 1024;
    }
  } catch {
    // The child died before writing its usage (killed), or is not Node and there is no GNU time: reported without it.
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return measure;
}
