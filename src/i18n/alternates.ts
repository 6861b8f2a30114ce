/**
 * The same page in every locale: `<link rel="alternate" hreflang>` in each
 * page's head and `xhtml:link` in the sitemap, the default locale also as
 * `x-default`. Every locale's site has the default locale's pages (a page
 * missing in a locale falls back), so a route's path is the same in each.
 */
import { absoluteUrl } from '../core/urls.js';
import type { SiteLocale } from './site-locales.js';

/** A locale's site, as alternates name it: its `hreflang` and base URL. */
export interface LocaleAlternate {
  hreflang: string;
  baseUrl: string;
}

/** Every locale's alternate, then `x-default` (the default locale's base). */
export function localeAlternates(locales: SiteLocale[]): LocaleAlternate[] {
  const byLocale = locales.map((l) => ({ hreflang: l.htmlLang, baseUrl: l.baseUrl }));
  const fallback = locales.find((l) => l.isDefault);
  return fallback ? [...byLocale, { hreflang: 'x-default', baseUrl: fallback.baseUrl }] : byLocale;
}

/** The absolute URL of `path` (a route) in each locale. */
export function alternateUrls(url: string, alternates: LocaleAlternate[], path: string): { hreflang: string; href: string }[] {
  return alternates.map((alt) => ({ hreflang: alt.hreflang, href: absoluteUrl({ url, baseUrl: alt.baseUrl }, path) }));
}
