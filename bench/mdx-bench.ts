/**
 * The `mdx` rows of `npm run bench` (issue 29): what an MDX page with
 * components costs against a Markdown page of the same length, and what one
 * interactive island adds to a page's first-load JS (sites from
 * bench/mdx-corpus.ts).
 *
 * Per-page cost: each kind is built cold at N pages and at 1 page, runs of
 * the two kinds alternated; a page costs (median at N − median at 1) / (N − 1),
 * so the work every build does once (loading the engine, the theme bundle,
 * the MDX site's components bundle) is not spread over the pages. The budget
 * is MDX ≤ 2 × Markdown. The island budget: the island page's first-load JS
 * (bench/first-load-js.ts, which counts the islands' runtime and chunks) is
 * at most the static page's plus the island chunk plus 2 KB.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadJs, islandScripts } from './first-load-js.js';
import { ISLAND_PAGES, writeIslandSite, writeMdxBenchSite } from './mdx-corpus.js';
import { formatStat, stat, type Stat } from './stat.js';

type Kind = 'markdown' | 'mdx';
const KINDS: Kind[] = ['markdown', 'mdx'];

interface Build {
  ms: number;
  cpuMs: number;
}

export interface MdxKindResult {
  coldMs: Stat;
  coldCpuMs: Stat;
  /** Cold builds of the same site with one page. */
  onePageMs: Stat;
  onePageCpuMs: Stat;
  /** (median at N − median at 1) / (N − 1). */
  perPageMs: number;
  perPageCpuMs: number;
}

export interface IslandResult {
  staticFirstLoadBytes: number;
  islandFirstLoadBytes: number;
  /** Gzip bytes of the island's own chunk. */
  islandChunkBytes: number;
  budgetMet: boolean;
}

export interface MdxResult {
  pages: number;
  markdown: MdxKindResult;
  mdx: MdxKindResult;
  /** MDX per page ÷ Markdown per page, wall and CPU. */
  ratio: number;
  cpuRatio: number;
  island: IslandResult;
}

export interface MdxBenchInput {
  /** Where the sites are written (a folder of their own each). */
  dir: string;
  pages: number;
  runs: number;
  themeDir: string;
  build: (siteDir: string) => Build;
  log: (line: string) => void;
}

/** 2 KB over the island's own chunk (issue 29). */
const ISLAND_ALLOWANCE = 2 * 1024;

export function benchMdx(input: MdxBenchInput): MdxResult {
  const { dir, pages, runs, themeDir, build, log } = input;
  if (!(pages >= 2)) throw new Error(`--mdx-pages must be 2 or more (a page's cost is the difference from a 1-page site), not ${pages}`);
  const sites = (kind: Kind) => ({ full: join(dir, `${kind}-${pages}`), one: join(dir, `${kind}-1`) });
  for (const kind of KINDS) {
    writeMdxBenchSite(sites(kind).full, kind, pages, themeDir);
    writeMdxBenchSite(sites(kind).one, kind, 1, themeDir);
  }
  const times = Object.fromEntries(KINDS.map((k) => [k, { full: [] as Build[], one: [] as Build[] }])) as Record<Kind, { full: Build[]; one: Build[] }>;
  for (let i = 0; i < runs; i++) {
    for (const kind of KINDS) {
      for (const size of ['full', 'one'] as const) {
        const t = cold(sites(kind)[size], build);
        times[kind][size].push(t);
        log(`  mdx: ${kind}, ${size === 'full' ? pages : 1} page(s), cold ${Math.round(t.ms)} ms, ${Math.round(t.cpuMs)} ms CPU`);
      }
    }
  }
  const result = (kind: Kind): MdxKindResult => {
    const { full, one } = times[kind];
    const coldMs = stat(full.map((t) => t.ms));
    const coldCpuMs = stat(full.map((t) => t.cpuMs));
    const onePageMs = stat(one.map((t) => t.ms));
    const onePageCpuMs = stat(one.map((t) => t.cpuMs));
    const perPage = (n: Stat, o: Stat) => (n.median - o.median) / (pages - 1);
    return { coldMs, coldCpuMs, onePageMs, onePageCpuMs, perPageMs: perPage(coldMs, onePageMs), perPageCpuMs: perPage(coldCpuMs, onePageCpuMs) };
  };
  const markdown = result('markdown');
  const mdx = result('mdx');
  return {
    pages,
    markdown,
    mdx,
    ratio: mdx.perPageMs / markdown.perPageMs,
    cpuRatio: mdx.perPageCpuMs / markdown.perPageCpuMs,
    island: benchIsland(join(dir, 'island'), input),
  };
}

