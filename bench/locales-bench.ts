/**
 * The locales-and-versions row of `npm run bench` (issue 45, item 4): the
 * same corpus built cold with its default locale only, and with every
 * locale (each translating a tenth of the docs, the rest falling back to
 * the default locale's pages), runs of the two alternated. The figure is
 * the ratio of their medians, wall and CPU; the target is at most 1.6.
 * Then one translated page of the second locale is edited and the site
 * built again: the build's own count of pages rendered says whether only
 * that locale's page was redone.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CorpusSize, writeCorpus } from './corpus.js';
import { formatStat, stat, type Stat } from './stat.js';

/** Cold builds of N locales may cost at most this many times one locale's. */
export const LOCALES_TARGET = 1.6;

export interface LocalesResult {
  corpus: string;
  locales: number;
  oneLocaleMs: Stat;
  oneLocaleCpuMs: Stat;
  allLocalesMs: Stat;
  allLocalesCpuMs: Stat;
  /** All locales ÷ one locale, medians, wall and CPU. */
  ratio: number;
  cpuRatio: number;
  /** A build after editing one translated page of the second locale. */
  editMs: number;
  editCpuMs: number;
  /** Pages that build rendered (1 when only the edited page was redone). */
  editRendered: number;
}

export interface LocalesBenchInput {
  /** Where the two sites are written (a folder of their own each). */
  dir: string;
  corpus: CorpusSize & { locales: string[] };
  runs: number;
  themeDir: string;
  /** A cold or incremental `mysite build` of a site folder, its time and the pages it rendered. */
  build: (siteDir: string) => { ms: number; cpuMs: number; rendered?: number };
  log: (line: string) => void;
}

export function benchLocales({ dir, corpus, runs, themeDir, build, log }: LocalesBenchInput): LocalesResult {
  const oneDir = join(dir, 'one-locale');
  const allDir = join(dir, 'all-locales');
  writeCorpus(oneDir, { ...corpus, locales: corpus.locales.slice(0, 1) }, themeDir);
  writeCorpus(allDir, corpus, themeDir);
  const cold = (siteDir: string) => {
    rmSync(join(siteDir, '.mysite-cache'), { recursive: true, force: true });
    rmSync(join(siteDir, 'dist'), { recursive: true, force: true });
    return build(siteDir);
  };
  const one: { ms: number; cpuMs: number }[] = [];
  const all: { ms: number; cpuMs: number }[] = [];
  for (let i = 0; i < runs; i++) {
    one.push(cold(oneDir));
    all.push(cold(allDir));
    log(`  locales: cold, 1 locale ${Math.round(one[i]!.ms)} ms, ${corpus.locales.length} locales ${Math.round(all[i]!.ms)} ms`);
  }
  // The first page of the corpus is translated in every locale (bench/corpus.ts translates every n-th).
  const edited = join(allDir, `i18n/${corpus.locales[1]}/docusaurus-plugin-content-docs/current/01-area-1/01-group-1/topic-1.md`);
  writeFileSync(edited, `${readFileSync(edited, 'utf8')}\n\nAn edit in one locale.\n`);
  const edit = build(allDir);
  log(`  locales: one ${corpus.locales[1]} page edited ${Math.round(edit.ms)} ms, ${edit.rendered ?? '?'} pages rendered`);
  const medians = (list: { ms: number; cpuMs: number }[]) => ({ ms: stat(list.map((b) => b.ms)), cpuMs: stat(list.map((b) => b.cpuMs)) });
  const [o, a] = [medians(one), medians(all)];
  return {
    corpus: `${corpus.docs}+${corpus.posts}`,
    locales: corpus.locales.length,
    oneLocaleMs: o.ms,
    oneLocaleCpuMs: o.cpuMs,
    allLocalesMs: a.ms,
    allLocalesCpuMs: a.cpuMs,
    ratio: a.ms.median / o.ms.median,
    cpuRatio: a.cpuMs.median / o.cpuMs.median,
    editMs: edit.ms,
    editCpuMs: edit.cpuMs,
    editRendered: edit.rendered ?? -1,
  };
}

export function printLocalesTable(r: LocalesResult): void {
  const met = (ratio: number) => (ratio <= LOCALES_TARGET ? 'met' : 'NOT MET');
  console.log(`\nlocales: ${r.corpus}, 1 locale against ${r.locales} (a tenth translated), cold`);
  console.log(`  1 locale              ${formatStat(r.oneLocaleMs)}, CPU ${formatStat(r.oneLocaleCpuMs)}`);
  console.log(`  ${r.locales} locales             ${formatStat(r.allLocalesMs)}, CPU ${formatStat(r.allLocalesCpuMs)}`);
  console.log(`  ratio                 ${r.ratio.toFixed(2)}× wall (${met(r.ratio)}), ${r.cpuRatio.toFixed(2)}× CPU (target ≤ ${LOCALES_TARGET}×)`);
  console.log(`  one page of a locale  ${Math.round(r.editMs)} ms, CPU ${Math.round(r.editCpuMs)} ms, ${r.editRendered} pages rendered`);
}
