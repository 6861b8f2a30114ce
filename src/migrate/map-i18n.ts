/**
 * `i18n`: a site in one locale maps to `locale` and `direction`; a site in
 * several maps to mysite's `i18n`, which has Docusaurus's shape (locales,
 * defaultLocale, localeConfigs' label, direction, htmlLang and path) and
 * reads the `i18n/` folder in Docusaurus's layout as it is. Options of a
 * locale that is not in `locales` are accepted and not used, as Docusaurus
 * treats them.
 */
import { keyPath, STRING, STRINGS } from './migration.js';
import { entriesOf, type MapContext, objectOr } from './map-context.js';
import type { Plain, PlainObject } from './plain-value.js';

const LOCALE_OPTIONS = ['label', 'direction', 'htmlLang', 'path'];

export function mapI18n(ctx: MapContext, value: Plain | undefined): void {
  const i18n = objectOr(value);
  const locales = Array.isArray(i18n.locales) ? i18n.locales : [];
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  if (locales.some((l) => l !== defaultLocale)) mapLocales(ctx, i18n);
  else mapOneLocale(ctx, i18n);
}

/** Several locales: every option mysite has, as it is. */
function mapLocales(ctx: MapContext, i18n: PlainObject): void {
  const { m } = ctx;
  const out: PlainObject = {};
  for (const [key, v] of entriesOf(i18n)) {
    const at = keyPath('i18n', key);
    if (key === 'defaultLocale') {
      const locale = m.take(at, v, STRING);
      if (locale) out.defaultLocale = locale;
    } else if (key === 'locales') {
      const locales = m.take(at, v, STRINGS);
      if (locales) out.locales = locales;
    } else if (key === 'path') {
      if (v === 'i18n') m.mapped++;
      else m.skip(at, 'no-equivalent', 'mysite reads translations from the i18n/ folder: move them there');
    } else if (key === 'localeConfigs') {
      const configs: PlainObject = {};
      for (const [locale, config] of entriesOf(v)) {
        const kept: PlainObject = {};
        for (const [option, setting] of entriesOf(config)) {
          if (LOCALE_OPTIONS.includes(option) && typeof setting === 'string') kept[option] = setting;
          else m.skip(keyPath(keyPath(at, locale), option), 'no-equivalent', 'a locale option mysite does not have');
        }
        if (Object.keys(kept).length) configs[locale] = kept;
      }
      if (Object.keys(configs).length) out.localeConfigs = configs;
    } else {
      m.skip(at, 'no-equivalent', 'an i18n option mysite does not have');
    }
  }
  out.defaultLocale ??= 'en';
  m.set(['i18n'], out, 'i18n');
}

/** One locale: its language and direction. */
function mapOneLocale(ctx: MapContext, i18n: PlainObject): void {
  const { m } = ctx;
  const defaultLocale = m.take('i18n.defaultLocale', i18n.defaultLocale, STRING) ?? 'en';
  const own = objectOr(objectOr(i18n.localeConfigs)[defaultLocale]);
  for (const [key, v] of entriesOf(i18n)) {
    const at = keyPath('i18n', key);
    if (key === 'defaultLocale') {
      const lang = typeof own.htmlLang === 'string' ? own.htmlLang : defaultLocale;
      if (lang === 'en-US') m.mapped++;
      else m.set(['locale'], lang, at);
    } else if (key === 'locales' || key === 'path') {
      m.mapped++;
    } else if (key === 'localeConfigs') {
      for (const [locale, config] of entriesOf(v)) {
        // Docusaurus reads only the options of the locales it builds: another locale's are kept by no one.
        if (locale !== defaultLocale) {
          m.mapped++;
          continue;
        }
        for (const [option, setting] of entriesOf(config)) {
          const where = keyPath(keyPath(at, locale), option);
          if (option === 'htmlLang' || option === 'label' || option === 'path') m.mapped++;
          else if (option === 'direction') {
            if (setting === 'rtl') m.set(['direction'], 'rtl', where);
            else m.mapped++;
          } else m.skip(where, 'no-equivalent', 'a locale option mysite does not have');
        }
      }
    } else {
      m.skip(at, 'no-equivalent', 'an i18n option mysite does not have');
    }
  }
}
