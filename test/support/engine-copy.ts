/**
 * A copy of the engine as a release installs it, to change without touching
 * the repository (test/builder/engine-identity*.test.ts).
 */
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.js';

/** A copy of the engine as a release installs it: bin, the bundle, themes, templates, the client sources, package.json. */
export function copyEngine(into: string): string {
  const root = join(into, 'engine');
  mkdirSync(join(root, 'lib'), { recursive: true });
  // Copied, not linked: esbuild names a linked file by its real path, outside this engine, as no installed engine is.
  for (const part of ['bin', 'lib/bundle', 'themes', 'templates', 'src', 'package.json']) cpSync(join(REPO_ROOT, part), join(root, part), { recursive: true });
  // Its own node_modules, each package linked, so that one can be replaced by an upgraded copy.
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync(join(REPO_ROOT, 'node_modules'))) {
    const from = join(REPO_ROOT, 'node_modules', name);
    if (name === '.package-lock.json') cpSync(from, join(root, 'node_modules', name));
    else if (!name.startsWith('.')) symlinkSync(from, join(root, 'node_modules', name));
  }
  return root;
}

/** The chunk of the bundle that writes the page shell. */
export function shellChunk(engine: string): string {
  const dir = join(engine, 'lib/bundle/chunks');
  const file = readdirSync(dir).find((name) => readFileSync(join(dir, name), 'utf8').includes('<meta name="generator"'));
  assert.ok(file, 'the chunk with the page shell');
  return join(dir, file);
}
