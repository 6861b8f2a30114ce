/**
 * Sites built once per test run and shared by the test files that only
 * read the output: the repository's own site (eight files built it each,
 * a full build apiece) and the e2e fixture site.
 *
 * The first test process that asks for a site builds it; the others wait
 * for its result (once-per-run.ts).
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { oncePerRun } from './once-per-run.js';
import { CLI, REPO_ROOT } from './paths.js';

export interface SiteBuild {
  outDir: string;
  status: number | null;
  stdout: string;
  stderr: string;
}

function build(siteDir: string, outDir: string): SiteBuild {
  const r = spawnSync(process.execPath, [CLI, '--root', siteDir, 'build', '--out', outDir], {
    cwd: siteDir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { outDir, status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function buildOnce(siteDir: string): Promise<SiteBuild> {
  const name = createHash('sha1').update(siteDir).digest('hex').slice(0, 12);
  return oncePerRun(name, (outDir) => build(siteDir, outDir));
}

const builds = new Map<string, Promise<SiteBuild>>();

/** The build of a site (its exit status, output and folder), shared within a test run. Read it, never change it. */
export function sharedBuild(siteDir = REPO_ROOT): Promise<SiteBuild> {
  let built = builds.get(siteDir);
  if (!built) builds.set(siteDir, (built = buildOnce(siteDir)));
  return built;
}

/** The output folder of a shared build; throws with the build's errors if it failed. */
export async function sharedOutput(siteDir = REPO_ROOT): Promise<string> {
  const built = await sharedBuild(siteDir);
  if (built.status !== 0) throw new Error(`build of ${siteDir} failed:\n${built.stderr}`);
  return built.outDir;
}
