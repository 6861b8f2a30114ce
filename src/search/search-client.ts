/**
 * Search in the browser (and in tests, in Node): loads the manifest, then
 * for each query only the shards its words live in, hands what it has
 * loaded to MiniSearch, and reads the text of the pages it shows.
 *
 * Ranking is MiniSearch's BM25 with field boosts (title above heading above
 * keywords above body), prefix matching for words of three letters or more
 * and typo tolerance for words of five or more; pages whose title holds every
 * word of the query come first, then pages rank by their best sections
 * together (see pick). A compound such as `/auth/validate`
 * matches as a whole or by all its words. All words must match; when no
 * record has them all, two neighbouring words may match as one
 * (joined-words.ts); when that finds nothing either, any word may.
 */
import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import { excerpt, highlight, matcher, type Highlighted } from './excerpt.js';
import { decodeLength, MANIFEST_FILE, MANIFEST_VERSION, SEARCH_FIELDS, shardFile, textFile, type PageText, type SearchManifest } from './manifest.js';
import { decodePostings, type FieldPostings } from './postings.js';
import { queryWords, shardOf, tokenize } from './tokenize.js';
import { joinedReadings } from './joined-words.js';

/** Reads a JSON file of the built site, by its path from the site root. */
export type LoadJson = (path: string, options: { immutable: boolean }) => Promise<unknown>;

export interface SearchHit {
  /** The page's route, and the section's anchor if it has one. */
  route: string;
  anchor?: string;
  title: Highlighted;
  heading?: Highlighted;
  excerpt: Highlighted;
}

export interface SearchResults {
  query: string;
  groups: { label: string; hits: SearchHit[] }[];
}

const BOOST = { title: 6, keywords: 2, heading: 3, body: 1 };
const OPTIONS: SearchOptions = {
  boost: BOOST,
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false),
  // Queries arrive as single terms (see queryTree).
  tokenize: (term) => [term],
  processTerm: (term) => term,
};
/** Sections shown from one page at most, so one long page does not fill the list. */
const PER_PAGE = 3;

export class SearchClient {
  // Fields are declared, and set in the constructor: the browser bundle targets
  // ES2020, where a class field would pull esbuild's helpers into a shared chunk.
  declare private readonly manifest: SearchManifest;
  declare private readonly load: LoadJson;
  /** For each record id: its page (index in the manifest) and its section in that page. */
  declare private readonly pageOf: Uint32Array;
  declare private readonly sectionOf: Uint32Array;
  declare private readonly shards: Map<number, Promise<void>>;
  declare private readonly postings: Map<string, FieldPostings>;
  declare private readonly texts: Map<number, Promise<PageText>>;
  /** Everything MiniSearch needs but the postings, made once. */
  declare private readonly base: Omit<Parameters<typeof MiniSearch.loadJS>[0], 'index'>;
  declare private engine: MiniSearch | undefined;

  constructor(manifest: SearchManifest, load: LoadJson) {
    if (manifest.version !== MANIFEST_VERSION) throw new Error(`Unknown search index version ${manifest.version}`);
    this.manifest = manifest;
    this.load = load;
    this.shards = new Map();
    this.postings = new Map();
    this.texts = new Map();
    this.engine = undefined;
    const count = manifest.pages.reduce((sum, p) => sum + p[3], 0);
    this.pageOf = new Uint32Array(count);
    this.sectionOf = new Uint32Array(count);
    // Records are numbered in manifest order (bucket by bucket, each bucket's pages in order).
    let id = 0;
    manifest.pages.forEach((page, p) => {
      for (let s = 0; s < page[3]; s++, id++) {
        this.pageOf[id] = p;
        this.sectionOf[id] = s;
      }
    });
    const width = SEARCH_FIELDS.length;
    const documentIds: Record<number, number> = {};
    const fieldLength: Record<number, number[]> = {};
    const sums = new Array<number>(width).fill(0);
    const counts = new Array<number>(width).fill(0);
    for (let r = 0; r < count; r++) {
      documentIds[r] = r;
      const lengths = SEARCH_FIELDS.map((_, f) => decodeLength(manifest.lengths, r * width + f));
      fieldLength[r] = lengths;
      lengths.forEach((length, f) => {
        if (length > 0) (sums[f]! += length), counts[f]!++;
      });
    }
    this.base = {
      documentCount: count,
      nextId: count,
      documentIds,
      fieldIds: Object.fromEntries(SEARCH_FIELDS.map((f, i) => [f, i])),
      fieldLength,
      averageFieldLength: sums.map((sum, f) => (counts[f] ? sum / counts[f]! : 0)),
      storedFields: {},
      dirtCount: 0,
      serializationVersion: 2,
    };
  }

  static async open(load: LoadJson): Promise<SearchClient> {
    return new SearchClient((await load(MANIFEST_FILE, { immutable: false })) as SearchManifest, load);
  }

  /** Whether the site's docs have versions (their results can be kept to one: `search`'s `version`). */
  hasVersions(): boolean {
    return this.manifest.groupVersions !== undefined;
  }

