/**
 * Which of mysite's own catalogues of UI texts (src/i18n/catalogues/) a
 * language tag reads: the tag itself when a catalogue has that name, else
 * its language's (`fr-CA` → `fr`). Chinese goes by script, as the tag gives
 * it or as the region implies it (`zh`, `zh-CN`, `zh-SG` → `zh-Hans`;
 * `zh-TW`, `zh-HK`, `zh-MO` → `zh-Hant`), and Portuguese by the one
 * catalogue there is (`pt`, `pt-PT` → `pt-BR`). English, and languages
 * without a catalogue, read none: the code's English is theirs.
 */

/** The catalogues mysite ships, by the name of their file. */
export const CATALOGUE_LANGUAGES = ['ar', 'de', 'es', 'fr', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'ru', 'tr', 'uk', 'vi', 'zh-Hans', 'zh-Hant'] as const;

export type CatalogueLanguage = (typeof CATALOGUE_LANGUAGES)[number];

const BY_LOWER_CASE = new Map<string, CatalogueLanguage>(CATALOGUE_LANGUAGES.map((name) => [name.toLowerCase(), name]));

/** The catalogue `tag` (`<html lang>`, e.g. `fr-CA`) reads; undefined for none. */
export function catalogueLanguage(tag: string): CatalogueLanguage | undefined {
  const exact = BY_LOWER_CASE.get(tag.toLowerCase());
  if (exact) return exact;
  const locale = languageTag(tag);
  if (!locale) return undefined;
  if (locale.language === 'zh') return locale.maximize().script === 'Hant' ? 'zh-Hant' : 'zh-Hans';
  if (locale.language === 'pt') return 'pt-BR';
  return BY_LOWER_CASE.get(locale.language);
}

/** The tag as Intl reads it; undefined when it is not a well-formed tag. */
function languageTag(tag: string): Intl.Locale | undefined {
  try {
    return new Intl.Locale(tag);
  } catch {
    return undefined;
  }
}
