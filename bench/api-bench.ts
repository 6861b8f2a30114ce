/**
 * The API rows of `npm run bench`: a site whose only content is a synthetic
 * OpenAPI document of N operations (bench/openapi-corpus.ts), built cold.
 * Reports build time, peak RSS, output size and the bytes an API page costs
 * (its HTML plus its data file), which should not grow with N.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { folderSize } from '../src/builder/output/folder-size.js';
import { syntheticSpec } from './openapi-corpus.js';
import { formatStat, stat, type Stat } from './stat.js';

export interface ApiResult {
  operations: number;
  coldMs: Stat;
  /** User + system time of all threads: steadier than wall time on a shared machine. */
  coldCpuMs: Stat;
  coldRssMb: Stat;
  distBytes: number;
  /** Median over the operation pages of HTML + page data bytes. */
  bytesPerPage: number;
}

export function writeApiSite(dir: string, operations: number, themeDir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'openapi'), { recursive: true });
  mkdirSync(join(dir, 'content/pages'), { recursive: true });
  mkdirSync(join(dir, 'content/docs'), { recursive: true });
  writeFileSync(join(dir, 'content/docs/intro.md'), '---\ntitle: Guide\n---\n\nSee [the API](/api/synthetic-cloud).\n');
  writeFileSync(
    join(dir, 'site.config.ts'),
    `import { defineConfig } from 'mysite-ssg';\nexport default defineConfig({ title: 'API bench', url: 'https://bench.example.com', theme: ${JSON.stringify(themeDir)}, api: { specPath: 'openapi/openapi.json' } });\n`,
  );
  writeFileSync(join(dir, 'content/pages/index.tsx'), 'export default function Home() { return <main id="main"><h1>API bench</h1></main>; }\n');
  writeFileSync(join(dir, 'openapi/openapi.json'), JSON.stringify(syntheticSpec(operations), null, 2));
}

/** Bytes of each operation page: `dist/api/<id>.html` + `dist/_mysite/data/api/<id>.json`. */
export function apiPageBytes(dist: string): number[] {
  const pages = readdirSync(join(dist, 'api')).filter((f) => f.endsWith('.html'));
  return pages.map((f) => statSync(join(dist, 'api', f)).size + statSync(join(dist, '_mysite/data/api', f.replace(/\.html$/, '.json'))).size);
}

export function benchApi(
  dir: string,
  operations: number,
  runs: number,
  build: (dir: string) => { ms: number; cpuMs: number; rssMb: number },
  log: (line: string) => void,
): ApiResult {
  const times: number[] = [];
  const cpu: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < runs; i++) {
    rmSync(join(dir, '.mysite-cache'), { recursive: true, force: true });
    rmSync(join(dir, 'dist'), { recursive: true, force: true });
    const t = build(dir);
    times.push(t.ms);
    cpu.push(t.cpuMs);
    rss.push(t.rssMb);
    log(`  API of ${operations} operations: cold ${Math.round(t.ms)} ms, ${Math.round(t.cpuMs)} ms CPU, ${Math.round(t.rssMb)} MB`);
  }
  const dist = join(dir, 'dist');
  const bytes = apiPageBytes(dist).sort((a, b) => a - b);
  return { operations, coldMs: stat(times), coldCpuMs: stat(cpu), coldRssMb: stat(rss), distBytes: folderSize(dist), bytesPerPage: bytes[bytes.length >> 1]! };
}

/** The operation counts the `api` size builds. */
export const API_SIZES = [10, 660, 1000];

export function printApiTable(apis: ApiResult[]): void {
  console.log('\noperations  cold build                 cold CPU                   cold peak RSS         dist/ size  bytes per API page');
  for (const a of apis) {
    const size = `${(a.distBytes / 1e6).toFixed(1)} MB`;
    console.log(
      `${String(a.operations).padEnd(11)}${formatStat(a.coldMs).padEnd(27)}${formatStat(a.coldCpuMs).padEnd(27)}${formatStat(a.coldRssMb, 'MB').padEnd(22)}${size.padEnd(12)}${(a.bytesPerPage / 1024).toFixed(1)} KB`,
    );
  }
}
