/**
 * `npm run bench:peers`: mysite against the static site generators a team
 * would compare it with, on the same generated corpus (bench/corpus.ts's docs
 * and posts, written in each tool's layout by bench/peer-sites/): Docusaurus 3
 * with Faster, VitePress 1, Astro Starlight and Rspress 2 with their default
 * themes, Hugo and Eleventy 3 with bare layouts. Each tool is installed into
 * a temporary folder outside this repository (bench/peer-install.ts) and built
 * cold `--runs` times, the tools alternated round by round; the table gives
 * each tool's median wall time, CPU time (user + system) and peak RSS with the
 * spread, and each as a ratio to mysite's (peer ÷ mysite: 10 means mysite is
 * ten times cheaper). Written to bench-results/peers.json too.
 *
 *   npm run bench:peers -- [--docs 1000] [--posts 200] [--runs 3] [--only docusaurus,hugo] [--keep] [--work <dir>]
 *
 * `--keep` leaves the temporary folder (installed tools, sites, outputs);
 * `--work <dir>` uses that folder instead (a tool already installed there is
 * not installed again) and leaves it.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusFiles, writeCorpus, type CorpusSize } from './corpus.js';
import { installPeer, type InstalledPeer } from './peer-install.js';
import { docusaurus } from './peer-sites/docusaurus.js';
import { eleventy } from './peer-sites/eleventy.js';
import { hugo } from './peer-sites/hugo.js';
import type { Peer } from './peer-sites/peer.js';
import { rspress } from './peer-sites/rspress.js';
import { starlight } from './peer-sites/starlight.js';
import { vitepress } from './peer-sites/vitepress.js';
import { measureStep } from './measure-step.js';
import { type Stat, stat } from './stat.js';
import { peerTable, type ToolResult } from './peer-table.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const CLI = join(ROOT, 'bin/mysite.js');

export const PEERS: Peer[] = [docusaurus, vitepress, starlight, rspress, hugo, eleventy];

interface Args {
  size: CorpusSize;
  runs: number;
  only?: string[];
  keep: boolean;
  work?: string;
}

export function parsePeerArgs(argv: string[]): Args {
  const args: Args = { size: { docs: 1000, posts: 200 }, runs: 3, keep: false };
  const count = (flag: string, value: string | undefined) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} takes a whole number of at least 1, not ${JSON.stringify(value)}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag === '--docs') args.size.docs = count(flag, argv[++i]);
    else if (flag === '--posts') args.size.posts = count(flag, argv[++i]);
    else if (flag === '--runs') args.runs = count(flag, argv[++i]);
    else if (flag === '--only') args.only = (argv[++i] ?? '').split(',');
    else if (flag === '--keep') args.keep = true;
    else if (flag === '--work') args.work = resolve(argv[++i] ?? '.');
    else throw new Error(`unknown option ${flag} (use --docs, --posts, --runs, --only, --keep, --work)`);
  }
  const unknown = args.only?.filter((id) => !PEERS.some((p) => p.id === id));
  if (unknown?.length) throw new Error(`--only: no tool ${unknown.join(', ')} (the tools: ${PEERS.map((p) => p.id).join(', ')})`);
  return args;
}

/** A tool ready to build: its site folder, how to run its build, what to remove before a cold one. */
interface Contender {
  id: string;
  label: string;
  version: string;
  dir: string;
  program: string;
  args: string[];
  leftovers: string[];
  outDir: string;
  env?: Record<string, string>;
  runs: { wallMs: number; cpuMs?: number; peakRssMb?: number }[];
  failed?: string;
}

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** Everything in the tool's folder but what npm installed: a site written before (`--work`) leaves nothing behind. */
function clearSite(dir: string): void {
  if (!existsSync(dir)) return;
  const kept = new Set(['node_modules', 'package.json', 'package-lock.json', 'root']);
  for (const entry of readdirSync(dir)) if (!kept.has(entry) && !entry.endsWith('.deb')) rmSync(join(dir, entry), { recursive: true, force: true });
}

