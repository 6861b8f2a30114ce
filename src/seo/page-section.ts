/**
 * The part of the site a page belongs to, named as the navbar names it:
 * the navbar item whose route (or `activeBasePath`) the page's path is
 * under, e.g. "Docs" for /docs/x. Social cards show it; structured data
 * uses it as a breadcrumb.
 */
import type { SiteConfig } from '../config/schema.js';

export interface PageSection {
  label: string;
  href: string;
}

export function pageSection(config: SiteConfig, path: string): PageSection | undefined {
  let best: { section: PageSection; length: number } | undefined;
  for (const item of config.navbar.items) {
    const base = item.activeBasePath ?? item.to;
    if (!item.to || !item.label || !base || base === '/') continue;
    const under = path === base || path.startsWith(base.endsWith('/') ? base : base + '/');
    // The longest match wins, so /docs/api is not taken for /docs.
    if (under && (!best || base.length > best.length)) best = { section: { label: item.label, href: item.to }, length: base.length };
  }
  return best?.section;
}
