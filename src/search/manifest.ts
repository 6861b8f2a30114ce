/**
 * The files of the search index in the output, and the manifest that ties
 * them together. A search loads the manifest, then only the shards its
 * terms live in, then the text of the pages it shows:
 *
 *   _mysite/search/index.json              the manifest (below)
 *   _mysite/search/shard-<n>.<hash>.json   postings of the terms whose first
 *                                          three characters hash to n
 *   _mysite/search/text/<route>.json       a page's sections: [anchor, heading, text][]
 *
 * Records (one per page section) are numbered bucket by bucket, each
 * bucket's pages in order, so a bucket's shard entries hold ids local to it.
 */

export const SEARCH_DIR = '_mysite/search';
export const MANIFEST_FILE = `${SEARCH_DIR}/index.json`;
export const MANIFEST_VERSION = 1;

/** Fields of every record, in MiniSearch's field id order. */
export const SEARCH_FIELDS = ['title', 'heading', 'body', 'keywords'] as const;

export interface SearchManifest {
  version: number;
  /** Result group labels (Docs, API…). */
  groups: string[];
  /** Per group, the docs version its pages are in (null for other parts); only on a site with docs versions. */
  groupVersions?: (string | null)[];
  /** Pages per bucket, in order. */
  buckets: number[];
  /** [route, title, group index, number of records]. */
  pages: [string, string, number, number][];
  /** Per record, the length in terms of each field (0 when absent), as encodeLengths writes them. */
  lengths: string;
  /** The content hash in each shard's file name; its index is the shard number. */
  shards: string[];
}

export function shardFile(index: number, hash: string): string {
  return `${SEARCH_DIR}/shard-${index}.${hash}.json`;
}

/** Whether an output path is a shard (named by its contents, so renamed by most edits). */
export function isShardFile(path: string): boolean {
  return path.startsWith(`${SEARCH_DIR}/shard-`);
}

/** A page's sections, the file a result's excerpt is read from. */
export function textFile(route: string): string {
  return route === '/' ? `${SEARCH_DIR}/text.json` : `${SEARCH_DIR}/text${route}.json`;
}

/** What a text file holds: each section's anchor (or ''), heading (or '') and text. */
export type PageText = [anchor: string, heading: string, text: string][];

/**
 * Field lengths only weigh a match (BM25's length normalisation), so they
 * travel rounded: one character each, exact up to 16, then in steps of 12%
 * (up to about 3,000 terms). A quarter of the exact figures' size, gzipped.
 */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
const EXACT = 16;
const STEP = Math.log(1.12);

export function encodeLengths(lengths: number[]): string {
  let out = '';
  for (const n of lengths) out += DIGITS[n <= EXACT ? n : Math.min(63, EXACT + Math.round(Math.log(n / EXACT) / STEP))];
  return out;
}

export function decodeLength(text: string, at: number): number {
  const q = DIGITS.indexOf(text[at]!);
  return q <= EXACT ? q : Math.round(EXACT * Math.exp((q - EXACT) * STEP));
}
