/**
 * A site's own texts of the UI's messages: `i18n/<locale>/code.json`, in
 * Docusaurus's format (`{ "theme.pager.previous": { "message": "Précédent",
 * "description": "…" } }`; a plain string is taken too). The locale is the
 * config's `locale`. Ids the theme does not use are kept: a site's own
 * components look theirs up the same way.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MysiteError } from '../core/errors.js';
import type { Messages } from '../core/messages.js';
import { LOCALE_TAG } from './schema.js';

/** Where a locale's texts are, relative to the site. */
export function translationsFile(locale: string): string {
  if (!LOCALE_TAG.test(locale)) {
    throw MysiteError.of({ code: 'config/invalid-translations', message: `"${locale}" is not a locale: expected a language tag such as en-US or fr.` });
  }
  return `i18n/${locale}/code.json`;
}

/** The site's texts for `locale`; none when it has no file. */
export function readTranslations(siteDir: string, locale: string): Messages {
  return readMessagesFile(siteDir, translationsFile(locale));
}

/** A file of messages in code.json's format (`i18n/<locale>/…/navbar.json` too), site-relative; none when it does not exist. */
export function readMessagesFile(siteDir: string, file: string): Messages {
  const path = join(siteDir, file);
  if (!existsSync(path)) return {};
  const text = readFileSync(path, 'utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw MysiteError.of({
      code: 'config/invalid-translations',
      message: `${file} is not valid JSON: ${(error as Error).message}`,
      at: { file, ...jsonErrorPlace(text, error as Error) },
    });
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw MysiteError.of({ code: 'config/invalid-translations', message: `${file} must hold one object, of message ids.`, at: { file } });
  }
  const messages: Record<string, string> = {};
  for (const [id, entry] of Object.entries(raw)) {
    const message = typeof entry === 'string' ? entry : (entry as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') {
      throw MysiteError.of({
        code: 'config/invalid-translations',
        message: `The message "${id}" in ${file} has no text.`,
        at: { file, ...keyPlace(text, id) },
        hint: `Write it as "${id}": { "message": "…" }.`,
      });
    }
    messages[id] = message;
  }
  return messages;
}

/** Line and column of a JSON syntax error, from the offset Node's message gives. */
function jsonErrorPlace(text: string, error: Error): { line?: number; column?: number } {
  const offset = /position (\d+)/.exec(error.message)?.[1];
  return offset === undefined ? {} : placeOf(text, Number(offset));
}

function keyPlace(text: string, id: string): { line?: number; column?: number } {
  const at = text.indexOf(JSON.stringify(id));
  return at < 0 ? {} : placeOf(text, at);
}

function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * Writes `messages` into the locale's file for translators, keeping every
 * text already there: only ids the file lacks are added, with the code's
 * text; a description the code gives (what the text is for) is written for
 * every id, as Docusaurus writes it. Returns how many were added.
 */
export function writeTranslations(
  siteDir: string,
  locale: string,
  messages: ReadonlyMap<string, { message: string; description?: string }>,
): { file: string; added: number } {
  const file = translationsFile(locale);
  const existing = existsSync(join(siteDir, file)) ? (JSON.parse(readFileSync(join(siteDir, file), 'utf8')) as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...existing };
  let added = 0;
  for (const [id, { message, description }] of [...messages].sort(([a], [b]) => a.localeCompare(b))) {
    const kept = merged[id];
    if (kept === undefined) {
      merged[id] = description === undefined ? { message } : { message, description };
      added++;
    } else if (description !== undefined && typeof kept === 'object' && kept !== null) {
      // As Docusaurus does: the translation stays, what it is for is the code's.
      merged[id] = { ...kept, description };
    }
  }
  mkdirSync(dirname(join(siteDir, file)), { recursive: true });
  writeFileSync(join(siteDir, file), `${JSON.stringify(merged, null, 2)}\n`);
  return { file, added };
}

/**
 * Writes messages with what each is for into a file of code.json's format
 * (`i18n/<locale>/…/navbar.json`), keeping every text already there; returns
 * how many were added.
 */
export function writeMessagesFile(
  siteDir: string,
  file: string,
  messages: ReadonlyMap<string, { message: string; description: string }>,
): { file: string; added: number } {
  const path = join(siteDir, file);
  const existing = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...existing };
  let added = 0;
  for (const [id, entry] of messages) {
    if (id in merged) continue;
    merged[id] = entry;
    added++;
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(merged, null, 2)}\n`);
  return { file, added };
}
