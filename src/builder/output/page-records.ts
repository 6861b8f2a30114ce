/**
 * What the last builds wrote: for each page a key of everything its HTML is
 * made from, and the links and ids in it; and the other files. A page whose
 * key is unchanged is not rendered again, and its links still take part in
 * the link check. `mysite build` keeps two generations on disk, one for the
 * output folder and one for the spare folder the next build is written
 * into (see output-swap.ts); each folder carries its generation's id.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { frame, unframe } from '../../core/framed-parts.js';
import { saveFileAtomically } from '../../core/save-file.js';
import type { Generation, PageRecord } from './generation.js';
import { decode, encode, type StoredGeneration } from './stored-records.js';

/** Marks an output folder with the id of the generation it holds. */
export const BUILD_ID_FILE = '_mysite/build-id';

/** An id derived from the pages (the same pages give the same id, so builds stay reproducible). */
export function buildIdOf(pages: Map<string, PageRecord>): string {
  const hash = createHash('sha1');
  for (const path of [...pages.keys()].sort()) hash.update(path).update('\0').update(pages.get(path)!.key).update('\n');
  return hash.digest('hex');
}

/**
 * The record with the page's route added. Its properties are copied as
 * they are defined, so what is made on demand stays so (a spread would
 * make it).
 */
export function withRoute<R>(record: PageRecord, route: R): PageRecord & { route: R } {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(record)) as PageRecord & { route: R };
  copy.route = route;
  return copy;
}

/**
 * A generation read from disk, with the bytes it was read from: saved again
 * as the build before last, it is written back as those bytes, not encoded
 * anew (at 5,000 pages that took about as long as the rest of the save).
 * The file holds each generation as a part of its own (framed-parts.ts).
 */
const readFrom = new WeakMap<Generation, Uint8Array>();

export function loadGenerations(file: string): Generation[] {
  try {
    if (!existsSync(file)) return [];
    return unframe(readFileSync(file)).map((bytes) => {
      // Frozen: a change to it would not be saved (its bytes are).
      const generation = Object.freeze(decode(deserialize(bytes) as StoredGeneration));
      readFrom.set(generation, bytes);
      return generation;
    });
  } catch {
    return [];
  }
}

export function saveGenerations(file: string, generations: Generation[]): void {
  saveFileAtomically(file, frame(generations.map((g) => readFrom.get(g) ?? serialize(encode(g)))));
}

/** The id of the build a folder holds, if it has one. */
export function buildIdIn(folder: string): string | undefined {
  try {
    return readFileSync(join(folder, BUILD_ID_FILE), 'utf8');
  } catch {
    return undefined;
  }
}

/** The generation a folder holds, if it is one we know. */
export function generationIn(folder: string, generations: Generation[]): Generation | undefined {
  const id = buildIdIn(folder);
  return id === undefined ? undefined : generations.find((g) => g.buildId === id);
}
