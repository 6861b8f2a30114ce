/**
 * A locale's UI texts: for each message id, the site's own text
 * (`i18n/<locale>/code.json`), else mysite's built-in one for the locale's
 * language (built-in-texts.ts), else none, and the code's English is shown.
 */
import { readTranslations } from '../config/translations.js';
import type { Messages } from '../core/messages.js';
import { builtInTexts } from './built-in-texts.js';

export interface LocaleOfTexts {
  /** The locale's name, which names its folder `i18n/<name>/`. */
  name: string;
  /** Its `<html lang>` (the locale's name unless `i18n.localeConfigs` says otherwise), which picks the catalogue. */
  htmlLang: string;
}

export function localeTexts(siteDir: string, locale: LocaleOfTexts): Messages {
  const builtIn = builtInTexts(locale.htmlLang);
  const own = readTranslations(siteDir, locale.name);
  return Object.keys(builtIn).length === 0 ? own : { ...builtIn, ...own };
}

/**
 * What `mysite write-translations` offers a translator for each id: the
 * built-in text of the locale's language where there is one, so that the
 * translator edits it rather than starts again from the English.
 */
export function startingTexts(english: ReadonlyMap<string, string>, htmlLang: string): Map<string, string> {
  const builtIn = builtInTexts(htmlLang);
  return new Map([...english].map(([id, text]) => [id, builtIn[id] ?? text]));
}
