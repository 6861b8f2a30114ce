/**
 * `npm run bench`: builds this site and synthetic corpora (1,000 docs + 200
 * posts, 5,000 docs + 1,000 posts, written to a temporary folder that is not
 * a git checkout; their builds have a warning, like many real sites), and
 * prints, per site: cold build time, CPU time (user + system) and peak RSS,
 * repeated build time with nothing changed and after one doc was edited,
 * a CI job's build with the previous commit's cache restored and 10 docs
 * changed (bench/restored-cache.ts; corpora only),
 * pages per second, check-links time, `serve --watch` start to first page,
 * save-to-reload latency (median of 12 edits, measured in Chromium) and the
 * server's memory after them, first-load JavaScript per page type, the HTML
 * of a docs page and dist/ size; and search: the index build (its phase in
 * the cold build), the bytes from opening the search dialog to a query's
 * first results and the keystroke-to-results latency in Chromium
 * (bench/search.ts). Medians over several runs with the spread (min–max);
 * the table is also written to bench-results/bench.json.
 *
 * The `api` size builds synthetic OpenAPI documents of 10, 660 and 1,000
 * operations (cold build, peak RSS, output, bytes per API page); `--api-sizes
 * 660` builds only the given counts.
 *
 * The `mdx` size (bench/mdx-bench.ts) builds `--mdx-pages` (300) MDX pages
 * with components and as many Markdown pages of the same length, cold, and
 * prints each kind's per-page cost and the ratio MDX ÷ Markdown (budget 2);
 * and the first-load JS of a page with one island against its static twin,
 * the island chunk's size and whether the budget (chunk + 2 KB) holds.
 *
 * The `1000x5l` size (bench/locales-bench.ts) builds the 1,000-doc corpus
 * cold with one locale and with five (each translating a tenth of the
 * docs), and prints the ratio (target ≤ 1.6×), then edits one page of one
 * locale and says how many pages that build rendered. `--docs <n>` builds
 * the corpus sizes with n docs (and a fifth as many posts) instead, to try
 * a size quickly.
 *
 * The `compare` size (bench/compare-bench.ts) times `migrate --compare` on
 * a 1,000-page pair without screenshots (`--docs` changes the count), and
 * says whether it is under 10 s.
 *
 * `--engine <checkout>/bin/mysite.js` runs another checkout's engine, with
 * that checkout's default theme, and its own site for the `site` size (whose
 * one-doc edit writes to that checkout's content/docs/Cors.md, then restores
 * it). To compare with the engine before real MDX (the parent of 4757bbb),
 * build it in a second worktree and run the same sizes with both engines, in
 * turn; first-load JS is counted by this checkout's bench/first-load-js.ts
 * either way:
 *
 *   git -C /work/wt/base checkout --detach 4757bbb^ && (cd /work/wt/base && npm install && npm run compile)
 *   npm run bench -- --sizes site,1000 --runs 5 --engine /work/wt/base/bin/mysite.js
 *   npm run bench -- --sizes site,1000 --runs 5
 *
 *   npm run bench -- [--sizes site,20,1000,5000,1000x3v,1000x3vx2l,1000x5l,api,mdx] [--api-sizes 10,660,1000] [--mdx-pages 300] [--docs <n>] [--runs 3] [--no-watch] [--engine <path>]
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpus, type CorpusSize } from './corpus.js';
import { watchLatency } from './watch-latency.js';
import { firstLoadJs } from './first-load-js.js';
import { folderSize } from '../src/builder/output/folder-size.js';
import { formatStat, stat, type Stat } from './stat.js';
import { searchCost } from './search.js';
import { API_SIZES, benchApi, printApiTable, writeApiSite, type ApiResult } from './api-bench.js';
import { benchMdx, printMdxTable, type MdxResult } from './mdx-bench.js';
import { benchLocales, printLocalesTable, type LocalesResult } from './locales-bench.js';
import { restoredCacheBuilds } from './restored-cache.js';
import { benchCompare, type CompareResult, printCompareTable } from './compare-bench.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const CLI = join(ROOT, 'bin/mysite.js');
const OUT = join(ROOT, 'bench-results');

interface Args {
  sizes: string[];
  runs: number;
  watch: boolean;
  /** Operation counts of the `api` size. */
  apiSizes: number[];
  /** Pages of each site of the `mdx` size. */
  mdxPages: number;
  /** The `bin/mysite.js` to measure; its checkout gives the theme and the `site` size's site. */
  engine: string;
  /** Docs of the corpus sizes instead of theirs (posts a fifth of it), to try a size quickly. */
  docs?: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { sizes: ['site', '1000', '5000', 'api', 'compare'], runs: 3, watch: true, apiSizes: API_SIZES, mdxPages: 300, engine: CLI };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--sizes') args.sizes = argv[++i]!.split(',');
    else if (argv[i] === '--runs') args.runs = Number(argv[++i]);
    else if (argv[i] === '--no-watch') args.watch = false;
    else if (argv[i] === '--api-sizes') args.apiSizes = argv[++i]!.split(',').map(Number);
    else if (argv[i] === '--mdx-pages') args.mdxPages = Number(argv[++i]);
    else if (argv[i] === '--engine') args.engine = resolve(argv[++i]!);
    else if (argv[i] === '--docs') args.docs = Number(argv[++i]);
  }
  return args;
}

