// The public entries' type declarations (lib/types, the `types` of the
// package's exports), written by tsc from tsconfig.types.json. tsc runs
// incrementally (lib/types.tsbuildinfo), and not at all when no file it
// read last time is newer than its build info (`tsc -b` would look only
// at the entries, not at what they import). Type errors are printed but do
// not stop the compile: `tsc --noEmit` (npm test) is the type check. The
// config's types are then written without zod (plain-declarations.mjs).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import fg from 'fast-glob';
import { plainSchemaDeclarations } from './plain-declarations.mjs';

const OUT = 'lib/types';
const BUILD_INFO = 'lib/types.tsbuildinfo';
/** What changes the declarations besides the sources: the configs, the entries' paths, the installed types. */
const SETTINGS = ['tsconfig.json', 'tsconfig.types.json', 'package.json', 'package-lock.json'];

/** Whether every entry's declaration file named by package.json is there. */
function entriesDeclared(root) {
  const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return Object.values(exports).every((target) => typeof target !== 'object' || !target.types || existsSync(join(root, target.types)));
}

/** The files tsc read last time (its build info lists them), or undefined when unknown. */
function lastInputs(root) {
  try {
    const { fileNames } = JSON.parse(readFileSync(join(root, BUILD_INFO), 'utf8'));
    if (!Array.isArray(fileNames)) return undefined;
    return fileNames.map((name) => resolve(dirname(join(root, BUILD_INFO)), name)).filter((file) => !file.includes('/node_modules/'));
  } catch {
    return undefined;
  }
}

function upToDate(root) {
  if (!entriesDeclared(root)) return false;
  const inputs = lastInputs(root);
  if (!inputs) return false;
  const built = statSync(join(root, BUILD_INFO)).mtimeMs;
  return [...inputs, ...SETTINGS.map((name) => join(root, name))].every((file) => existsSync(file) && statSync(file).mtimeMs <= built);
}

/** Removes declarations whose source file is gone (tsc never deletes what it wrote). */
async function pruneOrphans(root) {
  for (const file of await fg('**/*.d.ts', { cwd: join(root, OUT) })) {
    const source = file.slice(0, -'.d.ts'.length);
    if (!['.ts', '.tsx', '.d.ts'].some((ext) => existsSync(join(root, source + ext)))) rmSync(join(root, OUT, file));
  }
}

export async function writeDeclarations(root) {
  if (!upToDate(root)) await runTsc(root);
  plainSchemaDeclarations(root);
}

async function runTsc(root) {
  // tsc trusts its build info to know what it wrote: without the declarations, it starts afresh.
  if (!entriesDeclared(root)) rmSync(join(root, BUILD_INFO), { force: true });
  const started = new Date();
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const code = await new Promise((done, fail) => {
    const child = spawn(process.execPath, [tsc, '-p', 'tsconfig.types.json'], { cwd: root, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', done);
  });
  await pruneOrphans(root);
  if (!existsSync(join(root, BUILD_INFO))) return;
  if (code === 0) {
    // Stamped with the start: a file saved while tsc ran is newer, and the next compile looks again.
    utimesSync(join(root, BUILD_INFO), started, started);
  } else {
    console.warn(`${OUT}: written despite the type errors above (tsc exit code ${code}).`);
    utimesSync(join(root, BUILD_INFO), new Date(0), new Date(0)); // so the next compile shows them again
  }
}
