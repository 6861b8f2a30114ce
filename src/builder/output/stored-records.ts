/**
 * Page records on disk (output-*.bin, one part per generation): what
 * page-records.ts saves and reads, encoded. Pages are columns, and their
 * links, ids and link targets numbers into one table of strings.
 */
import type { LinkProblem } from '../../links/check.js';
import type { ScannedPage } from '../../links/scan-html.js';
import type { Generation, PageLinkCheck, PageRecord } from './generation.js';

/**
 * On disk, every URL and id is stored once per generation (a page's links
 * and ids are indexes into that table): the navbar, footer and sidebar
 * links and ids that every page repeats would otherwise make the file grow
 * with pages × links. The
 * pages are stored as columns, one array per field, and their links and
 * link-check targets each as one array of numbers: reading 6,000 records
 * made of small objects and arrays cost V8 more than the rest of the file.
 */
interface StoredPages {
  routes: string[];
  keys: string[];
  files: string[];
  bytes: number[];
  /** Page i's ids (as indexes into the table, which holds them too) from `ids[idStarts[i]]` up to `ids[idStarts[i + 1]]`. */
  ids: Uint32Array;
  idStarts: Uint32Array;
  /** Page i's links, pairs of (URL index, line), from `links[linkStarts[i]]` up to `links[linkStarts[i + 1]]`. */
  links: Uint32Array;
  linkStarts: Uint32Array;
  /** The link checks: for each checked page, its index, count, sources key and targets (URL indexes); problems only where there are some. */
  checkedPages: Uint32Array;
  checkedCounts: number[];
  sourcesKeys: string[];
  targets: Uint32Array;
  targetStarts: Uint32Array;
  problems: [check: number, problems: LinkProblem[]][];
}

/** The stored form. Its file is named by the engine identity (builder/cache/build-cache.ts), so no format version is kept. */
export interface StoredGeneration extends Omit<Generation, 'pages'> {
  urls: string[];
  pages: StoredPages;
}

/** On a record (or link check) read from disk: its stored form, and what was made of it so far. */
const STORED = Symbol('stored form');

interface Stored<T> {
  indexes: Uint32Array;
  urls: string[];
  /** A page's ids, as indexes into `urls`. */
  ids?: Uint32Array;
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

/** Arrays of numbers added one by one, joined into one typed array with where each starts. */
class Parts {
  private readonly parts: ArrayLike<number>[] = [];
  private readonly starts: number[] = [0];

  add(part: ArrayLike<number>): void {
    this.parts.push(part);
    this.starts.push(this.starts.at(-1)! + part.length);
  }

