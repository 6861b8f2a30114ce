/**
 * A limit on emphasis and link markers in one paragraph. micromark matches
 * each closing `*`, `_`, `~` or `]` by walking back over every opener still
 * open in the paragraph, so its time grows with the square of their number:
 * 8,000 markers take half a second, 16,000 three seconds, and 100 KB of
 * `*a` half a minute (the 2 MB file limit does not bound time). Real
 * paragraphs have a few dozen. Checked on the text before it is parsed; a
 * paragraph over the limit is an error at its first line.
 */
import { MysiteError } from '../core/errors.js';
import { CodeFences } from './code-fences.js';

export const MAX_INLINE_MARKERS = 5_000;

const MARKER = /[*_~[\]]/g;

export function checkInlineMarkers(text: string, file: string): void {
  // A cheap first look: most pages have far fewer markers in all.
  if (countMarkers(text) <= MAX_INLINE_MARKERS) return;
  let count = 0;
  let start = 0;
  const fences = new CodeFences();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // Code is not parsed for emphasis.
    const inCode = fences.step(line);
    if (inCode) {
      if (inCode === 'open') count = 0;
      continue;
    }
    if (line.trim() === '') {
      count = 0;
      continue;
    }
    if (count === 0) start = i;
    count += countMarkers(line);
    if (count > MAX_INLINE_MARKERS) throw tooManyMarkers(file, start + 1);
  }
}

function countMarkers(text: string): number {
  return text.match(MARKER)?.length ?? 0;
}

function tooManyMarkers(file: string, line: number): MysiteError {
  return MysiteError.of({
    code: 'markdown/too-many-markers',
    message: `This paragraph has more than ${MAX_INLINE_MARKERS.toLocaleString('en-US')} emphasis or link markers (*, _, ~, [ and ]): the Markdown parser's time grows with the square of their number.`,
    at: { file, line, column: 1 },
    hint: 'Split the paragraph with blank lines, put data or generated text in a code block (```), or escape the markers (\\*).',
  });
}
