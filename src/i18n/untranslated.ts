/**
 * A page a locale has no translation of is the default locale's page, built
 * into the locale's site: its head says so (`untranslated`), and the theme
 * shows a notice above the content linking to the page in the default locale,
 * and marks the content as written in that locale's language and direction.
 */
import type { BlogListItem } from '../core/page-data/blog.js';
import type { Route } from '../core/types.js';
import { fileUrl } from '../core/urls.js';
import type { ContentOverlay } from './content-overlay.js';
import type { SiteLocale } from './site-locales.js';

/** Layouts of pages made from a content file (React pages translate their texts with translate()). */
const CONTENT_LAYOUTS = new Set(['doc', 'blogPost', 'markdownPage']);
/** Layouts whose data lists blog posts (`posts`). */
const LIST_LAYOUTS = new Set(['blogList']);

export function markUntranslated(routes: Route[], overlay: ContentOverlay, defaultLocale: SiteLocale): void {
  const language = { lang: defaultLocale.htmlLang, dir: defaultLocale.direction };
  const untranslatedPosts = new Set<string>();
  for (const route of routes) {
    const file = route.source?.file;
    if (!file || !CONTENT_LAYOUTS.has(route.layout) || !overlay.isFallback(file)) continue;
    route.head = { ...route.head, untranslated: { original: fileUrl(defaultLocale.baseUrl, route.path), ...language } };
    if (route.layout === 'blogPost') untranslatedPosts.add(route.path);
  }
  if (untranslatedPosts.size === 0) return;
  // The lists show such a post's title and excerpt in its language and direction too.
  for (const route of routes) {
    const posts = (route.data as { posts?: unknown }).posts;
    if (!LIST_LAYOUTS.has(route.layout) || !Array.isArray(posts)) continue;
    route.data = {
      ...(route.data as object),
      posts: (posts as BlogListItem[]).map((post) => (untranslatedPosts.has(post.href) ? { ...post, original: language } : post)),
    };
  }
}
