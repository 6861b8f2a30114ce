/**
 * What a build left in its output folder: every file with its size and
 * modification time, and every folder with its time, taken right after the folder was swapped in. A later
 * build trusts a file of that folder (to carry a page over, or to say "Up to
 * date") only while it is still exactly what was recorded: a file that was
 * edited, removed or added by hand, or half-written by something else, makes
 * the build write it again.
 */
import { readdirSync, statSync, type Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Relative path → `size:mtime`. Folders are listed too, their paths ending in `/` (the folder itself is `./`). */
export type OutputManifest = Map<string, string>;

function signature(size: number, mtimeMs: number): string {
  return `${size}:${mtimeMs}`;
}

/** The size a file's manifest entry records. */
export function recordedSize(entry: string): number {
  return Number.parseInt(entry, 10);
}

/**
 * The manifest of a folder (empty when it does not exist). `recorded`: files
 * whose entry is already known (kept from an earlier build), taken as they are.
 */
export function readManifest(dir: string, recorded?: ReadonlyMap<string, string>): OutputManifest {
  const manifest: OutputManifest = new Map();
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return manifest;
  }
  const paths = ['./'];
  for (const entry of entries) {
    if (!entry.isFile() && !entry.isDirectory()) continue;
    const path = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
    paths.push(entry.isDirectory() ? `${path}/` : path);
  }
  return manifestOf(dir, paths, recorded);
}

/**
 * The manifest of the given paths of a folder, without listing it: a file
 * added to or removed from a folder changes the folder's time, so the
 * paths of an earlier manifest are enough to tell whether anything changed.
 */
export function manifestOf(dir: string, paths: string[], recorded?: ReadonlyMap<string, string>): OutputManifest {
  const manifest: OutputManifest = new Map();
  for (const path of paths) {
    const entry = recorded?.get(path) ?? entryOf(dir, path);
    if (entry !== undefined) manifest.set(path, entry);
  }
  return manifest;
}

/**
 * Whether the given paths of a folder are still exactly as a manifest of
 * them recorded (its entries, in the same order): the no-change check,
 * which stops at the first difference.
 */
export function stillAsRecorded(dir: string, paths: readonly string[], entries: readonly string[]): boolean {
  return paths.length === entries.length && paths.every((path, i) => entryOf(dir, path) === entries[i]);
}

/** A path's manifest entry, if it is there and of its kind (a folder's path ends in `/`). */
function entryOf(dir: string, path: string): string | undefined {
  const stat = statSync(pathIn(dir, path), { throwIfNoEntry: false });
  if (!stat || stat.isDirectory() !== path.endsWith('/')) return undefined;
  return signature(stat.isDirectory() ? 0 : stat.size, stat.mtimeMs);
}

/** Whether a file of `dir` is still as `manifest` recorded it. */
export function unchangedSince(manifest: OutputManifest | undefined, dir: string, file: string): boolean {
  const recorded = manifest?.get(file);
  if (recorded === undefined) return false;
  const stat = statSync(pathIn(dir, file), { throwIfNoEntry: false });
  return !!stat?.isFile() && signature(stat.size, stat.mtimeMs) === recorded;
}

/**
 * A manifest path (relative, with forward slashes, already normal) in its
 * folder. Not path.join: normalising each path again was a fifth of the time
 * of stating 6,000 of them.
 */
function pathIn(dir: string, path: string): string {
  return `${dir}/${path}`;
}
