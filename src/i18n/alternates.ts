/**
 * The same page in every locale: `<link rel="alternate" hreflang>` in each
 * page's head and `xhtml:link` in the sitemap, the default locale also as
 * `x-default`. Every locale's site has the default locale's pages (a page
 * missing in a locale falls back), so a route's path is the same in each,
 * but for the pages whose head says otherwise (`localePaths`: a tag the
 * locale gives another permalink; left out where the locale lacks it).
 */
import type { PageHead } from '../core/types.js';
import { absoluteUrl } from '../core/urls.js';
import { spellRoute, type TrailingSlash } from '../core/trailing-slash.js';
import type { SiteLocale } from './site-locales.js';

/** A locale's site, as alternates name it: its `hreflang` and base URL. */
export interface LocaleAlternate {
  /** The locale's name (`i18n.locales`), which `PageHead.localePaths` is keyed by. */
  locale: string;
  hreflang: string;
  baseUrl: string;
}

/** Every locale's alternate, then `x-default` (the default locale's base). */
export function localeAlternates(locales: SiteLocale[]): LocaleAlternate[] {
  const byLocale = locales.map((l) => ({ locale: l.name, hreflang: l.htmlLang, baseUrl: l.baseUrl }));
  const fallback = locales.find((l) => l.isDefault);
  return fallback ? [...byLocale, { locale: fallback.name, hreflang: 'x-default', baseUrl: fallback.baseUrl }] : byLocale;
}

/** The absolute URL of the page at `path` (a route) in each locale that has it, spelt as `trailingSlash` says. */
export function alternateUrls(
  url: string,
  alternates: LocaleAlternate[],
  path: string,
  elsewhere?: PageHead['localePaths'],
  trailingSlash?: TrailingSlash,
): { hreflang: string; href: string }[] {
  return alternates.flatMap((alt) => {
    const there = elsewhere?.[alt.locale];
    return there && !there.alternate
      ? []
      : [{ hreflang: alt.hreflang, href: absoluteUrl({ url, baseUrl: alt.baseUrl }, spellRoute(there?.path ?? path, trailingSlash)) }];
  });
}
