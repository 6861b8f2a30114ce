/**
 * What the document does once the router has shown another page: the
 * head's title and meta tags, the scroll position, the focus and the
 * announcement for screen readers; and what the runtime does only once a
 * page is shown (announcing a copy, prefetching the links in view). None
 * of it is needed before the page is interactive, so it is not in the
 * entry script: chunks.ts loads it after the first render.
 *
 * How it imports matters to the bundle. esbuild puts each module in a chunk
 * by the set of entry points (the entry script and every lazily loaded
 * module) that reach it. This module imports the runtime's shared modules
 * through `mysite-ssg/client`, as layouts do, so it reaches the same ones as
 * every other lazy chunk and they stay in the one shared chunk that every
 * page loads. It must not import what only the entry script imports
 * (`mysite:site`, chunks.ts…): those would move into a new chunk, one more
 * file on every page. The site comes as an argument instead.
 */
import { MAIN_CONTENT_ID, type PageChunk, type SiteData } from 'mysite-ssg/client';
import { announce } from './announcer.js';
import { updateHead } from './head.js';

// What else the runtime needs only once the page is shown, kept out of every page's first script:
// the live region for the copy buttons (enhance.ts), the prefetching of links in view (prefetch.ts).
export { announce };
export { observeLinks } from './prefetch-in-view.js';
// For the entry's error screen, which would otherwise share the module with this chunk: one more file on every page.
export { pageTitle } from '../core/page-title.js';

export interface PageChange {
  page: PageChunk;
  /** The URL's fragment (`#id`), or "". */
  hash: string;
  restoreScroll?: number;
  /** The same page with new data (watch mode): the scroll position stays, nothing is focused or announced. */
  refresh?: boolean;
}

/** After a page renders: restore, or go to the #anchor, or to the top. */
export function applyScroll(hash: string, restore: number | undefined): void {
  if (restore !== undefined) {
    window.scrollTo(0, restore);
    return;
  }
  if (hash.length > 1) {
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // keep the raw fragment
    }
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView();
      return;
    }
  }
  window.scrollTo(0, 0);
}

export function showPage({ page, hash, restoreScroll, refresh }: PageChange, site: SiteData): void {
  const title = updateHead(page, site);
  applyScroll(hash, restoreScroll);
  if (refresh) return;
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  announce(`Navigated to ${title}`);
}
