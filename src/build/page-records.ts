/**
 * What the last builds wrote: for each page a key of everything its HTML is
 * made from, and the links and ids in it; and the other files. A page whose
 * key is unchanged is not rendered again, and its links still take part in
 * the link check. `mysite build` keeps two generations on disk, one for the
 * output folder and one for the spare folder the next build is written
 * into (see output-swap.ts); each folder carries its generation's id.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Diagnostic } from '../core/diagnostics.js';
import type { ScannedPage } from '../links/scan-html.js';

export interface PageRecord {
  key: string;
  /** The HTML file (the data chunk's name follows from the route). */
  file: string;
  scan: ScannedPage;
  /** Size of the HTML and the data chunk together. */
  bytes: number;
}

/** The link check of a build, and what it was run on. */
export interface LinkResult {
  key: string;
  diagnostics: Diagnostic[];
}

/** One build's output, as a folder holding it can be trusted to contain. */
export interface Generation {
  buildId: string;
  pages: Map<string, PageRecord>;
  /** Every file that is not a page or a page's data chunk (bundles, feeds, static files…). */
  files: string[];
  links?: LinkResult;
}

/** Marks an output folder with the id of the generation it holds. */
export const BUILD_ID_FILE = '_mysite/build-id';

/** An id derived from the pages (the same pages give the same id, so builds stay reproducible). */
export function buildIdOf(pages: Map<string, PageRecord>): string {
  const hash = createHash('sha1');
  for (const path of [...pages.keys()].sort()) hash.update(path).update('\0').update(pages.get(path)!.key).update('\n');
  return hash.digest('hex');
}

export function loadGenerations(file: string): Generation[] {
  try {
    return existsSync(file) ? (deserialize(readFileSync(file)) as Generation[]) : [];
  } catch {
    return [];
  }
}

export function saveGenerations(file: string, generations: Generation[]): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, serialize(generations));
  renameSync(tmp, file);
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
