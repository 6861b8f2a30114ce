/**
 * What a run reads, seen from outside the sources: the folder a glob
 * starts from, the files of a folder, and which file each page was built
 * from.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SourceResult } from '../../content/content-source.js';

/** The folder a glob starts from (`content/docs/**` → `content/docs`). */
export function globBase(glob: string): string {
  const parts = glob.split('/');
  const fixed = parts.findIndex((part) => /[*?{[]/.test(part));
  return (fixed === -1 ? parts : parts.slice(0, fixed)).join('/') || '.';
}

/** Relative paths of the files under a folder (none if it does not exist). */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

/** Each source file with the route built from it: Markdown links between pages resolve through this. */
export function fileRoutesKey(results: Map<string, SourceResult>): string {
  let key = '';
  for (const result of results.values()) for (const route of result.routes) if (route.source?.file) key += `${route.source.file}\0${route.path}\n`;
  return key;
}
