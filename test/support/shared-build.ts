/**
 * Sites built once per test run and shared by the test files that only
 * read the output: the repository's own site (eight files built it each,
 * a full build apiece) and the e2e fixture site.
 *
 * `scripts/test.mjs` gives the run a folder (MYSITE_TEST_RUN_DIR). The first
 * test process that asks for a site builds it there; the others wait for
 * its result file to appear. A test file run on its own, without that
 * folder, builds a copy of its own, removed when the process exits.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
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

async function buildOnce(siteDir: string): Promise<SiteBuild> {
  const runDir = process.env.MYSITE_TEST_RUN_DIR;
  if (!runDir) {
    const outDir = mkdtempSync(join(tmpdir(), 'mysite-dist-'));
    process.on('exit', () => rmSync(outDir, { recursive: true, force: true }));
    return build(siteDir, outDir);
  }
  const name = createHash('sha1').update(siteDir).digest('hex').slice(0, 12);
  const result = join(runDir, `${name}.json`);
  try {
    mkdirSync(join(runDir, `${name}.lock`));
  } catch {
    return JSON.parse(await whenWritten(result, runDir)) as SiteBuild;
  }
  const built = build(siteDir, join(runDir, name));
  writeFileSync(`${result}.tmp`, JSON.stringify(built));
  renameSync(`${result}.tmp`, result);
  return built;
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
