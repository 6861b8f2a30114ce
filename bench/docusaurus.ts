/**
 * `npm run bench:docusaurus -- <path> [--keep]`: how a Docusaurus site
 * fares with mysite. Copies the site to a temporary folder (the given
 * folder is never written to; its node_modules, if any, is linked, not
 * copied), then runs `mysite migrate --force`, `mysite build` and `mysite
 * check-links` there, and prints for each step its exit code, wall time,
 * CPU time (user + system), peak RSS and the errors and warnings by code,
 * plus the pages built and what the migration did not map. A step that
 * fails is measured and reported like the others: a migration with errors
 * is what this measures. `--keep` leaves the copy for a look.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countDiagnostics, formatCounts } from './diagnostic-counts.js';
import { measureStep, type StepMeasure } from './measure-step.js';
import { copySite } from './copy-site.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const CLI = join(ROOT, 'bin/mysite.js');

function main(argv: string[]): number {
  const source = argv.find((a) => !a.startsWith('--'));
  if (!source || !existsSync(source) || !statSync(source).isDirectory()) {
    process.stderr.write('Usage: npm run bench:docusaurus -- <path of a Docusaurus site> [--keep]\n');
    return 2;
  }
  const from = resolve(source);
  const work = mkdtempSync(join(tmpdir(), 'mysite-bench-docusaurus-'));
  const site = join(work, basename(from));
  copySite(from, site);
  process.stdout.write(`Docusaurus site ${from}\ncopied to ${site}\n\n`);
  try {
    const steps: [string, StepMeasure][] = [];
    // --force: the copy may hold a site.config.ts from an earlier migration, which this one replaces.
    for (const command of ['migrate --force', 'build', 'check-links']) {
      const step = measureStep([CLI, '--root', site, ...command.split(' ')], site);
      steps.push([command, step]);
      report(command, step);
    }
    summary(steps);
  } finally {
    if (argv.includes('--keep')) process.stdout.write(`\nKept ${site}\n`);
    else rmSync(work, { recursive: true, force: true });
  }
  return 0;
}

function report(command: string, step: StepMeasure): void {
  const output = `${step.stdout}\n${step.stderr}`;
  const { errors, warnings } = countDiagnostics(output);
  const lines = [
    `mysite ${command}: exit ${step.exitCode}, ${seconds(step.wallMs)} wall, ${step.cpuMs === undefined ? '—' : seconds(step.cpuMs)} CPU (user + system), ${step.peakRssMb === undefined ? '—' : `${Math.round(step.peakRssMb)} MB`} peak RSS`,
    `  errors by code:   ${formatCounts(errors)}`,
    `  warnings by code: ${formatCounts(warnings)}`,
  ];
  if (command.startsWith('migrate')) {
    const mapped = /(\d+) options? mapped, (\d+) not mapped/.exec(step.stdout);
    if (mapped) lines.push(`  options: ${mapped[1]} mapped, ${mapped[2]} not mapped`);
    for (const group of step.stdout.matchAll(/^ {2}(\S[^\n]*) \((\d+)\):$/gm)) lines.push(`    ${group[1]}: ${group[2]}`);
  }
  if (command === 'build') {
    const pages = /(?:Built|Up to date:) (\d+) pages/.exec(step.stdout)?.[1];
    lines.push(`  pages built: ${pages ?? 0}${pages ? '' : ' (the build failed)'}`);
  }
  if (command === 'check-links') {
    const checked = /(\d+) internal links in (\d+) pages/.exec(output);
    if (checked) lines.push(`  ${checked[1]} internal links checked in ${checked[2]} pages`);
  }
  const last = (step.stderr.trim().split('\n').at(-1) ?? '').trim();
  if (step.exitCode !== 0 && last) lines.push(`  last line: ${last}`);
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

function summary(steps: [string, StepMeasure][]): void {
  const cpu = steps.reduce((sum, [, s]) => sum + (s.cpuMs ?? 0), 0);
  const rss = Math.max(...steps.map(([, s]) => s.peakRssMb ?? 0));
  process.stdout.write(`All steps: ${seconds(cpu)} CPU, ${Math.round(rss)} MB peak RSS (measured with ${steps[0]![1].by})\n`);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

process.exitCode = main(process.argv.slice(2));
