// Compiles the engine (src/) and the tests (test/) from TypeScript to plain
// ESM in lib/, file by file, so `mysite` starts without a TypeScript loader.
// Runs on `npm install` (prepare) and before `npm test`.
import { build } from 'esbuild';
import fg from 'fast-glob';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const entryPoints = await fg(['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.ts', '!test/fixtures/**', '!src/client/**'], {
  cwd: root,
});
rmSync(join(root, 'lib'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints,
  outdir: 'lib',
  outbase: '.',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: 'inline',
  logLevel: 'warning',
});
