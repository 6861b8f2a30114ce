/**
 * The API sidebar: the introduction first, then one category per tag in
 * the document's order (operations without a tag last, under "Other"),
 * each operation labelled with its summary and a method badge. When no
 * operation has a tag the operations are listed without categories.
 */
import type { SidebarItem, SidebarLink } from '../core/types.js';
import type { OperationGroup } from './operations.js';
import type { ApiNavLink } from '../core/page-data/api.js';
import { ENGLISH_API_TEXTS, type ApiTexts } from './api-texts.js';

export const API_SIDEBAR_ID = 'api';

/**
 * Every page carries the open part of its sidebar. A big API (thousands of
 * operations) would put all of them on every page, so the pages grow with
 * the square of the operations (1,000 operations: 240 KB of sidebar per page,
 * 400 MB in all). Above this many operations, categories start closed (the
 * page's own opens), and a category of more than this many is split in runs
 * of this many: a page then carries at most this many links and the labels.
 */
export const OPEN_SIDEBAR_LIMIT = 100;

export function apiSidebar(introHref: string, groups: OperationGroup[], href: (pageId: string) => string, texts: ApiTexts = ENGLISH_API_TEXTS): SidebarItem[] {
  const link = (o: OperationGroup['operations'][number]): SidebarLink => ({
    type: 'link',
    label: o.title,
    href: href(o.id),
    badge: o.method.toUpperCase(),
    className: `api-method api-method-${o.method}`,
  });
  const items: SidebarItem[] = [{ type: 'link', label: texts.text('theme.api.sidebar.introduction'), href: introHref }];
  const total = groups.reduce((n, g) => n + g.operations.length, 0);
  if (total <= OPEN_SIDEBAR_LIMIT) {
    if (groups.length === 1 && groups[0]!.tag === undefined) return [...items, ...groups[0]!.operations.map(link)];
    for (const g of groups) items.push({ type: 'category', label: g.label, collapsed: false, collapsible: true, items: g.operations.map(link) });
    return items;
  }
  const category = (label: string, list: SidebarItem[]): SidebarItem => ({ type: 'category', label, collapsed: true, collapsible: true, items: list });
  for (const g of groups) {
    const label = g.tag === undefined && groups.length === 1 ? texts.text('theme.api.sidebar.operations') : g.label;
    const links = g.operations.map(link);
    if (links.length <= OPEN_SIDEBAR_LIMIT) {
      items.push(category(label, links));
      continue;
    }
    for (let start = 0; start < links.length; start += OPEN_SIDEBAR_LIMIT) {
      const part = links.slice(start, start + OPEN_SIDEBAR_LIMIT);
      items.push(category(`${label} ${start + 1}–${start + part.length}`, part));
    }
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
