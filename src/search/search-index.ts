/**
 * Builds the search index with the site, and keeps what it built so the
 * next run redoes only what changed.
 *
 * Pages are spread over buckets by a hash of their route; each bucket is
 * indexed by MiniSearch on its own and its postings kept, encoded, per term.
 * A run re-extracts only pages whose render key changed (see render-pages),
 * re-indexes only the buckets holding a page whose text changed, and joins every bucket's
 * postings into shards by term (string concatenation). All of it is kept
 * in `.mysite-cache/` for the next run (kept-index.ts): `mysite build` saves
 * it after each build, a watch server starts from it and saves it when it
 * stops.
 */
import { createHash } from 'node:crypto';
import type { OutputFile, Route } from '../core/types.js';
import { searchDocument, searchSectionOf, type SearchDocument } from './documents.js';
import { indexBucket, type Bucket } from './index-bucket.js';
import { indexedPage, readKeptIndex, saveKeptIndex, type IndexedPage, type KeptIndex } from './kept-index.js';
import { encodeLengths, MANIFEST_FILE, MANIFEST_VERSION, shardFile, textFile, type PageText, type SearchManifest } from './manifest.js';
import { shardOf } from './tokenize.js';
import { partOf, searchGroups, type Groups } from './version-groups.js';

/**
 * Records per bucket, roughly: small enough that re-indexing one is quick.
 * At 1,000 + 200 pages, 16 buckets of about 75 pages instead of 4 of 300
 * took a one-doc build's search step from 250 to 95 ms; a term then has
 * more bucket entries, and the shards grew by 8% gzipped.
 */
const RECORDS_PER_BUCKET = 250;
/**
 * And at most this many buckets: the browser joins a term's entries of
 * every bucket, and at 5,000 + 1,000 pages 128 buckets made a keystroke
 * about 8 ms slower than 32 (median 44-52 against 38-44 ms; budget 50).
 */
const MAX_BUCKETS = 32;
/** Raw bytes per shard, roughly (a quarter of that gzipped): a query loads one per word. */
const BYTES_PER_SHARD = 16 * 1024;

export interface SearchUpdate {
  routes: Route[];
  /** Each route's render key: a page whose key is unchanged has the same text. */
  keys: Map<string, { key: string }>;
  /** Group label of each part of the site; parts not listed are not indexed. */
  labels: Map<string, string>;
  /** Title and rendered HTML of a React page (its text is in code, not data). */
  render(route: Route): Promise<{ title: string; html: string }>;
  /** The site has other locales, which show the same texts where they are not translated (index-bucket.ts). */
  translated?: boolean;
  /** Indexes a bucket elsewhere (a worker thread) when more than one is to be indexed; in this thread when not given. */
  offload?(docs: SearchDocument[], key: string): Promise<Bucket>;
  /**
   * Takes the pages' text files as soon as they are known, before the
   * buckets are indexed, so they can be written meanwhile; they are then not
   * returned with the manifest and shards.
   */
  onTexts?(files: OutputFile[]): void;
}

export class SearchIndex {
  private kept?: KeptIndex;
  /** What the last update did: pages whose text was read again, buckets indexed again, of how many. */
  stats = { pages: 0, extracted: 0, buckets: 0, indexed: 0 };
  /** Changed since it was read: `save` has something to write. */
  private dirty = false;

  /** With a file, the index is kept there between builds (read when first needed: a watch server serves meanwhile). */
  constructor(private readonly cacheFile?: string) {}

  private get stored(): KeptIndex {
    this.kept ??= readKeptIndex(this.cacheFile);
    return this.kept;
  }

  private set stored(stored: KeptIndex) {
    this.kept = stored;
  }

