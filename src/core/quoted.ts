/**
 * Author-written text (a URL, link text, a value) as a message may show it:
 * at most a short prefix, with control characters escaped. An href can hold
 * the text of an imported file or an environment value (`<a href={t}>`),
 * and build logs are often public: no message prints such text whole.
 */

/** The most characters of author text a message shows. */
export const QUOTED_LIMIT = 40;

// C0/C1 controls, and the format characters that reorder or hide text in a terminal.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

export function quoted(text: string, limit = QUOTED_LIMIT): string {
  const chars = [...text];
  const shown = chars
    .slice(0, limit)
    .join('')
    .replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return chars.length > limit ? `${shown}… (${chars.length} characters)` : shown;
}
