/**
 * mysite's own translations of its UI texts: one JSON file per language in
 * src/i18n/catalogues/, `{ "<message id>": "<text>" }`, the plain-string
 * form of code.json. They are data, not code: shipped as files (the
 * package's `src/`), read only for the language a locale is in, and part of
 * the engine's identity (builder/cache/engine-identity.ts), so an edit to one
 * is never served from a cache.
 */
import { join } from 'node:path';
import { readMessagesFile } from '../config/translations.js';
import { ENGINE_ROOT } from '../core/engine-package.js';
import type { Messages } from '../core/messages.js';
import { type CatalogueLanguage, catalogueLanguage } from './catalogue-language.js';

/** Where the catalogues are, relative to the engine's folder. */
export const CATALOGUES_DIR = 'src/i18n/catalogues';

const read = new Map<CatalogueLanguage, Messages>();

/** The built-in texts for `tag` (`<html lang>`); none for English and languages without a catalogue. */
export function builtInTexts(tag: string): Messages {
  const language = catalogueLanguage(tag);
  return language ? catalogue(language) : {};
}

/** One catalogue, read once per process (it is part of the engine, which does not change while it runs). */
export function catalogue(language: CatalogueLanguage): Messages {
  let texts = read.get(language);
  if (!texts) read.set(language, (texts = readMessagesFile(ENGINE_ROOT, join(CATALOGUES_DIR, `${language}.json`))));
  return texts;
}
