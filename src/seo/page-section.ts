/**
 * The part of the site a page belongs to, named as the navbar names it:
 * the navbar link whose route (or `activeBasePath`) the page's path is
 * under, e.g. "Docs" for /docs/x, a link of a navbar dropdown included
 * ("Forum" in a "Community" menu). Social cards show it; structured data
 * uses it as a breadcrumb; llms.txt groups pages by it.
 */
import type { SiteConfig } from '../config/schema.js';

export interface PageSection {
  label: string;
  href: string;
  /** Its place in the navbar, read left to right with each dropdown's links where the dropdown is. */
  order: number;
}

type NavbarItem = SiteConfig['navbar']['items'][number];
type NavbarLink = Pick<NavbarItem, 'label' | 'to' | 'activeBasePath'>;

/** The navbar's links in order: its items, each dropdown's links in its place. */
function navbarLinks(items: readonly NavbarItem[]): NavbarLink[] {
  return items.flatMap((item): NavbarLink[] => (item.type === 'dropdown' ? (item.items ?? []) : [item]));
}

export function pageSection(config: SiteConfig, path: string): PageSection | undefined {
  let best: { section: PageSection; length: number } | undefined;
  navbarLinks(config.navbar.items).forEach((link, order) => {
    const base = link.activeBasePath ?? link.to;
    if (!link.to || !link.label || !base || base === '/') return;
    const under = path === base || path.startsWith(base.endsWith('/') ? base : base + '/');
    // The longest match wins, so /docs/api is not taken for /docs; of two alike, the first in the navbar.
    if (under && (!best || base.length > best.length)) best = { section: { label: link.label, href: link.to, order }, length: base.length };
  });
  return best?.section;
}
