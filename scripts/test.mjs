// Runs the compiled tests (lib/test/**/*.test.js) with node:test.
// Usage: node scripts/test.mjs [filter ...]   (a file runs if its path contains one of the filters)
import fg from 'fast-glob';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const filters = process.argv.slice(2);
let files = await fg(['lib/test/**/*.test.js'], { cwd: process.cwd() });
if (filters.length > 0) files = files.filter((f) => filters.some((filter) => f.includes(filter)));
// The long files first (browser checks, then the packaged product), the rest by name: a run whose last file is
// a long one ends with one of the two slots idle for its length.
const LONG_FIRST = ['lib/test/site-checks/', 'lib/test/e2e/', 'lib/test/product/'];
const rank = (file) => {
  const i = LONG_FIRST.findIndex((dir) => file.startsWith(dir));
  return i === -1 ? LONG_FIRST.length : i;
};
files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
if (files.length === 0) {
  console.error('No test files found' + (filters.length > 0 ? ` matching ${filters.map((f) => `"${f}"`).join(' or ')}` : '') + '.');
  process.exit(1);
}
// What test files share within this run, e.g. one build of the repository's site (test/support/repository-site.ts).
const runDir = mkdtempSync(join(tmpdir(), 'mysite-test-run-'));
// A test that hangs fails after 5 minutes, by name, instead of holding the run (and CI) until it is killed.
// node's own default reporter (spec on a terminal, TAP otherwise), then the slowest files.
const reporters = [
  `--test-reporter=${process.stdout.isTTY ? 'spec' : 'tap'}`,
  '--test-reporter-destination=stdout',
  '--test-reporter=./scripts/slowest-test-files.mjs',
  '--test-reporter-destination=stdout',
];
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=2', '--test-timeout=300000', ...reporters, ...files], {
  stdio: 'inherit',
  env: { ...process.env, MYSITE_TEST_RUN_DIR: runDir },
});
rmSync(runDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
