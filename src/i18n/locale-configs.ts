/**
 * The config each locale of a site is built with (its base URL, its
 * translated navbar and footer), the default locale's first; a site without
 * `i18n` has its one config. For what reads a whole built output, such as
 * `mysite check-links`, whose pages are every locale's.
 */
import type { SiteConfig } from '../config/schema.js';
import { localeView } from './locale-view.js';
import { siteLocales } from './site-locales.js';

export function localeConfigs(config: SiteConfig, siteDir: string): SiteConfig[] {
  const locales = siteLocales(config);
  if (locales.length === 0) return [config];
  return locales.map((locale) => localeView(config, siteDir, locale.name)!.config);
}
