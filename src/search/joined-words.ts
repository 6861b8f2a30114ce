/**
 * Two words a reader typed apart may be one word in the text: `wp glob` is
 * `WPGlob`, `java script` is `JavaScript`. A query of several words also
 * stands for each reading with two neighbouring plain words written as one,
 * which search-client.ts tries when the words as typed find nothing.
 */
import type { queryWords } from './tokenize.js';

type Words = ReturnType<typeof queryWords>;

/** Each reading of `words` with one neighbouring pair of plain words joined; none for one word. */
export function joinedReadings(words: Words): Words[] {
  const readings: Words[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i]!, words[i + 1]!];
    if (!isPlain(a) || !isPlain(b)) continue;
    readings.push([...words.slice(0, i), { parts: [a.parts[0]! + b.parts[0]!] }, ...words.slice(i + 2)]);
  }
  return readings;
}

/** A word of letters and digits only: not a compound (`/auth/validate`, `3.5.5`) or a CJK pair. */
function isPlain(word: Words[number]): boolean {
  return word.compound === undefined && word.parts.length === 1 && /^[\p{L}\p{N}]+$/u.test(word.parts[0]!);
}
