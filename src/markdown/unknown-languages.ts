/**
 * A code block language the highlighter does not know is said once per
 * language for the whole build, with the files that use it (the first few
 * and how many more), not once per file: a site that writes `gradle` in
 * forty pages gets one line to act on.
 */
import type { Diagnostic } from '../core/diagnostics.js';
import { formatPosition } from '../core/diagnostics.js';

const CODE = 'markdown/unknown-language';
const SHOWN_FILES = 3;

export const UNKNOWN_LANGUAGE_HINT =
  'Name the language as Shiki does (its id or one of its aliases, listed at https://shiki.style/languages), or write "text" for none.';

export function unknownLanguageMessage(lang: string): string {
  return `Unknown code block language "${lang}"; shown as plain text.`;
}

const LANGUAGE = /^Unknown code block language "(.*)"; shown as plain text\.$/;

/** The warnings with those of each unknown language merged into one (in the place of the first). */
export function groupUnknownLanguages(items: Diagnostic[]): Diagnostic[] {
  const byLanguage = new Map<string, Diagnostic[]>();
  for (const d of items) {
    const lang = d.code === CODE ? LANGUAGE.exec(d.message)?.[1] : undefined;
    if (lang === undefined) continue;
    const list = byLanguage.get(lang) ?? [];
    list.push(d);
    byLanguage.set(lang, list);
  }
  const out: Diagnostic[] = [];
  for (const d of items) {
    const lang = d.code === CODE ? LANGUAGE.exec(d.message)?.[1] : undefined;
    const all = lang === undefined ? undefined : byLanguage.get(lang);
    if (!all || all.length === 1) out.push(d);
    else if (all[0] === d) out.push(merged(lang!, all));
  }
  return out;
}

function merged(lang: string, all: Diagnostic[]): Diagnostic {
  const places = all.slice(1, SHOWN_FILES).map((d) => formatPosition(d.at));
  const more = all.length - 1 - places.length;
  const also = [...places, ...(more > 0 ? [`${more} more`] : [])].join(', ');
  return { ...all[0]!, message: `Unknown code block language "${lang}" in ${all.length} files (also ${also}); shown as plain text.` };
}