/** "1000+200", and its versions and locales when it has them. */
function corpusName({ docs, posts, versions, locales }: CorpusSize): string {
  return `${docs}+${posts}${versions ? ` ×${versions} versions` : ''}${locales ? ` ×${locales.length} locales` : ''}`;
}

const SIZES: Record<string, CorpusSize> = {
  '1000': { docs: 1000, posts: 200 },
  '5000': { docs: 5000, posts: 1000 },
  // To try the bench itself: every row, in seconds.
  '20': { docs: 20, posts: 5 },
  // Issue 30's row: the 1000 corpus in 3 docs versions and 2 locales, against the one above.
  '1000x3v': { docs: 1000, posts: 200, versions: 3 },
  '1000x3vx2l': { docs: 1000, posts: 200, versions: 3, locales: ['en', 'fr'] },
};

/** Issue 45's row: the 1000 corpus in 5 locales, a tenth of the docs translated, against itself in one locale. */
const LOCALES_SIZE = { name: '1000x5l', corpus: { docs: 1000, posts: 200, locales: ['en', 'fr', 'de', 'es', 'ja'], translated: 0.1 } };

/** A corpus size with `--docs` docs instead of its own, and a fifth as many posts. */
function scaled<C extends CorpusSize>(corpus: C, docs: number | undefined): C {
  return docs === undefined ? corpus : { ...corpus, docs, posts: Math.round(docs / 5) };
}

interface Timed {
  ms: number;
  /** User + system CPU time of the process and its threads. */
  cpuMs: number;
  rssMb: number;
  pages: number;
  /** Time of each build phase (from --verbose). */
  phases: Record<string, number>;
  /** Pages the build rendered (from --verbose). */
  rendered?: number;
}

