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
import type { LinkProblem } from '../../links/check.js';
import type { ScannedPage } from '../../links/scan-html.js';
import type { OutputManifest } from './output-manifest.js';
import { decode, encode, type StoredGeneration } from './stored-records.js';

export interface PageRecord {
  key: string;
  /** The HTML file (the data chunk's name follows from the route). */
  file: string;
  scan: ScannedPage;
  /** Size of the HTML and the data chunk together. */
  bytes: number;
  /** What the link check found on the page, and what it depends on (see check-built-links.ts). */
  linkCheck?: PageLinkCheck;
}

export interface PageLinkCheck {
  problems: LinkProblem[];
  /** Routes the page links to. */
  targets: string[];
  checked: number;
  /** A hash of where the page's Markdown links were written (the positions messages name). */
  sourcesKey: string;
}

/** One build's output, as a folder holding it can be trusted to contain. */
export interface Generation {
  buildId: string;
  pages: Map<string, PageRecord>;
  /** Every file that is not a page or a page's data chunk (bundles, feeds, static files…). */
  files: string[];
  /** A hash of the contents of each of those files the build wrote (static files aside), so the next build can keep it. */
  hashes?: Map<string, string>;
  /** A hash of the output's file list (link results hold only while it is the same). */
  filesKey: string;
  /** Every file of the folder as the build left it (see output-manifest.ts). */
  manifest?: OutputManifest;
}

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

/** The generation a folder holds, if it is one we know. */
export function generationIn(folder: string, generations: Generation[]): Generation | undefined {
  try {
    const id = readFileSync(join(folder, BUILD_ID_FILE), 'utf8');
    return generations.find((g) => g.buildId === id);
  } catch {
    return undefined;
  }
}
