/**
 * A page's own copy of the sidebar: categories that are open on that page
 * (the one holding it, and any not collapsed by default) keep their items;
 * the others keep only their label. Each page thus carries a small sidebar
 * whatever the size of the site; the full tree is one file, loaded when a
 * visitor opens a closed category.
 */
import type { SidebarCategory, SidebarItem } from '../core/types.js';

export interface SidebarIndex {
  items: SidebarItem[];
  /** Route → ids of the categories that contain it. */
  ancestors: Map<string, Set<string>>;
  /** The full tree with `id`, `defaultHref` and `itemCount` filled in. */
  full: SidebarItem[];
}

export function indexSidebar(items: SidebarItem[]): SidebarIndex {
  const ancestors = new Map<string, Set<string>>();
  const annotate = (list: SidebarItem[], prefix: string, chain: string[]): SidebarItem[] =>
    list.map((item, i) => {
      if (item.type === 'link') {
        ancestors.set(item.href, new Set(chain));
        return item;
      }
      const id = prefix ? `${prefix}.${i}` : String(i);
      if (item.href) ancestors.set(item.href, new Set([...chain, id]));
      const children = annotate(item.items, id, [...chain, id]);
      return { ...item, id, items: children, itemCount: children.length, defaultHref: item.href ?? firstHref(children) };
    });
  const full = annotate(items, '', []);
  return { items, ancestors, full };
}

function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    const inner = item.href ?? firstHref(item.items);
    if (inner) return inner;
  }
  return undefined;
}

export function pruneSidebar(index: SidebarIndex, activePath: string): SidebarItem[] {
  const open = index.ancestors.get(activePath) ?? new Set<string>();
  const prune = (list: SidebarItem[]): SidebarItem[] =>
    list.map((item) => {
      if (item.type === 'link') return item;
      const cat = item as SidebarCategory;
      const expanded = !cat.collapsible || !cat.collapsed || open.has(cat.id!);
      return { ...cat, collapsed: !expanded, items: expanded ? prune(cat.items) : [] };
    });
  return prune(index.full);
}