/** Runs the CLI under /usr/bin/time for wall time and peak RSS (of the whole process tree's largest). */
function timedCli(cli: string, siteDir: string, args: string[]): Timed {
  const started = performance.now();
  const r = spawnSync('/usr/bin/time', ['-f', '%M %U %S', process.execPath, cli, '--root', siteDir, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  if (r.status !== 0) throw new Error(`mysite ${args.join(' ')} failed in ${siteDir}:\n${r.stderr.slice(-4000)}`);
  const [rssKb, user, system] = r.stderr.trim().split('\n').pop()!.split(' ').map(Number);
  const pages = Number(/(?:Built|Up to date:) (\d+) pages/.exec(r.stdout)?.[1] ?? 0);
  const rendered = /pages: (\d+) rendered/.exec(r.stdout + r.stderr)?.[1];
  const phases = Object.fromEntries([...(/phases: (.*)/.exec(r.stderr)?.[1]?.matchAll(/(\w[\w ]*?) (\d+) ms/g) ?? [])].map((m) => [m[1]!, Number(m[2])]));
  return { ms, cpuMs: (user! + system!) * 1000, rssMb: rssKb! / 1024, pages, phases, ...(rendered ? { rendered: Number(rendered) } : {}) };
}

const PAGE_TYPES: Record<string, Record<string, string>> = {
  site: { home: 'index.html', doc: 'docs/authentication.html', blogList: 'blog.html', blogPost: 'blog/cors-setup-apache.html', api: 'api/get-jwt.html' },
  corpus: { home: 'index.html', doc: 'docs/area-1/group-1/topic-1.html', blogList: 'blog.html', blogPost: 'blog/2020/01/01/post-1.html' },
};

/** Queries for the search figures: words, a title, a prefix, a typo; on this site also an error number, a path and a hook. */
const SEARCH_QUERIES: Record<string, { route: string; queries: string[] }> = {
  site: { route: '/docs/authentication', queries: ['refresh token', 'error 45', '/auth/validate', 'revokr', 'jwt_payload filter', 'google login'] },
  corpus: {
    route: '/docs/area-1/group-1/topic-1',
    queries: ['refresh token', 'configure topic 4242', 'troubleshooting', 'revok', 'validte', 'session cookie secret'],
  },
};

/** Search budgets (issue 15): bytes to the first results, and the median keystroke latency. */
const SEARCH_BUDGET = { site: 60 * 1024, corpus: 400 * 1024, keystrokeMs: 50 };

interface SiteResult {
  site: string;
  pages: number;
  coldMs: Stat;
  coldCpuMs: Stat;
  coldRssMb: Stat;
  warmMs: Stat;
  warmRssMb: Stat;
  /** A build after editing one doc (the cache is warm, one page's text changed). */
  editMs: Stat;
  pagesPerSecond: number;
  checkLinksMs: Stat;
  /** A CI job's build (bench/restored-cache.ts): fresh checkout, the previous commit's cache restored, 10 docs changed. */
  restoredCacheMs?: Stat;
  saveToReloadMs?: Stat;
  watchStartMs?: number;
  watchRssMb?: number;
  firstLoadJsGzipBytes: Record<string, number | undefined>;
  /** The HTML of the page the one-doc edit touches. */
  docHtmlBytes: number;
  distBytes: number;
  /** The search phase of the cold builds, and its share of the cold build. */
  searchIndexMs: Stat;
  searchIndexShare: number;
  /** Bytes (gzip) from opening the dialog to the first results, per query; the keystroke latency. */
  searchTransfer: { query: string; bytes: number; files: number }[];
  searchKeystrokeMs: Stat;
}

async function benchSite(name: string, siteDir: string, args: Args): Promise<SiteResult> {
  const dist = join(siteDir, 'dist');
  const cold: Timed[] = [];
  const warm: Timed[] = [];
  for (let i = 0; i < args.runs; i++) {
    rmSync(join(siteDir, '.mysite-cache'), { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
    cold.push(timedCli(args.engine, siteDir, ['build', '--quiet', '--verbose']));
    log(`  ${name}: cold ${Math.round(cold[i]!.ms)} ms`);
  }
  for (let i = 0; i < args.runs; i++) {
    warm.push(timedCli(args.engine, siteDir, ['build', '--quiet']));
    log(`  ${name}: warm ${Math.round(warm[i]!.ms)} ms`);
  }
  const docFile = name === 'site' ? 'content/docs/Cors.md' : 'docs/01-area-1/01-group-1/topic-1.md';
  const edits: Timed[] = [];
  const original = readFileSync(join(siteDir, docFile), 'utf8');
  try {
    for (let i = 0; i < args.runs; i++) {
      writeFileSync(join(siteDir, docFile), `${original}\n\nEdit number ${i}.\n`);
      edits.push(timedCli(args.engine, siteDir, ['build', '--quiet']));
      log(`  ${name}: one-doc edit ${Math.round(edits[i]!.ms)} ms`);
    }
  } finally {
    writeFileSync(join(siteDir, docFile), original);
    timedCli(args.engine, siteDir, ['build', '--quiet']);
  }
  const checks: number[] = [];
  for (let i = 0; i < args.runs; i++) checks.push(timedCli(args.engine, siteDir, ['check-links']).ms);
  const pages = cold[0]!.pages;
  const kind = name === 'site' ? 'site' : 'corpus';
  const types = PAGE_TYPES[kind]!;
  const searchIndexMs = stat(cold.map((t) => t.phases.search ?? 0));
  const search = await searchCost(dist, SEARCH_QUERIES[kind]!.route, SEARCH_QUERIES[kind]!.queries);
  const keystrokes = stat(search.keystrokes);
  const worst = Math.max(...search.transfer.map((t) => t.bytes));
  log(
    `  ${name}: search index ${Math.round(searchIndexMs.median)} ms; first results ${search.transfer.map((t) => `${t.query} ${(t.bytes / 1024).toFixed(1)} KB`).join(', ')}; keystroke median ${keystrokes.median.toFixed(1)} ms`,
  );
  log(
    `  ${name}: search budget ${worst <= SEARCH_BUDGET[kind] ? 'met' : 'NOT MET'} for transfer (${(worst / 1024).toFixed(1)} of ${SEARCH_BUDGET[kind] / 1024} KB), ${keystrokes.median <= SEARCH_BUDGET.keystrokeMs ? 'met' : 'NOT MET'} for latency`,
  );
  const result: SiteResult = {
    site: name,
    pages,
    coldMs: stat(cold.map((t) => t.ms)),
    coldCpuMs: stat(cold.map((t) => t.cpuMs)),
    coldRssMb: stat(cold.map((t) => t.rssMb)),
    warmMs: stat(warm.map((t) => t.ms)),
    warmRssMb: stat(warm.map((t) => t.rssMb)),
    editMs: stat(edits.map((t) => t.ms)),
    pagesPerSecond: Math.round(pages / (stat(cold.map((t) => t.ms)).median / 1000)),
    checkLinksMs: stat(checks),
    firstLoadJsGzipBytes: Object.fromEntries(Object.entries(types).map(([type, file]) => [type, firstLoadJs(dist, file)])),
    docHtmlBytes: statSync(join(dist, types.doc!)).size,
    distBytes: folderSize(dist),
    searchIndexMs,
    searchIndexShare: searchIndexMs.median / stat(cold.map((t) => t.ms)).median,
    searchTransfer: search.transfer,
    searchKeystrokeMs: keystrokes,
  };
  if (args.watch) {
    const route = name === 'site' ? '/docs/cors' : '/docs/area-1/group-1/topic-1';
    const watch = await watchLatency({ cli: args.engine, siteDir, docFile, route, edits: 12 });
    result.saveToReloadMs = stat(watch.editsMs);
    result.watchStartMs = watch.startMs;
    result.watchRssMb = watch.rssMb;
    log(
      `  ${name}: serve --watch first page ${Math.round(watch.startMs)} ms, save-to-reload median ${Math.round(result.saveToReloadMs.median)} ms, ${Math.round(watch.rssMb)} MB after 12 edits`,
    );
  }
  if (name !== 'site') {
    // Last: it leaves the output of the changed docs (the docs and the cache are put back).
    const restored = restoredCacheBuilds(siteDir, args.runs, () => timedCli(args.engine, siteDir, ['build', '--quiet']), log);
    result.restoredCacheMs = stat(restored.map((t) => t.ms));
    log(`  ${name}: cache restored in CI, 10 docs changed: ${formatStat(result.restoredCacheMs)}`);
  }
  return result;
}

function log(line: string): void {
  process.stderr.write(line + '\n');
  appendFileSync(join(OUT, 'bench.log'), line + '\n');
}

function printTable(results: SiteResult[]): void {
  const rows: [string, (r: SiteResult) => string][] = [
    ['pages', (r) => String(r.pages)],
    ['cold build', (r) => formatStat(r.coldMs)],
    ['cold build CPU (user + sys)', (r) => formatStat(r.coldCpuMs)],
    ['cold peak RSS', (r) => formatStat(r.coldRssMb, 'MB')],
    ['no change (up to date)', (r) => formatStat(r.warmMs)],
    ['warm peak RSS', (r) => formatStat(r.warmRssMb, 'MB')],
    ['one doc touched', (r) => formatStat(r.editMs)],
    ['pages/s (cold)', (r) => String(r.pagesPerSecond)],
    ['check-links', (r) => formatStat(r.checkLinksMs)],
    ['CI: cache restored, 10 docs changed', (r) => formatStat(r.restoredCacheMs)],
    [
      'serve --watch: start to first page',
      (r) => (r.watchStartMs === undefined ? '—' : formatStat({ median: r.watchStartMs, min: r.watchStartMs, max: r.watchStartMs })),
    ],
    ['save-to-reload', (r) => formatStat(r.saveToReloadMs)],
    ['serve --watch RSS after 12 edits', (r) => (r.watchRssMb === undefined ? '—' : `${Math.round(r.watchRssMb)} MB`)],
    ...['home', 'doc', 'blogList', 'blogPost', 'api'].map((t): [string, (r: SiteResult) => string] => [
      `first-load JS ${t} (gzip)`,
      (r) => (r.firstLoadJsGzipBytes[t] === undefined ? '—' : `${(r.firstLoadJsGzipBytes[t]! / 1024).toFixed(1)} KB`),
    ]),
    ['HTML of a docs page', (r) => `${(r.docHtmlBytes / 1024).toFixed(1)} KB`],
    ['dist/ size', (r) => `${(r.distBytes / 1024 / 1024).toFixed(1)} MB`],
    ['search index (cold build)', (r) => `${formatStat(r.searchIndexMs)}, ${(r.searchIndexShare * 100).toFixed(1)}%`],
    [
      'search: to first results (gzip)',
      (r) =>
        `${(Math.max(...r.searchTransfer.map((t) => t.bytes)) / 1024).toFixed(1)} KB max, ${(stat(r.searchTransfer.map((t) => t.bytes)).median / 1024).toFixed(1)} KB median`,
    ],
    [
      'search: keystroke to results',
      (r) => `${r.searchKeystrokeMs.median.toFixed(1)} ms median (${r.searchKeystrokeMs.min.toFixed(0)}–${r.searchKeystrokeMs.max.toFixed(0)})`,
    ],
  ];
  const widths = [Math.max(...rows.map((r) => r[0].length)), ...results.map((r) => Math.max(r.site.length, ...rows.map(([, f]) => f(r).length)))];
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(['', ...results.map((r) => r.site)]));
  for (const [label, f] of rows) console.log(line([label, ...results.map(f)]));
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'bench.log'), '');
  // The engine's checkout: its default theme, and its own site for the `site` size.
  const engineRoot = resolve(dirname(args.engine), '..');
  const themeDir = join(engineRoot, 'themes/default');
  if (args.engine !== CLI) log(`engine ${args.engine}`);
  const results: SiteResult[] = [];
  const apis: ApiResult[] = [];
  let mdx: MdxResult | undefined;
  let locales: LocalesResult | undefined;
  let compare: CompareResult | undefined;
  for (const size of args.sizes) {
    if (size === 'compare') {
      const docs = args.docs ?? 1000;
      log(`compare: a ${docs}-page pair, without screenshots`);
      const run = (d: string, cliArgs: string[]) => timedCli(args.engine, d, cliArgs);
      compare = benchCompare({ dir: join(tmpdir(), 'mysite-bench', 'compare'), docs, runs: args.runs, themeDir, run, log });
      continue;
    }
    if (size === 'mdx') {
      log(`mdx: ${args.mdxPages} MDX pages against ${args.mdxPages} Markdown pages`);
      const build = (d: string) => timedCli(args.engine, d, ['build', '--quiet']);
      mdx = benchMdx({ dir: join(tmpdir(), 'mysite-bench', 'mdx'), pages: args.mdxPages, runs: args.runs, themeDir, build, log });
      continue;
    }
    if (size === 'api') {
      for (const operations of args.apiSizes) {
        const dir = join(OUT, `api-${operations}`);
        writeApiSite(dir, operations, themeDir);
        apis.push(benchApi(dir, operations, args.runs, (d) => timedCli(args.engine, d, ['build', '--quiet']), log));
      }
      continue;
    }
    if (size === LOCALES_SIZE.name) {
      const corpus = scaled(LOCALES_SIZE.corpus, args.docs);
      log(`locales: ${corpus.docs} docs + ${corpus.posts} posts, 1 locale against ${corpus.locales.length}`);
      const build = (d: string) => timedCli(args.engine, d, ['build', '--quiet', '--verbose']);
      locales = benchLocales({ dir: join(tmpdir(), 'mysite-bench', 'locales'), corpus, runs: args.runs, themeDir, build, log });
      continue;
    }
    if (size === 'site') {
      log('this site');
      results.push(await benchSite('site', engineRoot, args));
      continue;
    }
    const corpus = SIZES[size] && scaled(SIZES[size], args.docs);
    if (!corpus) throw new Error(`unknown size ${size} (use site, 20, 1000, 5000, 1000x3v, 1000x3vx2l, 1000x5l, api, mdx, compare)`);
    // Outside any git checkout, as many users' sites are (no commit to read dates from).
    const dir = join(tmpdir(), 'mysite-bench', `corpus-${size}`);
    log(`corpus ${corpus.docs} docs + ${corpus.posts} posts`);
    writeCorpus(dir, corpus, themeDir);
    results.push(await benchSite(corpusName(corpus), dir, args));
  }
  if (results.length > 0) printTable(results);
  if (apis.length > 0) printApiTable(apis);
  if (mdx) printMdxTable(mdx);
  if (locales) printLocalesTable(locales);
  if (compare) printCompareTable(compare);
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: (await import('node:os')).cpus().length,
    engine: args.engine,
    runs: args.runs,
    results,
    apis,
    mdx,
    locales,
    compare,
  };
  writeFileSync(join(OUT, 'bench.json'), JSON.stringify(report, null, 2));
  console.log(`\nwritten to ${join('bench-results', 'bench.json')}`);
}

await main();
