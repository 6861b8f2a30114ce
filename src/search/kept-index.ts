/**
 * The search index as kept between runs (`.mysite-cache/search-<engine>.bin`):
 * a header with each page's key and what the manifest says of it, then each
 * bucket's postings and its pages' documents, each a part of its own
 * (core/framed-parts.ts). A build decodes a bucket's documents only when it
 * indexes that bucket again or writes one of its pages' text anew, and saves
 * an unchanged bucket's parts as the bytes it read: at 5,000 + 1,000 pages
 * the whole index, decoded and encoded again, was 0.6 s of a one-doc build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { frame, unframe } from '../core/framed-parts.js';
import { saveFileAtomically } from '../core/save-file.js';
import type { SearchDocument } from './documents.js';
import type { Bucket } from './index-bucket.js';

/** A page of the index: its render key, what the manifest needs, and its document (decoded when first asked for). */
export interface IndexedPage {
  key: string;
  /**
   * A hash of the document: what its bucket and text file are made from. A page whose render key changed
   * (the chrome or the config did) is read again, but its bucket is indexed again only if its text changed.
   */
  text: string;
  path: string;
  section: string;
  title: string;
  sectionCount: number;
  doc(): SearchDocument;
}

export interface KeptIndex {
  pages: Map<string, IndexedPage>;
  /** Bucket id → the bucket, and the paths of its pages in order. */
  buckets: Map<string, { bucket: Bucket; paths: string[] }>;
}

/** Its file is named by the engine identity (builder/cache/build-cache.ts), so no format version is kept. */
interface Header {
  pages: [path: string, key: string, text: string, section: string, title: string, sectionCount: number][];
  buckets: [id: string, paths: string[]][];
}

/** The parts a bucket read from disk came with: saved again as they are (a bucket is never changed, only replaced). */
const readParts = new WeakMap<Bucket, { bucket: Uint8Array; docs: Uint8Array }>();

export function indexedPage(key: string, doc: SearchDocument): IndexedPage {
  const text = createHash('sha1').update(JSON.stringify(doc)).digest('base64url');
  return { key, text, path: doc.path, section: doc.section, title: doc.title, sectionCount: doc.sections.length, doc: () => doc };
}

export function emptyIndex(): KeptIndex {
  return { pages: new Map(), buckets: new Map() };
}

/** The index kept in `file`; an empty one when there is none or it cannot be read (it is then built again). */
export function readKeptIndex(file: string | undefined): KeptIndex {
  if (!file || !existsSync(file)) return emptyIndex();
  try {
    const [head, ...parts] = unframe(readFileSync(file));
    const header = deserialize(head!) as Header;
    if (parts.length !== header.buckets.length * 2) return emptyIndex();
    const meta = new Map(header.pages.map((page) => [page[0], page]));
    const index = emptyIndex();
    header.buckets.forEach(([id, paths], i) => {
      const [bucketBytes, docsBytes] = [parts[2 * i]!, parts[2 * i + 1]!];
      const bucket = deserialize(bucketBytes) as Bucket;
      readParts.set(bucket, { bucket: bucketBytes, docs: docsBytes });
      index.buckets.set(id, { bucket, paths });
      let docs: SearchDocument[] | undefined;
      paths.forEach((path, j) => {
        const [, key, text, section, title, sectionCount] = meta.get(path)!;
        const doc = () => (docs ??= deserialize(docsBytes) as SearchDocument[])[j]!;
        index.pages.set(path, { key, text, path, section, title, sectionCount, doc });
      });
    });
    return index;
  } catch {
    return emptyIndex();
  }
}

export function saveKeptIndex(file: string, index: KeptIndex): void {
  const header: Header = {
    pages: [...index.pages.values()].map((p) => [p.path, p.key, p.text, p.section, p.title, p.sectionCount]),
    buckets: [...index.buckets].map(([id, { paths }]) => [id, paths]),
  };
  const parts: Uint8Array[] = [serialize(header)];
  for (const { bucket, paths } of index.buckets.values()) {
    const read = readParts.get(bucket);
    parts.push(read?.bucket ?? serialize(bucket), read?.docs ?? serialize(paths.map((path) => index.pages.get(path)!.doc())));
  }
  saveFileAtomically(file, frame(parts));
}
