/**
 * The word count of a page's text (reading time), and the same count of a
 * text with holes in it: a page compiled once for every locale has a
 * marker where each locale's text goes (an admonition's default title,
 * shared-texts.ts), and its words are counted once the text is known.
 *
 * A word is a letter or digit and the letters, digits, apostrophes,
 * underscores and hyphens after it, so the count of a text is the number of
 * its runs of those characters that hold a letter or digit. A part of the
 * text is summed up by its runs (`WordSummary`): the summaries of two parts
 * join into the summary of the two together, where the run that ends the
 * first and the one that starts the second become one.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu;
const LETTER = /[\p{L}\p{N}]/u;
const LEADING_RUN = /^[\p{L}\p{N}'’_-]*/u;
const TRAILING_RUN = /[\p{L}\p{N}'’_-]*$/u;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** A part of a text: one run throughout (`whole`, and whether it holds a letter), or its first run, its last and the words between. */
export type WordSummary = { whole: true; letter: boolean } | { whole: false; first: boolean; last: boolean; between: number };

export function summarise(text: string): WordSummary {
  const first = LEADING_RUN.exec(text)![0];
  if (first.length === text.length) return { whole: true, letter: LETTER.test(text) };
  const last = TRAILING_RUN.exec(text)![0];
  const [a, b] = [LETTER.test(first), LETTER.test(last)];
  return { whole: false, first: a, last: b, between: countWords(text) - Number(a) - Number(b) };
}

export function join(a: WordSummary, b: WordSummary): WordSummary {
  if (a.whole) return b.whole ? { whole: true, letter: a.letter || b.letter } : { ...b, first: a.letter || b.first };
  if (b.whole) return { ...a, last: a.last || b.letter };
  return { whole: false, first: a.first, last: b.last, between: a.between + b.between + Number(a.last || b.first) };
}

/** A text with holes: the summaries of the parts around them, and what goes in each hole (an index the caller knows). */
export interface WordParts {
  parts: WordSummary[];
  holes: number[];
}

/** The word count of the text with each hole filled by `fill`. */
export function wordsWith(text: WordParts, fill: (hole: number) => string): number {
  let summary = text.parts[0]!;
  text.holes.forEach((hole, i) => {
    summary = join(join(summary, summarise(fill(hole))), text.parts[i + 1]!);
  });
  return wordsOf(summary);
}

export function wordsOf(summary: WordSummary): number {
  return summary.whole ? Number(summary.letter) : summary.between + Number(summary.first) + Number(summary.last);
}
