/**
 * What a build left in its output folder: every file with its size and
 * modification time, taken right after the folder was swapped in. A later
 * build trusts a file of that folder (to carry a page over, or to say "Up to
 * date") only while it is still exactly what was recorded: a file that was
 * edited, removed or added by hand, or half-written by something else, makes
 * the build write it again.
 */
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Relative path → `size:mtime`. */
export type OutputManifest = Map<string, string>;

function signature(size: number, mtimeMs: number): string {
  return `${size}:${mtimeMs}`;
}

/** The manifest of a folder (empty when it does not exist). */
export function readManifest(dir: string): OutputManifest {
  const manifest: OutputManifest = new Map();
  let entries;
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return manifest;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    const stat = statSync(full, { throwIfNoEntry: false });
    if (stat) manifest.set(relative(dir, full).split(sep).join('/'), signature(stat.size, stat.mtimeMs));
  }
  return manifest;
}

/** One hash of a whole manifest, to compare a folder with its record at once. */
export function manifestHash(manifest: OutputManifest): string {
  const hash = createHash('sha1');
  for (const file of [...manifest.keys()].sort()) hash.update(file).update('\0').update(manifest.get(file)!).update('\n');
  return hash.digest('hex');
}

/** Whether a file of `dir` is still as `manifest` recorded it. */
export function unchangedSince(manifest: OutputManifest | undefined, dir: string, file: string): boolean {
  const recorded = manifest?.get(file);
  if (recorded === undefined) return false;
  const stat = statSync(join(dir, file), { throwIfNoEntry: false });
  return !!stat?.isFile() && signature(stat.size, stat.mtimeMs) === recorded;
}
