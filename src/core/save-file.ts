/**
 * How a file that a later build reads back (a cache, the last build's stamp,
 * the page records) is saved: written whole under a temporary name in the same
 * folder, then renamed over the old one, so a reader (another build, or this
 * one after a crash) sees either the old file or the new one, never half of it.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { threadId } from 'node:worker_threads';

let saves = 0;

export function saveFileAtomically(file: string, contents: string | NodeJS.ArrayBufferView): void {
  mkdirSync(dirname(file), { recursive: true });
  // Unique per process, thread and call: two builds, or two threads of one, never share a temporary file.
  const tmp = `${file}.${process.pid}-${threadId}-${++saves}.tmp`;
  try {
    writeFileSync(tmp, contents);
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}
