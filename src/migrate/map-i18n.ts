/** `i18n`: the default locale's language and direction map; more locales wait for translations. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { keyPath, STRING } from './migration.js';
import { entriesOf, type MapContext, objectOr } from './map-context.js';
import type { Plain } from './plain-value.js';

const NOT_YET = 'translations are not supported yet';

export function mapI18n(ctx: MapContext, value: Plain | undefined): void {
  const { m } = ctx;
  const i18n = objectOr(value);
  const defaultLocale = m.take('i18n.defaultLocale', i18n.defaultLocale, STRING) ?? 'en';
  const configs = objectOr(i18n.localeConfigs);
  const own = objectOr(configs[defaultLocale]);
  for (const [key, v] of entriesOf(i18n)) {
    const at = keyPath('i18n', key);
    if (key === 'defaultLocale') {
      const lang = typeof own.htmlLang === 'string' ? own.htmlLang : defaultLocale;
      if (lang === 'en-US') m.mapped++;
      else m.set(['locale'], lang, at);
    } else if (key === 'locales') {
      const others = Array.isArray(v) ? v.filter((l) => l !== defaultLocale) : [];
      if (others.length === 0) m.mapped++;
      else {
        const folder = existsSync(join(ctx.siteDir, 'i18n')) ? '; the i18n/ folder is not read' : '';
        m.skip(`${at} (${others.join(', ')})`, 'not-yet', `${NOT_YET}: only "${defaultLocale}" is built${folder}`);
      }
    } else if (key === 'localeConfigs') {
      for (const [locale, config] of entriesOf(v)) {
        if (locale !== defaultLocale) continue; // reported with the locales
        for (const [option, setting] of entriesOf(config)) {
          const where = keyPath(keyPath(at, locale), option);
          if (option === 'htmlLang') m.mapped++;
          else if (option === 'direction') {
            if (setting === 'rtl') m.set(['direction'], 'rtl', where);
            else m.mapped++;
          } else if (option === 'label') m.skip(where, 'not-yet', NOT_YET);
          else m.skip(where, 'no-equivalent', 'a locale option mysite does not have');
        }
      }
    } else {
      m.skip(at, 'not-yet', NOT_YET);
    }
  }
}