function cold(siteDir: string, build: (siteDir: string) => Build): Build {
  rmSync(join(siteDir, '.mysite-cache'), { recursive: true, force: true });
  rmSync(join(siteDir, 'dist'), { recursive: true, force: true });
  return build(siteDir);
}

/** First-load JS of the island page and its static twin (sizes do not vary between builds: one build). */
export function benchIsland(siteDir: string, input: Pick<MdxBenchInput, 'themeDir' | 'build' | 'log'>): IslandResult {
  writeIslandSite(siteDir, input.themeDir);
  cold(siteDir, input.build);
  const dist = join(siteDir, 'dist');
  const staticFirstLoadBytes = firstLoadJs(dist, ISLAND_PAGES.static)!;
  const islandFirstLoadBytes = firstLoadJs(dist, ISLAND_PAGES.island)!;
  // islandScripts lists the runtime first, then the page's one island chunk.
  const chunk = islandScripts(dist, readFileSync(join(dist, ISLAND_PAGES.island), 'utf8'))[1];
  if (!chunk) throw new Error(`${ISLAND_PAGES.island} has no island: the counter was not made an island`);
  const islandChunkBytes = gzipSync(readFileSync(join(dist, chunk)), { level: 9 }).length;
  const budgetMet = islandFirstLoadBytes - staticFirstLoadBytes <= islandChunkBytes + ISLAND_ALLOWANCE;
  input.log(`  mdx: island page ${islandFirstLoadBytes} B first-load JS, static twin ${staticFirstLoadBytes} B, island chunk ${islandChunkBytes} B (gzip)`);
  return { staticFirstLoadBytes, islandFirstLoadBytes, islandChunkBytes, budgetMet };
}

export function printMdxTable(r: MdxResult): void {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
  const rows: [string, string, string][] = [
    [`cold build, ${r.pages} pages`, formatStat(r.markdown.coldMs), formatStat(r.mdx.coldMs)],
    [`cold build CPU, ${r.pages} pages`, formatStat(r.markdown.coldCpuMs), formatStat(r.mdx.coldCpuMs)],
    ['cold build, 1 page', formatStat(r.markdown.onePageMs), formatStat(r.mdx.onePageMs)],
    ['cold build CPU, 1 page', formatStat(r.markdown.onePageCpuMs), formatStat(r.mdx.onePageCpuMs)],
    ['per page (wall)', ms(r.markdown.perPageMs), ms(r.mdx.perPageMs)],
    ['per page (CPU)', ms(r.markdown.perPageCpuMs), ms(r.mdx.perPageCpuMs)],
  ];
  const w = [Math.max(...rows.map((x) => x[0].length)), ...[1, 2].map((i) => Math.max(8, ...rows.map((x) => x[i]!.length)))];
  console.log(`\n${'MDX against Markdown'.padEnd(w[0]!)}  ${'Markdown'.padEnd(w[1]!)}  MDX`);
  for (const [label, a, b] of rows) console.log(`${label.padEnd(w[0]!)}  ${a.padEnd(w[1]!)}  ${b}`);
  const budget = (x: number) => (x <= 2 ? 'met' : 'NOT MET');
  console.log(`MDX ÷ Markdown per page: ${r.ratio.toFixed(2)} wall (budget 2: ${budget(r.ratio)}), ${r.cpuRatio.toFixed(2)} CPU (${budget(r.cpuRatio)})`);
  const i = r.island;
  const added = i.islandFirstLoadBytes - i.staticFirstLoadBytes;
  console.log(
    `One island: first-load JS ${kb(i.islandFirstLoadBytes)} against ${kb(i.staticFirstLoadBytes)} for its static twin, +${kb(added)}; the island's chunk ${kb(i.islandChunkBytes)}; budget (chunk + 2 KB = ${kb(i.islandChunkBytes + ISLAND_ALLOWANCE)}): ${i.budgetMet ? 'met' : 'NOT MET'}`,
  );
}
