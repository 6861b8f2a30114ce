/**
 * The one rule for the URL search engines are given for a page: its
 * `head.canonical` (a page of another docs version → the last version's same
 * page), else its own route. The canonical link, the hreflang links (the
 * canonical page in each locale) and the sitemap (only the pages that are
 * their own canonical) all follow it, so the three never disagree.
 */
import type { PageHead } from './types.js';

export function canonicalRoute(page: { path: string; head: Pick<PageHead, 'canonical'> }): string {
  return page.head.canonical ?? page.path;
}

/** A page whose canonical is another page stays out of the sitemap: that page stands for it. */
export function isOwnCanonical(page: { path: string; head: Pick<PageHead, 'canonical'> }): boolean {
  return canonicalRoute(page) === page.path;
}
