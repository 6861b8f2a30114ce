/** Which clicks the router handles: same-origin links to pages of this site. */
import { fileUrl, PUBLISHED_FILES_DIR, routeOfUrlPath } from '../core/urls.js';
import { LINKED_FILE_EXTENSION as FILE_EXTENSION } from '../core/trailing-slash.js';

/** The route a link points to, or null when the browser should handle it. */
export function internalRoute(a: HTMLAnchorElement, baseUrl: string): string | null {
  if (a.target && a.target !== '_self') return null;
  if (a.hasAttribute('download') || a.getAttribute('rel')?.includes('external')) return null;
  // The page in another locale (the locale dropdown) is another site, with its own base URL.
  if (a.hreflang) return null;
  if (a.origin !== location.origin) return null;
  const raw = a.getAttribute('href') ?? '';
  if (raw.startsWith('#')) return null;
  // Files content links to are published in their own folder, whatever their extension (`LICENSE`, `x.sh`).
  if (FILE_EXTENSION.test(a.pathname) || a.pathname.startsWith(fileUrl(baseUrl, '_mysite/')) || a.pathname.startsWith(fileUrl(baseUrl, PUBLISHED_FILES_DIR)))
    return null;
  return routeOfUrlPath(a.pathname, baseUrl);
}

/** A plain left click without modifier keys (others open tabs/windows). */
export function isPlainClick(e: MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;
}
