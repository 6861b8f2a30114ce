/**
 * The bench's "cache restored in CI" row: a build as a CI job runs it with
 * docs/GETTING-STARTED.md's recipe. The site's cache folder, as the last
 * build left it, stands for the previous commit's saved cache; each run is
 * a fresh checkout of the next commit at the same path: every source file
 * with a new time, no output folder, the cache restored as saved, and 10
 * docs changed. The docs and the cache are put back afterwards.
 */
import { cpSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a checkout does not have: the build's output, its spare folder and lock, and the cache (restored separately). */
const NOT_CHECKED_OUT = new Set(['dist', '.dist.previous', '.dist.lock', '.mysite-cache']);

/** The first `count` docs of bench/corpus.ts's layout, one per area. */
export function changedDocs(count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) =>
      `docs/${String((i % 10) + 1).padStart(2, '0')}-area-${(i % 10) + 1}/${String(Math.floor(i / 10) + 1).padStart(2, '0')}-group-${Math.floor(i / 10) + 1}/topic-${i + 1}.md`,
  );
}

/** Every source file's time set to now, as `git checkout` into an empty workspace leaves them. */
function touchSources(dir: string, now: Date): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (NOT_CHECKED_OUT.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) touchSources(path, now);
    else utimesSync(path, now, now);
  }
}

/** The builds, `runs` times; the corpus has at least 10 docs. */
export function restoredCacheBuilds<T>(siteDir: string, runs: number, build: () => T, log: (line: string) => void): T[] {
  const cache = join(siteDir, '.mysite-cache');
  const saved = `${cache}.saved`;
  // actions/cache keeps the files' times as they were saved.
  cpSync(cache, saved, { recursive: true, preserveTimestamps: true });
  const files = changedDocs(10);
  const originals = files.map((file) => readFileSync(join(siteDir, file), 'utf8'));
  const timed: T[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      for (const entry of NOT_CHECKED_OUT) rmSync(join(siteDir, entry), { recursive: true, force: true });
      touchSources(siteDir, new Date());
      cpSync(saved, cache, { recursive: true, preserveTimestamps: true });
      files.forEach((file, f) => writeFileSync(join(siteDir, file), `${originals[f]}\n\nChanged in the next commit (${i}).\n`));
      timed.push(build());
      log(`  restored cache, ${files.length} docs changed: run ${i + 1} of ${runs} built`);
    }
  } finally {
    files.forEach((file, f) => writeFileSync(join(siteDir, file), originals[f]!));
    rmSync(cache, { recursive: true, force: true });
    cpSync(saved, cache, { recursive: true, preserveTimestamps: true });
    rmSync(saved, { recursive: true, force: true });
  }
  return timed;
}