  joined(): { values: Uint32Array; starts: Uint32Array } {
    const values = new Uint32Array(this.starts.at(-1)!);
    this.parts.forEach((part, i) => values.set(part, this.starts[i]));
    return { values, starts: Uint32Array.from(this.starts) };
  }
}

export function encode(generation: Generation): StoredGeneration {
  // The URL table starts as that of most records read from disk (a build takes most of its pages' records from
  // an earlier one): they keep their indexes as they are.
  const seed = mostUsedTable(generation.pages.values());
  const urls = seed ? [...seed] : [];
  const index = new Map(urls.map((url, i) => [url, i]));
  const intern = (url: string) => {
    let at = index.get(url);
    if (at === undefined) index.set(url, (at = urls.push(url) - 1));
    return at;
  };
  /** Stored URL indexes in this table: every index when `step` is 1, every other (links: URL, line) when 2. */
  const moved = ({ indexes, urls: from }: Stored<unknown>, step: number): ArrayLike<number> => {
    if (from === seed) return indexes;
    const copy = indexes.slice();
    for (let i = 0; i < copy.length; i += step) copy[i] = intern(from[copy[i]!]!);
    return copy;
  };
  const pages: Omit<StoredPages, 'ids' | 'idStarts' | 'links' | 'linkStarts' | 'checkedPages' | 'targets' | 'targetStarts'> = {
    routes: [],
    keys: [],
    files: [],
    bytes: [],
    checkedCounts: [],
    sourcesKeys: [],
    problems: [],
  };
  const ids = new Parts();
  const links = new Parts();
  const targets = new Parts();
  const checkedPages: number[] = [];
  for (const [route, page] of generation.pages) {
    const stored = storedOf<ScannedPage>(page);
    pages.routes.push(route);
    pages.keys.push(page.key);
    pages.files.push(page.file);
    pages.bytes.push(page.bytes);
    ids.add(stored && !stored.made ? moved({ indexes: stored.ids!, urls: stored.urls }, 1) : Array.from(page.scan.ids, intern));
    links.add(stored && !stored.made ? moved(stored, 2) : scannedLinks(page.scan, intern));
    const check = page.linkCheck;
    if (!check) continue;
    const storedTargets = storedOf<string[]>(check);
    if (check.problems.length > 0) pages.problems.push([checkedPages.length, check.problems]);
    checkedPages.push(pages.routes.length - 1);
    pages.checkedCounts.push(check.checked);
    pages.sourcesKeys.push(check.sourcesKey);
    targets.add(storedTargets && !storedTargets.made ? moved(storedTargets, 1) : check.targets.map(intern));
  }
  const joinedIds = ids.joined();
  const joinedLinks = links.joined();
  const joinedTargets = targets.joined();
  return {
    ...generation,
    urls,
    pages: {
      ...pages,
      ids: joinedIds.values,
      idStarts: joinedIds.starts,
      links: joinedLinks.values,
      linkStarts: joinedLinks.starts,
      checkedPages: Uint32Array.from(checkedPages),
      targets: joinedTargets.values,
      targetStarts: joinedTargets.starts,
    },
  };
}

function mostUsedTable(pages: Iterable<PageRecord>): string[] | undefined {
  const uses = new Map<string[], number>();
  for (const page of pages) {
    const stored = storedOf<ScannedPage>(page);
    if (stored && !stored.made) uses.set(stored.urls, (uses.get(stored.urls) ?? 0) + 1);
  }
  return [...uses].sort((a, b) => b[1] - a[1])[0]?.[0];
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
 * The pages' records as read from disk. A record's links, ids and link
 * targets are made into objects only when asked for: a run reads the
 * records of every page of two builds and looks into few of them (a page
 * whose link check is reused needs neither its links nor, unless linked to
 * with an anchor, its ids), and `encode` copies what was never asked for
 * as it is.
 */
function decodePages(stored: StoredPages, urls: string[]): Map<string, PageRecord> {
  const records: PageRecord[] = stored.routes.map((_, i) => {
    const record = { key: stored.keys[i]!, file: stored.files[i]!, bytes: stored.bytes[i]! } as PageRecord;
    const ids = stored.ids.subarray(stored.idStarts[i], stored.idStarts[i + 1]);
    const indexes = stored.links.subarray(stored.linkStarts[i], stored.linkStarts[i + 1]);
    lazily<ScannedPage>(record, 'scan', { indexes, urls, ids }, ({ indexes: pairs }) => {
      const links = [];
      for (let j = 0; j < pairs.length; j += 2) links.push({ url: urls[pairs[j]!]!, line: pairs[j + 1]! });
      return { ids: new Set(Array.from(ids, (id) => urls[id]!)), links };
    });
    return record;
  });
  const problems = new Map(stored.problems);
  stored.checkedPages.forEach((page, j) => {
    const linkCheck = { problems: problems.get(j) ?? [], checked: stored.checkedCounts[j]!, sourcesKey: stored.sourcesKeys[j]! } as PageLinkCheck;
    const indexes = stored.targets.subarray(stored.targetStarts[j], stored.targetStarts[j + 1]);
    lazily<string[]>(linkCheck, 'targets', { indexes, urls }, () => Array.from(indexes, (i) => urls[i]!));
    records[page]!.linkCheck = linkCheck;
  });
  return new Map(stored.routes.map((route, i) => [route, records[i]!]));
}

export function decode(stored: StoredGeneration): Generation {
  const { urls, pages, ...rest } = stored;
  return { ...rest, pages: decodePages(pages, urls) };
}