  /** The index's files (none when search is off). */
  async update(input: SearchUpdate): Promise<OutputFile[]> {
    const pages = new Map<string, IndexedPage>();
    let extracted = 0;
    await Promise.all(
      input.routes.map(async (route) => {
        const section = searchSectionOf(route);
        if (!section || !input.labels.has(partOf(section))) return;
        const key = input.keys.get(route.path)?.key ?? '';
        const kept = this.stored.pages.get(route.path);
        if (kept && kept.key === key && kept.section === section) return void pages.set(route.path, kept);
        extracted++;
        const page = route.layout.startsWith('page:') ? await input.render(route) : undefined;
        pages.set(route.path, indexedPage(key, searchDocument(route, section, page?.title ?? route.head.title, page?.html)));
      }),
    );
    const records = [...pages.values()].reduce((sum, p) => sum + p.sectionCount, 0);
    const count = Math.min(MAX_BUCKETS, 2 ** Math.max(0, Math.floor(Math.log2(records / RECORDS_PER_BUCKET))));
    const bucketPages: IndexedPage[][] = Array.from({ length: count }, () => []);
    for (const page of [...pages.values()].sort((a, b) => (a.path < b.path ? -1 : 1))) bucketPages[bucketOf(page.path, count)]!.push(page);
    const texts = input.labels.size === 0 ? [] : textFiles(bucketPages.flat());
    input.onTexts?.(texts);

    const plans = bucketPages.map((list, i) => {
      const id = `${count}:${i}`;
      const key = hash(list.map((p) => `${p.path}\0${p.text}\0${p.section}`).join('\n'));
      const kept = this.stored.buckets.get(id)?.bucket;
      return { id, key, list, kept: kept?.key === key ? kept : undefined };
    });
    const indexed = plans.filter((p) => !p.kept).length;
    // One bucket (one page edited) is indexed here: starting a thread for it costs about as much as indexing it.
    const offload = indexed > 1 ? input.offload : undefined;
    const docsOf = (list: IndexedPage[]) => list.map((p) => p.doc());
    const ordered = await Promise.all(
      plans.map(async (p) => p.kept ?? (offload ? await offload(docsOf(p.list), p.key) : indexBucket(docsOf(p.list), p.key, input.translated))),
    );
    const buckets = new Map(plans.map((p, i) => [p.id, { bucket: ordered[i]!, paths: p.list.map((page) => page.path) }]));
    this.dirty ||= extracted > 0 || indexed > 0 || pages.size !== this.stored.pages.size;
    this.stored = { pages, buckets };
    this.stats = { pages: pages.size, extracted, buckets: count, indexed };
    if (input.labels.size === 0) return [];
    return [...searchFiles(bucketPages, ordered, searchGroups(input.labels, input.routes)), ...(input.onTexts ? [] : texts)];
  }

  save(): void {
    if (!this.cacheFile || !this.dirty) return;
    saveKeptIndex(this.cacheFile, this.stored);
    this.dirty = false;
  }
}

/** The manifest and the shards. */
function searchFiles(bucketPages: IndexedPage[][], buckets: Bucket[], groups: Groups): OutputFile[] {
  const size = buckets.reduce((sum, b) => sum + b.terms.reduce((s, [, e]) => s + e.length, 0), 0);
  const shardCount = 2 ** Math.max(0, Math.ceil(Math.log2(size / BYTES_PER_SHARD)));
  const shards: string[][] = Array.from({ length: shardCount }, () => []);
  buckets.forEach((bucket, b) => {
    const parts: string[][] = Array.from({ length: shardCount }, () => []);
    for (const [term, encoded] of bucket.terms) parts[shardOf(term, shardCount)]!.push(encoded);
    parts.forEach((entries, s) => entries.length > 0 && shards[s]!.push(`[${b},[${entries.join(',')}]]`));
  });
  const files: OutputFile[] = [];
  const shardHashes = shards.map((entries, s) => {
    const contents = `[${entries.join(',')}]`;
    const h = hash(contents).slice(0, 10);
    files.push({ path: shardFile(s, h), contents });
    return h;
  });
  const pages = bucketPages.flat();
  const manifest: SearchManifest = {
    version: MANIFEST_VERSION,
    groups: groups.labels,
    ...(groups.versions ? { groupVersions: groups.versions } : {}),
    buckets: bucketPages.map((list) => list.length),
    pages: pages.map((p) => [p.path, p.title, groups.indexOf(p.section), p.sectionCount]),
    lengths: encodeLengths(buckets.flatMap((b) => b.lengths)),
    shards: shardHashes,
  };
  files.push({ path: MANIFEST_FILE, contents: JSON.stringify(manifest) });
  return files;
}

/** Each page's text file. It follows from the page's document: while that is the last build's, the file is kept unread. */
function textFiles(pages: IndexedPage[]): OutputFile[] {
  return pages.map((page) => ({
    path: textFile(page.path),
    madeFrom: page.text,
    get contents() {
      return pageText(page.doc());
    },
  }));
}

/** Each page's text file, made once per document: a watch-mode run keeps the documents of unchanged pages. */
const pageTexts = new WeakMap<SearchDocument, string>();

function pageText(doc: SearchDocument): string {
  let contents = pageTexts.get(doc);
  if (contents === undefined) {
    const text: PageText = doc.sections.map((s) => [s.anchor ?? '', s.heading ?? '', s.text]);
    contents = JSON.stringify(text);
    pageTexts.set(doc, contents);
  }
  return contents;
}

function bucketOf(path: string, count: number): number {
  return count === 1 ? 0 : createHash('sha1').update(path).digest().readUInt32BE(0) % count;
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}
