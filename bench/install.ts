/**
 * `npm run bench:install [-- --with-cards]`: what installing mysite costs a
 * user. Packs the tarball as `npm publish` would (lib/ is made by the
 * compile before this runs), installs it into an empty project with npm
 * (`--prefer-offline`: from the local cache where it can, so the figure is
 * the install, not the network), and prints the packages npm put in
 * node_modules, their size on disk (as `du` counts it) and the install's wall
 * time. The install must stay within its budget (BUDGET: packages and
 * megabytes, React and React DOM included, which npm installs as the peers
 * they are): over it, the bench says by how much and exits with 1. The
 * seconds are only reported (they depend on the machine and the cache).
 * `--with-cards` then adds the packages social cards need (the optional
 * peer dependencies) and prints the same figures again.
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const env = { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };

/** What installing mysite may cost at most (issue 40: 68 packages and 75 MB before). */
const BUDGET = { packages: 50, megabytes: 45 };

interface InstallMeasure {
  packages: number;
  megabytes: number;
  seconds: number;
}

function npm(args: string[], cwd: string): void {
  const r = spawnSync('npm', args, { cwd, env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
}

/** Packages in node_modules, from the record npm keeps of what it installed there. */
function packageCount(project: string): number {
  const record = JSON.parse(readFileSync(join(project, 'node_modules/.package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
  return Object.keys(record.packages).filter((key) => key.includes('node_modules/')).length;
}

/** Bytes on disk under a folder: blocks, as `du` counts them (hard links once). */
function diskBytes(dir: string, seen = new Set<number>()): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const stat = lstatSync(path);
    if (seen.has(stat.ino)) continue;
    seen.add(stat.ino);
    total += stat.blocks * 512;
    if (entry.isDirectory()) total += diskBytes(path, seen);
  }
  return total;
}

function measure(project: string, args: string[]): InstallMeasure {
  const start = performance.now();
  npm(['install', ...args, '--prefer-offline'], project);
  const seconds = (performance.now() - start) / 1000;
  return { packages: packageCount(project), megabytes: diskBytes(join(project, 'node_modules')) / 1e6, seconds };
}

/** The optional peer dependencies of the tarball's package.json, as `name@range`. */
function optionalPeers(): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    peerDependencies?: Record<string, string>;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };
  return Object.entries(pkg.peerDependencies ?? {})
    .filter(([name]) => pkg.peerDependenciesMeta?.[name]?.optional)
    .map(([name, range]) => `${name}@${range}`);
}

function line(label: string, m: InstallMeasure): string {
  return `${label.padEnd(26)} ${String(m.packages).padStart(4)} packages  ${m.megabytes.toFixed(1).padStart(6)} MB  ${m.seconds.toFixed(1).padStart(5)} s\n`;
}

/** What is over the budget, as sentences (none when within it). */
export function overBudget(m: InstallMeasure): string[] {
  const over: string[] = [];
  if (m.packages > BUDGET.packages) over.push(`${m.packages} packages, over the budget of ${BUDGET.packages}`);
  if (m.megabytes > BUDGET.megabytes) over.push(`${m.megabytes.toFixed(1)} MB, over the budget of ${BUDGET.megabytes} MB`);
  return over;
}

function main(argv: string[]): number {
  const work = mkdtempSync(join(tmpdir(), 'mysite-bench-install-'));
  let status = 0;
  try {
    npm(['pack', '--ignore-scripts', '--pack-destination', work], ROOT);
    const tarball = join(work, readdirSync(work).find((name) => name.endsWith('.tgz'))!);
    const project = join(work, 'project');
    mkdirSync(project);
    npm(['init', '-y'], project);
    process.stdout.write(`${tarball}\n`);
    const install = measure(project, [tarball]);
    process.stdout.write(line('install the tarball', install));
    const over = overBudget(install);
    process.stdout.write(
      over.length ? over.map((sentence) => `over budget: ${sentence}\n`).join('') : `within budget (${BUDGET.packages} packages, ${BUDGET.megabytes} MB)\n`,
    );
    if (over.length) status = 1;
    if (argv.includes('--with-cards')) {
      const peers = optionalPeers();
      process.stdout.write(line('+ social cards', measure(project, peers)));
      process.stdout.write(`  (${peers.join(' ')})\n`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return status;
}

process.exitCode = main(process.argv.slice(2));