  /** With `version`, docs pages of other versions are left out (the rest of the site stays). */
  async search(query: string, limit = 10, version?: string): Promise<SearchResults> {
    const words = queryWords(query);
    if (words.length === 0) return { query, groups: [] };
    const readings = [words, ...joinedReadings(words)];
    const terms = readings.flat().flatMap((w) => (w.compound ? [w.compound, ...w.parts] : w.parts));
    await Promise.all(terms.map((term) => this.loadShard(shardOf(term, this.manifest.shards.length))));
    const engine = this.searchEngine();
    let results = engine.search(queryTree(words, 'AND'), OPTIONS);
    // Words written as one in the text are a second guess: the words as typed come first.
    const joined = readings.slice(1).map((reading) => queryTree(reading, 'AND'));
    if (results.length === 0 && joined.length > 0) results = engine.search({ combineWith: 'OR', queries: joined }, OPTIONS);
    if (results.length === 0 && words.length > 1) results = engine.search(queryTree(words, 'OR'), OPTIONS);
    const groupVersions = this.manifest.groupVersions;
    if (version !== undefined && groupVersions) {
      results = results.filter((r) => (groupVersions[this.manifest.pages[this.pageOf[r.id]!]![2]] ?? version) === version);
    }
    return this.present(
      query,
      pick(results, this.pageOf, limit, (page) => namesAll(this.manifest.pages[page]![1], words)),
    );
  }

  private loadShard(shard: number): Promise<void> {
    let loading = this.shards.get(shard);
    if (!loading) {
      loading = this.load(shardFile(shard, this.manifest.shards[shard]!), { immutable: true }).then((data) => {
        let offset = 0;
        const offsets = this.bucketOffsets();
        for (const [bucket, entries] of data as [number, unknown[][]][]) {
          offset = offsets[bucket]!;
          for (const entry of entries) decodePostings(entry, offset, this.postings);
        }
        this.engine = undefined;
      });
      loading.catch(() => this.shards.delete(shard));
      this.shards.set(shard, loading);
    }
    return loading;
  }

  /** The first record id of each bucket. */
  private bucketOffsets(): number[] {
    const offsets: number[] = [];
    let page = 0;
    let record = 0;
    for (const pages of this.manifest.buckets) {
      offsets.push(record);
      for (let i = 0; i < pages; i++) record += this.manifest.pages[page++]![3];
    }
    return offsets;
  }

  /** MiniSearch over what is loaded, made again when a shard arrived. */
  private searchEngine(): MiniSearch {
    this.engine ??= MiniSearch.loadJS({ ...this.base, index: [...this.postings] }, { fields: [...SEARCH_FIELDS] });
    return this.engine;
  }

  private pageText(page: number): Promise<PageText> {
    let text = this.texts.get(page);
    if (!text) {
      text = this.load(textFile(this.manifest.pages[page]![0]), { immutable: false }) as Promise<PageText>;
      text.catch(() => this.texts.delete(page));
      this.texts.set(page, text);
    }
    return text;
  }

  private async present(query: string, results: SearchResult[]): Promise<SearchResults> {
    const hits = await Promise.all(
      results.map(async (result) => {
        const page = this.manifest.pages[this.pageOf[result.id]!]!;
        const [anchor, heading, text] = (await this.pageText(this.pageOf[result.id]!))[this.sectionOf[result.id]!] ?? ['', '', ''];
        const pattern = matcher(result.terms);
        const hit: SearchHit = { route: page[0], title: highlight(page[1], pattern), excerpt: excerpt(text, pattern) };
        if (anchor) hit.anchor = anchor;
        if (heading) hit.heading = highlight(heading, pattern);
        return { group: this.manifest.groups[page[2]]!, hit };
      }),
    );
    // Groups in the order of their best result; results in rank order within them.
    const groups = new Map<string, SearchHit[]>();
    for (const { group, hit } of hits) groups.set(group, [...(groups.get(group) ?? []), hit]);
    return { query, groups: [...groups].map(([label, list]) => ({ label, hits: list })) };
  }
}

/** Every word must match (or, with 'OR', any); a compound by itself or by all of its words. */
function queryTree(words: ReturnType<typeof queryWords>, combineWith: 'AND' | 'OR'): Query {
  const byWord = words.map((w): Query => {
    const parts: Query = w.parts.length === 1 ? w.parts[0]! : { combineWith: 'AND', queries: w.parts };
    return w.compound ? { combineWith: 'OR', queries: [w.compound, parts] } : parts;
  });
  return byWord.length === 1 ? byWord[0]! : { combineWith, queries: byWord };
}

/**
 * Whether a page's title, as shown, holds every word of the query as it was
 * typed: not a prefix or a typo of one, and a compound whole (`3.5.5` names
 * one release, not every title with a 3 and a 5).
 */
function namesAll(title: string, words: ReturnType<typeof queryWords>): boolean {
  const terms = new Set(tokenize(title));
  return words.every((w) => terms.has(w.compound ?? w.parts[0]!));
}

/**
 * The results to show, page by page. Pages whose title names what the
 * reader typed come first: a post titled with the query outranks a page of
 * another part of the site that mentions it in several sections. Within
 * that, a page ranks by the summed scores of its best PER_PAGE sections (how
 * much of it is about the query, so the page about error codes comes before
 * a page that mentions one code), and its sections follow each other in
 * their own order.
 */
function pick(results: SearchResult[], pageOf: Uint32Array, limit: number, titled: (page: number) => boolean): SearchResult[] {
  const byPage = new Map<number, { titled: boolean; score: number; sections: SearchResult[] }>();
  for (const result of results) {
    const page = pageOf[result.id]!;
    let entry = byPage.get(page);
    if (!entry) byPage.set(page, (entry = { titled: titled(page), score: 0, sections: [] }));
    if (entry.sections.length === PER_PAGE) continue;
    entry.sections.push(result);
    entry.score += result.score;
  }
  return [...byPage.values()]
    .sort((a, b) => Number(b.titled) - Number(a.titled) || b.score - a.score)
    .flatMap((p) => p.sections)
    .slice(0, limit);
}
