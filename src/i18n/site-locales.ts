/**
 * The locales of a site, as `i18n` declares them (Docusaurus's shape), with
 * the defaults filled in: each one's label, direction, `<html lang>`, the
 * folder it is published under and its base URL. A site without `i18n` has
 * none: it is the one-locale site `locale` and `direction` describe.
 */
import type { SiteConfig } from '../config/schema.js';

export interface SiteLocale {
  /** The locale as `i18n.locales` names it; also the folder `i18n/<name>/`. */
  name: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  /** The folder under the site's base URL; '' for the default locale. */
  path: string;
  /** The base URL of its site (`/` for the default, `/fr/` for fr). */
  baseUrl: string;
  isDefault: boolean;
}

/** Languages written right to left (by their primary subtag). */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** Every locale of the site, the default first; empty without `i18n`. `rootBaseUrl`: the default locale's base URL. */
export function siteLocales(config: Pick<SiteConfig, 'i18n' | 'baseUrl'>, rootBaseUrl = config.baseUrl): SiteLocale[] {
  const { i18n } = config;
  if (!i18n) return [];
  const ordered = [i18n.defaultLocale, ...i18n.locales.filter((l) => l !== i18n.defaultLocale)];
  return ordered.map((name) => {
    const options = i18n.localeConfigs[name] ?? {};
    const isDefault = name === i18n.defaultLocale;
    const path = isDefault ? '' : (options.path ?? name);
    return {
      name,
      label: options.label ?? nativeName(name),
      direction: options.direction ?? (RTL_LANGUAGES.has(name.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr'),
      htmlLang: options.htmlLang ?? name,
      path,
      baseUrl: isDefault ? rootBaseUrl : `${rootBaseUrl}${path}/`,
      isDefault,
    };
  });
}

/** The locale's name in its own language (`fr` → `Français`), or the tag when the runtime does not know it. */
function nativeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}
