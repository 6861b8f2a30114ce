/**
 * A page's own copy of the sidebar: categories that are open on that page
 * (the one holding it, and any not collapsed by default) keep their items;
 * the others keep only their label. A list longer than `SHOWN_ENTRIES + 4`
 * keeps the entries around the page's own and a "more" entry for each run
 * left out. Each page thus carries a sidebar of bounded size whatever the
 * size of the site (an API of 1,000 operations in 200 tags included); the
 * full tree is one file, loaded when a visitor opens a closed category or
 * asks for more entries.
 */
import type { PageSidebarItem, SidebarCategory, SidebarItem, SidebarMore } from '../../core/types.js';

export const SHOWN_ENTRIES = 20;
/** Where a long list's shown entries may start; the page's own is at least a quarter of them from either edge. */
export const WINDOW_STEP = SHOWN_ENTRIES / 2;

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

export function pruneSidebar(index: SidebarIndex, activePath: string): PageSidebarItem[] {
  const open = index.ancestors.get(activePath) ?? new Set<string>();
  const holdsPage = (item: SidebarItem) => (item.type === 'link' ? item.href === activePath : open.has(item.id!));
  const prune = (list: SidebarItem[], parentId: string): PageSidebarItem[] => {
    const shown = window(list, list.findIndex(holdsPage));
    const out: PageSidebarItem[] = [];
    if (shown.start > 0) out.push(more(list, parentId, 0, shown.start));
    for (const item of list.slice(shown.start, shown.end)) {
      if (item.type === 'link') {
        out.push(item);
        continue;
      }
      const cat = item as SidebarCategory;
      const expanded = !cat.collapsible || !cat.collapsed || open.has(cat.id!);
      out.push({ ...cat, collapsed: !expanded, items: expanded ? prune(cat.items, cat.id!) : [] });
    }
    if (shown.end < list.length) out.push(more(list, parentId, shown.end, list.length));
    return out;
  };
  return prune(index.full, '');
}

/** The entries of a list a page shows: all of a short list, else `SHOWN_ENTRIES` around the page's own, from a step. */
function window(list: SidebarItem[], active: number): { start: number; end: number } {
  if (list.length <= SHOWN_ENTRIES + 4) return { start: 0, end: list.length };
  const aligned = Math.floor((Math.max(active, 0) - SHOWN_ENTRIES / 4) / WINDOW_STEP) * WINDOW_STEP;
  const start = Math.max(0, Math.min(list.length - SHOWN_ENTRIES, aligned));
  return { start, end: start + SHOWN_ENTRIES };
}

function more(list: SidebarItem[], parentId: string, start: number, end: number): SidebarMore {
  const first = list[start]!;
  const href = first.type === 'link' ? first.href : (first.href ?? first.defaultHref ?? '/');
  return { type: 'more', label: `${end - start} more`, parentId, start, end, href };
}
