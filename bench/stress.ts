/**
 * `npm run bench:stress`: the size and time bombs of issue 14, measured.
 *
 * - a 1.9 MB Markdown page (this site's docs, repeated; the limit is 2 MB):
 *   cold build time and peak RSS;
 * - an API of N operations (this site's spec, its paths repeated): cold build
 *   time, peak RSS, output size and average page size;
 * - watch mode: heap and RSS after garbage collection over 250 saves of a doc.
 *
 *   npm run bench:stress -- [--operations 1000] [--edits 250]
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import SwaggerParser from '@apidevtools/swagger-parser';
import { stringify } from 'yaml';
import { folderSize } from '../src/builder/output/folder-size.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
const CLI = join(ROOT, 'bin/mysite.js');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

function site(extraConfig = ''): string {
  const dir = mkdtempSync(join(tmpdir(), 'mysite-stress-'));
  mkdirSync(join(dir, 'content/docs'), { recursive: true });
  mkdirSync(join(dir, 'content/pages'), { recursive: true });
  writeFileSync(
    join(dir, 'site.config.ts'),
    `import { defineConfig } from 'mysite-ssg';\nexport default defineConfig({ title: 'Stress', url: 'https://example.com', theme: ${JSON.stringify(join(ROOT, 'themes/default'))}, onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'ignore', onBrokenAnchors: 'ignore', ${extraConfig} });\n`,
  );
  writeFileSync(join(dir, 'content/pages/index.tsx'), `export default function Home() { return <main id="main"><h1>Home</h1></main>; }\n`);
  writeFileSync(join(dir, 'content/docs/intro.md'), '---\ntitle: Intro\nslug: /\n---\n\nHello.\n');
  return dir;
}

function timedBuild(dir: string): string {
  const r = spawnSync('/usr/bin/time', ['-f', '%e s wall, %U s user, %M KB peak RSS', process.execPath, CLI, '--root', dir, 'build', '--no-cache'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(r.stderr.slice(-3000));
  return r.stderr.trim().split('\n').pop()!;
}

async function bigMarkdown(): Promise<void> {
  const dir = site();
  const docs = await fg('content/docs/**/*.md', { cwd: ROOT });
  const body = docs
    .map((f) =>
      readFileSync(join(ROOT, f), 'utf8')
        .replace(/^---\n[\s\S]*?\n---\n/, '')
        .replace(/^::diagram.*$/gm, ''),
    )
    .join('\n\n');
  let text = '---\ntitle: Big\n---\n\n';
  while (text.length < 1.9 * 1024 * 1024) text += body + '\n\n';
  writeFileSync(join(dir, 'content/docs/big.md'), text.slice(0, text.lastIndexOf('\n\n', 1.9 * 1024 * 1024)));
  console.log(`Markdown page of 1.9 MB: ${timedBuild(dir)}`);
  rmSync(dir, { recursive: true, force: true });
}

async function bigApi(operations: number): Promise<void> {
  const dir = site(`api: { specPath: 'openapi/openapi.yaml' },`);
  const doc = (await new SwaggerParser().bundle(join(ROOT, 'openapi/openapi.yaml'))) as unknown as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  const perCopy = Object.values(doc.paths).reduce(
    (n, item) => n + Object.values(item).filter((op) => op && typeof op === 'object' && 'responses' in op).length,
    0,
  );
  const paths: typeof doc.paths = {};
  for (let i = 0; i * perCopy < operations; i++) {
    for (const [path, item] of Object.entries(doc.paths)) {
      const copy = structuredClone(item);
      for (const op of Object.values(copy)) if (op && typeof op === 'object' && op.operationId) op.operationId += `V${i}`;
      paths[`/v${i}${path}`] = copy;
    }
  }
  doc.paths = paths;
  mkdirSync(join(dir, 'openapi'));
  const yaml = stringify(doc);
  writeFileSync(join(dir, 'openapi/openapi.yaml'), yaml);
  const timing = timedBuild(dir);
  const pages = readdirSync(join(dir, 'dist/api'));
  const pageBytes = pages.reduce((n, f) => n + readFileSync(join(dir, 'dist/api', f)).length, 0);
  console.log(
    `API of ${operations} operations (${(yaml.length / 1e6).toFixed(1)} MB): ${timing}; output ${(folderSize(join(dir, 'dist')) / 1e6).toFixed(0)} MB, ${(pageBytes / pages.length / 1024).toFixed(0)} KB per API page`,
  );
  rmSync(dir, { recursive: true, force: true });
}

async function watchMemory(edits: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mysite-stress-watch-'));
  for (const part of ['site.config.ts', 'content', 'openapi', 'static', 'themes']) cpSync(join(ROOT, part), join(dir, part), { recursive: true });
  process.env.NODE_ENV = 'production';
  const { createWatchServer } = await import('../src/server/watch-server.js');
  const server = await createWatchServer({ siteDir: dir, port: 0, host: '127.0.0.1' });
  let events = 0;
  get(`${server.url}/_mysite/live`, (res) => res.on('data', (chunk: Buffer) => (events += (String(chunk).match(/^event: (reload|errors)$/gm) ?? []).length)));
  const gc = (globalThis as { gc?: () => void }).gc;
  const memory = () => {
    gc?.();
    const m = process.memoryUsage();
    return `heap ${(m.heapUsed / 1e6).toFixed(0)} MB, RSS ${(m.rss / 1e6).toFixed(0)} MB`;
  };
  const doc = join(dir, 'content/docs/Cors.md');
  const original = readFileSync(doc, 'utf8');
  console.log(`watch mode, before editing: ${memory()}${gc ? '' : ' (run with --expose-gc for figures after collection)'}`);
  for (let i = 1; i <= edits; i++) {
    const seen = events;
    writeFileSync(doc, `${original}\n\nSave number ${i}.\n`);
    while (events === seen) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => get(`${server.url}/docs/cors`, { headers: { 'accept-encoding': 'br' } }, (res) => res.resume().on('end', r)));
    if (i % 50 === 0) console.log(`watch mode, after ${i} saves: ${memory()}`);
  }
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

await bigMarkdown();
await bigApi(arg('operations', 1000));
await watchMemory(arg('edits', 250));
process.exit(0);
