/**
 * How a file that a later build reads back (a cache, the last build's stamp,
 * the page records) is saved: written whole under a temporary name in the same
 * folder, then renamed over the old one, so a reader (another build, or this
 * one after a crash) sees either the old file or the new one, never half of it.
 */
import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync, writevSync } from 'node:fs';
import { dirname } from 'node:path';
import { threadId } from 'node:worker_threads';
import { writingFile } from './file-system-errors.js';

let saves = 0;

/** `contents` may be given in parts, written one after the other (not joined in memory first). */
export function saveFileAtomically(file: string, contents: string | NodeJS.ArrayBufferView | NodeJS.ArrayBufferView[]): void {
  mkdirSync(dirname(file), { recursive: true });
  // Unique per process, thread and call: two builds, or two threads of one, never share a temporary file.
  const tmp = `${file}.${process.pid}-${threadId}-${++saves}.tmp`;
  try {
    writingFile(tmp, () => (Array.isArray(contents) ? writeParts(tmp, contents) : writeFileSync(tmp, contents)));
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}

function writeParts(file: string, parts: NodeJS.ArrayBufferView[]): void {
  const fd = openSync(file, 'w');
  try {
    // writev may write less than asked: go on from where it stopped.
    const left = parts.map((p) => new Uint8Array(p.buffer, p.byteOffset, p.byteLength));
    while (left.length > 0) {
      let written = writevSync(fd, left);
      while (left.length > 0 && written >= left[0]!.byteLength) written -= left.shift()!.byteLength;
      if (left.length > 0 && written > 0) left[0] = left[0]!.subarray(written);
    }
  } finally {
    closeSync(fd);
  }
}
