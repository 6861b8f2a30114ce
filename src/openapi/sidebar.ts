/**
 * The API sidebar: the introduction first, then one category per tag in
 * the document's order (operations without a tag last, under "Other"),
 * each operation labelled with its summary and a method badge. When no
 * operation has a tag the operations are listed without categories.
 */
import type { SidebarItem, SidebarLink } from '../core/types.js';
import type { OperationGroup } from './operations.js';
import type { ApiNavLink } from './types.js';

export const API_SIDEBAR_ID = 'api';
export const INTRO_LABEL = 'Introduction';

export function apiSidebar(introHref: string, groups: OperationGroup[], href: (pageId: string) => string): SidebarItem[] {
  const link = (o: OperationGroup['operations'][number]): SidebarLink => ({
    type: 'link',
    label: o.title,
    href: href(o.id),
    badge: o.method.toUpperCase(),
    className: `api-method api-method-${o.method}`,
  });
  const items: SidebarItem[] = [{ type: 'link', label: INTRO_LABEL, href: introHref }];
  if (groups.length === 1 && groups[0]!.tag === undefined) return [...items, ...groups[0]!.operations.map(link)];
  for (const g of groups) {
    items.push({ type: 'category', label: g.label, collapsed: false, collapsible: true, items: g.operations.map(link) });
  }
  return items;
}

/** Pages in sidebar order, for previous/next links. */
export function readingOrder(items: SidebarItem[]): ApiNavLink[] {
  const out: ApiNavLink[] = [];
  const visit = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'link') out.push({ label: item.label, href: item.href });
      else {
        if (item.href) out.push({ label: item.label, href: item.href });
        visit(item.items);
      }
    }
  };
  visit(items);
  return out;
}
