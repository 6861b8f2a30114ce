/**
 * One bucket of the search index: its pages' records indexed by MiniSearch,
 * kept as each term's encoded postings and each record's field lengths.
 * Runs in a worker thread on big sites (see search-index.ts).
 */
import MiniSearch from 'minisearch';
import type { SearchDocument } from './documents.js';
import { SEARCH_FIELDS } from './manifest.js';
import { encodePostings, type FieldPostings } from './postings.js';
import { tokenize } from './tokenize.js';
import { TextMemo } from '../core/text-memo.js';

/**
 * Each text's terms, joined by NUL (a term never holds one), as this thread last tokenized them: every
 * locale's copy of an untranslated page has the same text. A joined string holds a fraction of the memory
 * of the terms' array; splitting it again is several times faster than tokenizing.
 */
const tokenized = new TextMemo<string>(8 * 1024 * 1024);

function termsOf(text: string): string[] {
  const joined = tokenized.get(text, (t) => tokenize(t).join('\0'));
  return joined === '' ? [] : joined.split('\0');
}

export interface Bucket {
  /** Changes when a page of the bucket changed. */
  key: string;
  /** Each term's postings, encoded (see postings.ts), in term order. */
  terms: [term: string, encoded: string][];
  /** Field lengths, SEARCH_FIELDS.length per record. */
  lengths: number[];
}

/** One bucket's records indexed by MiniSearch: its postings and field lengths. */
export function indexBucket(docs: SearchDocument[], key: string): Bucket {
  const index = new MiniSearch({ fields: [...SEARCH_FIELDS], tokenize: termsOf, processTerm: (term) => term });
  let id = 0;
  for (const doc of docs) {
    doc.sections.forEach((section, i) => {
      // Every record carries its page's title (a section of a page about X is about X); the
      // first also has it as its heading, so it comes first among its page's sections.
      const keywords = [i === 0 ? doc.keywords : '', section.keys ?? ''].join(' ').trim();
      index.add({
        id: id++,
        title: `${doc.title} ${doc.aliases}`,
        heading: i === 0 ? doc.title : section.heading,
        body: section.text,
        keywords: keywords || undefined,
      });
    });
  }
  const json = index.toJSON();
  const lengths: number[] = [];
  for (let record = 0; record < id; record++) {
    const fields = json.fieldLength[record] ?? [];
    for (let f = 0; f < SEARCH_FIELDS.length; f++) lengths.push(fields[f] ?? 0);
  }
  const terms = json.index.map(([term, fields]) => [term, encodePostings(term, fields as FieldPostings)] as [string, string]);
  return { key, terms, lengths };
}
