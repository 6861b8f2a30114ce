/** When a navbar link, or an entry of a navbar dropdown, belongs to the page shown. */
import type { NavbarItem } from 'mysite-ssg/client';

type NavLinkTarget = Pick<NavbarItem, 'to' | 'activeBasePath'>;

/** The page is under the link's `activeBasePath`, else its `to`: the link is highlighted. */
export function isActive(item: NavLinkTarget, path: string): boolean {
  const base = item.activeBasePath ?? item.to;
  if (!base) return false;
  return path === base || path.startsWith(base.endsWith('/') ? base : base + '/');
}

/** The page is the link's own target: the link is marked `aria-current="page"`. */
export function isCurrent(item: NavLinkTarget, path: string): boolean {
  return isActive(item, path) && path === (item.to ?? '');
}
