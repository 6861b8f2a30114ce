/**
 * Prefetches internal links when they scroll into view or are hovered or
 * focused, unless the visitor is on a 2g connection or asked to save data.
 */
import site from 'mysite:site';
import { prefetchPage } from './chunks.js';
import { internalRoute } from './links.js';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

const seen = new WeakSet<Element>();
const done = new Set<string>();
let observer: IntersectionObserver | undefined;

function prefetchLink(a: HTMLAnchorElement): void {
  const route = internalRoute(a, site.baseUrl);
  if (!route || done.has(route) || !prefetchAllowed()) return;
  done.add(route);
  prefetchPage(route);
}

/** Watches the links now on the page; call again after each navigation. */
export function observeLinks(root: ParentNode = document): void {
  if (!prefetchAllowed()) return;
  if (!observer && 'IntersectionObserver' in window) {
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        prefetchLink(entry.target as HTMLAnchorElement);
      }
    });
  }
  for (const a of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (seen.has(a)) continue;
    seen.add(a);
    observer?.observe(a);
  }
}

/** Hover and keyboard focus prefetch immediately. */
export function prefetchOnIntent(): void {
  const handler = (e: Event) => {
    const a = (e.target as Element | null)?.closest?.('a[href]');
    if (a) prefetchLink(a as HTMLAnchorElement);
  };
  document.addEventListener('mouseover', handler, { passive: true });
  document.addEventListener('focusin', handler);
  document.addEventListener('touchstart', handler, { passive: true });
}
