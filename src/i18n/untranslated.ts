/**
 * A page a locale has no translation of is the default locale's page, built
 * into the locale's site: its head says so (`untranslated`), and the theme
 * shows a notice above the content linking to the page in the default locale,
 * and marks the content as written in that locale's language and direction.
 */
import type { Route } from '../core/types.js';
import { fileUrl } from '../core/urls.js';
import type { ContentOverlay } from './content-overlay.js';
import type { SiteLocale } from './site-locales.js';

/** Layouts of pages made from a content file (React pages translate their texts with translate()). */
const CONTENT_LAYOUTS = new Set(['doc', 'blogPost', 'markdownPage']);

export function markUntranslated(routes: Route[], overlay: ContentOverlay, defaultLocale: SiteLocale): void {
  for (const route of routes) {
    const file = route.source?.file;
    if (!file || !CONTENT_LAYOUTS.has(route.layout) || !overlay.isFallback(file)) continue;
    route.head = {
      ...route.head,
      untranslated: { original: fileUrl(defaultLocale.baseUrl, route.path), lang: defaultLocale.htmlLang, dir: defaultLocale.direction },
    };
  }
}
