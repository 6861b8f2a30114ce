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
  /** Pages per bucket, in order. */
  buckets: number[];
  /** [route, title, group index, number of records]. */
  pages: [string, string, number, number][];
  /** Per record, the length in terms of each field (0 when absent). */
  lengths: number[];
  /** The content hash in each shard's file name; its index is the shard number. */
  shards: string[];
}

export function shardFile(index: number, hash: string): string {
  return `${SEARCH_DIR}/shard-${index}.${hash}.json`;
}

/** A page's sections, the file a result's excerpt is read from. */
export function textFile(route: string): string {
  return route === '/' ? `${SEARCH_DIR}/text.json` : `${SEARCH_DIR}/text${route}.json`;
}

/** What a text file holds: each section's anchor (or ''), heading (or '') and text. */
export type PageText = [anchor: string, heading: string, text: string][];
