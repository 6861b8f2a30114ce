/**
 * What the last build knew about each page: a key of everything its HTML
 * is made from, and the links and ids in it. A page whose key is unchanged
 * is carried over from the last output instead of rendered again; its
 * links still take part in the link check. `mysite build` keeps the
 * records on disk, tied to the output folder they describe.
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

/** The link check of the last build, and what it was run on. */
export interface LinkResult {
  key: string;
  diagnostics: Diagnostic[];
}

/** Marks an output folder; records only apply to the folder carrying their id. */
export const BUILD_ID_FILE = '_mysite/build-id';

interface Saved {
  buildId: string;
  pages: Map<string, PageRecord>;
  links?: LinkResult;
}

export interface PreviousBuild {
  pages: Map<string, PageRecord>;
  links?: LinkResult;
}

export function loadPageRecords(file: string, outDir: string): PreviousBuild {
  try {
    if (!existsSync(file)) return { pages: new Map() };
    const saved = deserialize(readFileSync(file)) as Saved;
    const id = readFileSync(join(outDir, BUILD_ID_FILE), 'utf8');
    return id === saved.buildId ? { pages: saved.pages, links: saved.links } : { pages: new Map() };
  } catch {
    return { pages: new Map() };
  }
}

/** An id derived from the records (the same pages give the same id, so builds stay reproducible). */
export function buildIdOf(pages: Map<string, PageRecord>): string {
  const hash = createHash('sha1');
  for (const path of [...pages.keys()].sort()) hash.update(path).update('\0').update(pages.get(path)!.key).update('\n');
  return hash.digest('hex');
}

export function savePageRecords(file: string, build: PreviousBuild, buildId: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, serialize({ buildId, pages: build.pages, links: build.links } satisfies Saved));
  renameSync(tmp, file);
}
