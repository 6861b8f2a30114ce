/**
 * How text becomes search terms, at build time and in the browser alike
 * (the index is only as good as the two agreeing).
 *
 * A run of letters and digits is a word; words joined by `.`, `/`, `-`,
 * `_` or `@` form a compound (`/auth/validate`, `jwt_payload`, `3.6.1`),
 * which is a term of its own besides its words, so an exact API path or
 * hook name finds its page. A path is also known by its ends
 * (`/v1/auth/validate` by `/auth/validate` and `/validate`), as APIs are
 * read without their base. camelCase is split too (`errorCode` → error,
 * code). Everything is lower-cased.
 *
 * Chinese and Japanese are written without spaces, and Korean joins particles
 * to its words: a run of those scripts is cut into overlapping pairs of
 * characters (`搜索引擎` → 搜索, 索引, 引擎) and single characters, so a query
 * of one or two characters finds the page, and a longer one finds the pages
 * holding all its pairs. Text without them is read exactly as before.
 */

const COMPOUND = /\/?[\p{L}\p{N}]+(?:[./_@-]+[\p{L}\p{N}]+)*/gu;
const WORD = /[\p{L}\p{N}]+/gu;
const CAMEL = /(?<=\p{Ll})(?=\p{Lu})/u;

/** A compound, or a word with an upper-case letter after a lower-case one: more than one term. */
const SPLIT = /[./_@-]|\p{Ll}\p{Lu}/u;

/** Han, kana (and the long-vowel mark) and Hangul: the scripts read by pairs of characters. */
const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}ー]/u;
const CJK_RUNS = /([\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}ー]+)/u;

export function tokenize(text: string): string[] {
  if (!CJK.test(text)) return tokenizeSpaced(text);
  const terms: string[] = [];
  text.split(CJK_RUNS).forEach((piece, i) => {
    // split() with a group: the runs are at odd places.
    if (i % 2 === 0) terms.push(...tokenizeSpaced(piece));
    else terms.push(...[...piece].map((c) => c.toLowerCase()), ...pairsOf(piece));
  });
  return terms;
}

/** Overlapping pairs of characters of a run (none for a single character). */
function pairsOf(run: string): string[] {
  const chars = [...run.toLowerCase()];
  return chars.slice(1).map((c, i) => chars[i]! + c);
}

/** Text of languages that separate their words. */
function tokenizeSpaced(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(COMPOUND)) {
    const compound = match[0];
    // Most words are one term: no need to look for parts (a third of the build's indexing time).
    if (!SPLIT.test(compound)) {
      terms.push(compound.toLowerCase());
      continue;
    }
    const words = compound.match(WORD)!;
    if (words.length > 1 || compound.startsWith('/')) terms.push(compound.toLowerCase());
    if (compound.startsWith('/')) {
      for (let at = compound.indexOf('/', 1); at > 0; at = compound.indexOf('/', at + 1)) terms.push(compound.slice(at).toLowerCase());
    }
    for (const word of words) {
      const parts = word.split(CAMEL);
      if (parts.length > 1) terms.push(word.toLowerCase());
      for (const part of parts) terms.push(part.toLowerCase());
    }
  }
  return terms;
}

/**
 * A query, word by word: each word the reader typed with the terms it stands
 * for (a compound and its parts). Duplicate words are dropped.
 */
export function queryWords(query: string): { compound?: string; parts: string[] }[] {
  const words: { compound?: string; parts: string[] }[] = [];
  const seen = new Set<string>();
  // A run of CJK characters is one word made of its pairs (or of its one character).
  const pieces = CJK.test(query) ? query.split(CJK_RUNS) : [query];
  pieces.forEach((piece, i) => {
    if (i % 2 === 0) spacedWords(piece, words, seen);
    else if (!seen.has(piece)) {
      seen.add(piece);
      const pairs = pairsOf(piece);
      words.push({ parts: pairs.length > 0 ? [...new Set(pairs)] : [piece.toLowerCase()] });
    }
  });
  return words;
}

function spacedWords(query: string, words: { compound?: string; parts: string[] }[], seen: Set<string>): void {
  for (const match of query.matchAll(COMPOUND)) {
    const terms = tokenize(match[0]);
    const key = terms.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    const compound = terms.length > 1 ? terms[0] : undefined;
    // The parts are the compound's words (its path ends are implied by the compound).
    words.push({ compound, parts: [...new Set(compound ? terms.slice(1).filter((t) => !t.startsWith('/')) : terms)] });
  }
}

/** Terms sharing their first three characters go to the same shard: prefix and typo matching look there. */
export function shardKey(term: string): string {
  return term.slice(0, 3);
}

/** Which of `count` shards holds a term (FNV-1a over its shard key). */
export function shardOf(term: string, count: number): number {
  if (count <= 1) return 0;
  const key = shardKey(term);
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}
