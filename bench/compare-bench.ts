/**
 * The `compare` size (issue 44): how long `mysite migrate --compare` takes
 * on a 1,000-page pair without screenshots (target: under 10 s). The pair
 * is the 1,000-doc corpus built once, and a copy of its output standing for
 * the Docusaurus build, with one page in ten changed (a paragraph's text)
 * and one in a hundred left out, so the comparison has differences to find
 * and report.
 */
import { cpSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeCorpus } from './corpus.js';
import { formatStat, type Stat, stat } from './stat.js';

export interface CompareResult {
  pages: number;
  wallMs: Stat;
  targetMs: number;
}

export interface CompareBenchInput {
  dir: string;
  docs: number;
  runs: number;
  themeDir: string;
  /** Runs the engine on a site folder with these arguments and returns its wall time. */
  run: (siteDir: string, args: string[]) => { ms: number; pages: number };
  log: (line: string) => void;
}

const TARGET_MS = 10_000;

export function benchCompare({ dir, docs, runs, themeDir, run, log }: CompareBenchInput): CompareResult {
  const site = join(dir, 'site');
  const other = join(dir, 'other-build');
  rmSync(dir, { recursive: true, force: true });
  writeCorpus(site, { docs, posts: 0 }, themeDir);
  const { pages } = run(site, ['build', '--quiet']);
  cpSync(join(site, 'dist'), other, { recursive: true });
  alterCopy(other);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    times.push(run(site, ['migrate', '--compare', other, '--no-screenshots', '--json']).ms);
    log(`  compare ${i + 1}/${runs}: ${Math.round(times[i]!)} ms`);
  }
  return { pages, wallMs: stat(times), targetMs: TARGET_MS };
}

/** Changes a paragraph in one page of ten and removes one page of a hundred. */
function alterCopy(root: string): void {
  let n = 0;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html') && entry.name !== 'index.html' && entry.name !== '404.html') {
        n++;
        if (n % 100 === 0) unlinkSync(file);
        else if (n % 10 === 0) writeFileSync(file, readFileSync(file, 'utf8').replace(/<p>[^<]*/, '<p>A paragraph written otherwise in the other build.'));
      }
    }
  };
  walk(root);
}

export function printCompareTable(result: CompareResult): void {
  const met = result.wallMs.median < result.targetMs ? 'met' : 'NOT MET';
  console.log(`\nmigrate --compare, ${result.pages} pages, no screenshots: ${formatStat(result.wallMs)}; target under ${result.targetMs / 1000} s: ${met}`);
}