function prepare(args: Args, work: string): { contenders: Contender[]; skipped: [string, string][] } {
  const files = corpusFiles(args.size);
  const mysiteDir = join(work, 'mysite');
  writeCorpus(mysiteDir, args.size, join(ROOT, 'themes/default'));
  const engineVersion = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  const contenders: Contender[] = [
    {
      id: 'mysite',
      label: 'mysite',
      version: engineVersion,
      dir: mysiteDir,
      program: process.execPath,
      args: [CLI, '--root', mysiteDir, 'build', '--quiet'],
      // The spare output folder too: a cold build has no earlier output at all.
      leftovers: ['.mysite-cache', 'dist', '.dist.previous'],
      outDir: 'dist',
      runs: [],
    },
  ];
  const skipped: [string, string][] = [];
  for (const peer of PEERS.filter((p) => !args.only || args.only.includes(p.id))) {
    const dir = join(work, peer.id);
    const installed = installPeer(peer, dir, log);
    if ('skipped' in installed) {
      log(`  ${peer.id}: skipped (${installed.skipped})`);
      skipped.push([peer.label, installed.skipped]);
      continue;
    }
    clearSite(dir);
    peer.write(dir, files);
    contenders.push(contender(peer, dir, installed));
  }
  return { contenders, skipped };
}

function contender(peer: Peer, dir: string, installed: InstalledPeer): Contender {
  return {
    id: peer.id,
    label: peer.label,
    version: installed.version,
    dir,
    program: installed.program,
    args: [...installed.args, ...peer.buildArgs],
    leftovers: peer.leftovers,
    outDir: peer.outDir,
    env: { ...peer.env, ...installed.env },
    runs: [],
  };
}

function coldBuild(tool: Contender): void {
  for (const leftover of tool.leftovers) rmSync(join(tool.dir, leftover), { recursive: true, force: true });
  const step = measureStep(tool.args, tool.dir, tool.program, { ...tool.env });
  if (step.exitCode !== 0) {
    // The message, not the stack: lines of `at …` say little about a config the tool refused.
    const lines = `${step.stdout}\n${step.stderr}`.split('\n').filter((l) => l.trim() && !/^\s+at /.test(l));
    tool.failed = `exit ${step.exitCode}: ${lines.slice(-8).join('\n')}`;
    log(`  ${tool.id}: build failed, ${tool.failed}`);
    return;
  }
  tool.runs.push({ wallMs: step.wallMs, cpuMs: step.cpuMs, peakRssMb: step.peakRssMb });
  log(`  ${tool.id}: cold ${(step.wallMs / 1000).toFixed(2)} s, CPU ${step.cpuMs === undefined ? '—' : `${(step.cpuMs / 1000).toFixed(2)} s`}`);
}

/** HTML files of the last build: that every tool built the whole corpus. */
function countPages(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length;
}

function summarize(tool: Contender): ToolResult {
  const figure = (values: (number | undefined)[]): Stat | undefined =>
    values.length > 0 && values.every((v) => v !== undefined) ? stat(values as number[]) : undefined;
  return {
    id: tool.id,
    label: tool.label,
    version: tool.version,
    htmlFiles: countPages(join(tool.dir, tool.outDir)),
    wallMs: figure(tool.runs.map((r) => r.wallMs)),
    cpuMs: figure(tool.runs.map((r) => r.cpuMs)),
    peakRssMb: figure(tool.runs.map((r) => r.peakRssMb)),
    failed: tool.failed,
  };
}

function main(): void {
  const args = parsePeerArgs(process.argv.slice(2));
  const work = args.work ?? mkdtempSync(join(tmpdir(), 'mysite-bench-peers-'));
  log(`corpus ${args.size.docs} docs + ${args.size.posts} posts in ${work}`);
  try {
    const { contenders, skipped } = prepare(args, work);
    // Alternated rounds: a change in the machine's load falls on every tool alike.
    for (let round = 0; round < args.runs; round++) {
      log(`round ${round + 1} of ${args.runs}`);
      for (const tool of contenders) if (!tool.failed) coldBuild(tool);
    }
    const results = contenders.map(summarize);
    console.log(`Cold builds of ${args.size.docs} docs + ${args.size.posts} posts, medians of ${args.runs} (min–max); ×: the tool ÷ mysite`);
    console.log(peerTable(results));
    for (const [label, why] of skipped) console.log(`${label}: skipped, ${why}`);
    for (const r of results.filter((t) => t.failed)) console.log(`${r.label}: failed, ${r.failed}`);
    const out = join(ROOT, 'bench-results');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      join(out, 'peers.json'),
      JSON.stringify({ date: new Date().toISOString(), node: process.version, size: args.size, runs: args.runs, results, skipped }, null, 2),
    );
    console.log('\nwritten to bench-results/peers.json');
  } finally {
    if (args.keep || args.work) log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
