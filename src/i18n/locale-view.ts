/**
 * One locale's site of a translated site: the config it is built with (its
 * base URL under `/<path>/`, its `<html lang>` and direction, its navbar and
 * footer texts) and where its translated content is. Each locale is built by
 * its own SiteBuilder from its view, as a complete site.
 */
import type { SiteConfig } from '../config/schema.js';
import { MysiteError } from '../core/errors.js';
import { closest } from '../core/suggest.js';
import { type ContentOverlay, contentOverlay } from './content-overlay.js';
import { type SiteLocale, siteLocales } from './site-locales.js';
import { translateThemeConfig } from './theme-config-translations.js';

export interface LocaleView {
  locale: SiteLocale;
  /** Every locale of the site, the default first. */
  locales: SiteLocale[];
  config: SiteConfig;
  /** The config as the site wrote it, which every locale's is derived from. */
  root: SiteConfig;
  /** The translated content folders; none for the default locale. */
  overlay?: ContentOverlay;
}

/** The view of `name` (the default locale when not given); undefined for a site without `i18n`. */
export function localeView(config: SiteConfig, siteDir: string, name?: string): LocaleView | undefined {
  const locales = siteLocales(config);
  if (locales.length === 0) {
    if (name !== undefined && name !== config.locale) throw unknownLocale(name, [config.locale]);
    return undefined;
  }
  const locale = name === undefined ? locales[0]! : locales.find((l) => l.name === name);
  if (!locale)
    throw unknownLocale(
      name!,
      locales.map((l) => l.name),
    );
  const derived: SiteConfig = {
    ...config,
    baseUrl: locale.baseUrl,
    locale: locale.htmlLang,
    direction: locale.direction,
    ...translateThemeConfig(config, siteDir, locale.name),
  };
  return { locale, locales, config: derived, root: config, overlay: locale.isDefault ? undefined : contentOverlay(config, siteDir, locale.name) };
}

function unknownLocale(name: string, known: string[]): MysiteError {
  const guess = closest(name, known);
  return MysiteError.of({
    code: 'config/unknown-locale',
    message: `--locale ${name}: the site has no locale "${name}".`,
    at: { file: 'site.config.ts' },
    hint: `${guess ? `Did you mean "${guess}"? ` : ''}Locales: ${known.join(', ')} (i18n.locales in site.config.ts).`,
  });
}
