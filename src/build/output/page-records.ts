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
 * On disk, every URL is stored once per generation (a page's links are
 * indexes into that table): the navbar, footer and sidebar links that every
 * page repeats would otherwise make the file grow with pages × links.
 */
interface StoredPage {
  key: string;
  file: string;
  bytes: number;
  ids: string[];
  /** Pairs of (URL index, line). */
  links: Uint32Array;
  /** The link check, its targets as URL indexes. */
  linkCheck?: Omit<PageLinkCheck, 'targets'> & { targets: Uint32Array };
}

interface StoredGeneration extends Omit<Generation, 'pages'> {
  urls: string[];
  pages: Map<string, StoredPage>;
}

/** On a record (or link check) read from disk: its stored form, and what was made of it so far. */
const STORED = Symbol('stored form');

interface Stored<T> {
  indexes: Uint32Array;
  urls: string[];
  /** A page's ids, stored as they are. */
  ids?: string[];
  made?: T;
}

function storedOf<T>(value: object): Stored<T> | undefined {
  return (value as { [STORED]?: Stored<T> })[STORED];
}

/** A getter that makes `make(stored)` on first use, and the stored form that `encode` can copy until then. */
function lazily<T>(target: object, name: string, stored: Stored<T>, make: (stored: Stored<T>) => T): void {
  Object.defineProperty(target, STORED, { value: stored });
  Object.defineProperty(target, name, { enumerable: true, get: () => (stored.made ??= make(stored)) });
}

function encode(generation: Generation): StoredGeneration {
  const index = new Map<string, number>();
  const urls: string[] = [];
  const intern = (url: string) => {
    let at = index.get(url);
    if (at === undefined) index.set(url, (at = urls.push(url) - 1));
    return at;
  };
  /** Stored URL indexes moved to this table: every index when `step` is 1, every other (links: URL, line) when 2. */
  const moved = ({ indexes, urls: from }: Stored<unknown>, step: number) => {
    const copy = indexes.slice();
    for (let i = 0; i < copy.length; i += step) copy[i] = intern(from[copy[i]!]!);
    return copy;
  };
  const pages = new Map<string, StoredPage>();
  for (const [route, page] of generation.pages) {
    const stored = storedOf<ScannedPage>(page);
    const check = page.linkCheck;
    const targets = check && storedOf<string[]>(check);
    pages.set(route, {
      key: page.key,
      file: page.file,
      bytes: page.bytes,
      ids: stored && !stored.made ? stored.ids! : [...page.scan.ids],
      links: stored && !stored.made ? moved(stored, 2) : scannedLinks(page.scan, intern),
      ...(check
        ? {
            linkCheck: {
              problems: check.problems,
              checked: check.checked,
              sourcesKey: check.sourcesKey,
              targets: targets && !targets.made ? moved(targets, 1) : Uint32Array.from(check.targets, intern),
            },
          }
        : {}),
    });
  }
  return { ...generation, urls, pages };
}

function scannedLinks(scan: ScannedPage, intern: (url: string) => number): Uint32Array {
  const links = new Uint32Array(scan.links.length * 2);
  scan.links.forEach((link, i) => {
    links[i * 2] = intern(link.url);
    links[i * 2 + 1] = link.line;
  });
  return links;
}

/**
 * A page's record as read from disk. Its links, ids and link targets are
 * made into objects only when asked for: a run reads the records of every
 * page of two builds and looks into few of them (a page whose link check
 * is reused needs neither its links nor, unless linked to with an anchor,
 * its ids), and `encode` copies what was never asked for as it is.
 */
function decodePage(page: StoredPage, urls: string[]): PageRecord {
  const record = { key: page.key, file: page.file, bytes: page.bytes } as PageRecord;
  lazily<ScannedPage>(record, 'scan', { indexes: page.links, urls, ids: page.ids }, ({ indexes, ids }) => {
    const links = [];
    for (let i = 0; i < indexes.length; i += 2) links.push({ url: urls[indexes[i]!]!, line: indexes[i + 1]! });
    return { ids: new Set(ids), links };
  });
  const check = page.linkCheck;
  if (check) {
    const linkCheck = { problems: check.problems, checked: check.checked, sourcesKey: check.sourcesKey } as PageLinkCheck;
    lazily<string[]>(linkCheck, 'targets', { indexes: check.targets, urls }, ({ indexes }) => Array.from(indexes, (i) => urls[i]!));
    record.linkCheck = linkCheck;
  }
  return record;
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

function decode(stored: StoredGeneration): Generation {
  const pages = new Map<string, PageRecord>();
  for (const [route, page] of stored.pages) pages.set(route, decodePage(page, stored.urls));
  const { urls: _urls, ...rest } = stored;
  return { ...rest, pages };
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
