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
 * Each text's terms as this thread last tokenized them, for a translated site: every locale's copy of an
 * untranslated page has the same text. Read only (MiniSearch reads the terms). A site of one locale would
 * only pay for keeping them.
 */
const tokenized = new TextMemo<string[]>(4 * 1024 * 1024);
const keptTerms = (text: string) => tokenized.get(text, tokenize);

export interface Bucket {
  /** Changes when a page of the bucket changed. */
  key: string;
  /** Each term's postings, encoded (see postings.ts), in term order. */
  terms: [term: string, encoded: string][];
  /** Field lengths, SEARCH_FIELDS.length per record. */
  lengths: number[];
}

/** One bucket's records indexed by MiniSearch: its postings and field lengths. `translated`: the site has other locales. */
export function indexBucket(docs: SearchDocument[], key: string, translated = false): Bucket {
  const termsOf = translated ? keptTerms : (text: string) => tokenize(text);
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
  const postings = json.index.map(([term, fields]) => [term, encodePostings(term, fields as FieldPostings)] as [string, string]);
  return { key, terms: postings, lengths };
}
