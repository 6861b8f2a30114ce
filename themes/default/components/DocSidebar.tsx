/**
 * The docs sidebar. A page ships only the open branches (see
 * prune-sidebar.ts); opening a closed category loads the full tree once.
 *
 * A category with a page of its own is a link plus a caret button; one
 * without is a button. Without JavaScript the buttons cannot work, so CSS
 * hides them and shows a link to the category's first page instead: every
 * `aria-expanded` on the page is true to what is shown. Carets are drawn by
 * CSS (sidebar.css), not an SVG per category: a big sidebar repeated it
 * hundreds of times on every page.
 */
import { useState } from 'react';
import { InLanguage } from './Markdown.js';
import { Link, useSite, withBase, type PageSidebarItem, type SidebarCategory, type SidebarItem, type SidebarMore, translate } from 'mysite-ssg/client';
import { Collapsible } from './Collapsible.js';

const fullSidebars = new Map<string, Promise<SidebarItem[]>>();

function loadFullSidebar(baseUrl: string, id: string): Promise<SidebarItem[]> {
  let p = fullSidebars.get(id);
  if (!p) {
    p = fetch(withBase(baseUrl, `/_mysite/sidebars/${id}.json`)).then((r) => {
      if (!r.ok) throw new Error(`sidebar ${id}: HTTP ${r.status}`);
      return r.json() as Promise<SidebarItem[]>;
    });
    p.catch(() => fullSidebars.delete(id));
    fullSidebars.set(id, p);
  }
  return p;
}

function findCategory(items: SidebarItem[], id: string): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.id === id) return item;
    const inner = findCategory(item.items, id);
    if (inner) return inner;
  }
  return undefined;
}

type PageCategory = Extract<PageSidebarItem, { type: 'category' }>;

interface Props {
  items: PageSidebarItem[];
  activePath: string;
  sidebarId?: string;
  label?: string;
  /** Keeps element ids unique when the sidebar is on the page twice (side menu). */
  idPrefix?: string;
}

interface ListProps {
  activePath: string;
  sidebarId?: string;
  idPrefix: string;
  level: number;
}

export function DocSidebar({
  items,
  activePath,
  sidebarId,
  label = translate('theme.docs.sidebar.navAriaLabel', 'Docs sidebar'),
  idPrefix = 'sidebar',
}: Props) {
  return (
    <nav className="doc-sidebar" aria-label={label}>
      <ItemList items={items} activePath={activePath} sidebarId={sidebarId} idPrefix={idPrefix} level={1} />
    </nav>
  );
}

function ItemList({ items, ...props }: ListProps & { items: PageSidebarItem[] }) {
  const { activePath, level } = props;
  // Runs left out of the page's copy that the visitor asked for, by their place in the full tree.
  const [shown, setShown] = useState<Record<string, SidebarItem[]>>({});
  const list = items.flatMap((item): PageSidebarItem[] => (item.type === 'more' ? (shown[moreKey(item)] ?? [item]) : [item]));
  return (
    <ul className={`sidebar-list sidebar-level-${level}`}>
      {list.map((item, i) =>
        item.type === 'more' ? (
          <More key={moreKey(item)} more={item} sidebarId={props.sidebarId} onLoaded={(entries) => setShown((s) => ({ ...s, [moreKey(item)]: entries }))} />
        ) : item.type === 'link' ? (
          <li key={item.href + i} className="sidebar-item">
            <Link
              to={item.href}
              className={`sidebar-link${item.href === activePath ? ' active' : ''}${item.className ? ' ' + item.className : ''}`}
              aria-current={item.href === activePath ? 'page' : undefined}
            >
              {item.badge ? <span className={`method-badge method-${item.badge.toLowerCase()}`}>{item.badge}</span> : null}
              <InLanguage of={item.original}>{item.label}</InLanguage>
            </Link>
          </li>
        ) : (
          <Category key={(item.id ?? item.label) + i} category={item as PageCategory} {...props} />
        ),
      )}
    </ul>
  );
}

const moreKey = (m: SidebarMore) => `${m.parentId}:${m.start}`;

/** Entries left out of the page's copy: a button that loads them, or without JavaScript a link to the first. */
function More({ more, sidebarId, onLoaded }: { more: SidebarMore; sidebarId?: string; onLoaded: (entries: SidebarItem[]) => void }) {
  const { baseUrl } = useSite();
  const load = async () => {
    try {
      if (!sidebarId) throw new Error('no sidebar id');
      const full = await loadFullSidebar(baseUrl, sidebarId);
      const parent = more.parentId === '' ? full : (findCategory(full, more.parentId)?.items ?? []);
      onLoaded(parent.slice(more.start, more.end));
    } catch {
      window.location.href = withBase(baseUrl, more.href);
    }
  };
  return (
    <li className="sidebar-item sidebar-more">
      <button type="button" className="sidebar-link sidebar-more-button" onClick={load}>
        Show {more.label}
      </button>
      <Link to={more.href} className="sidebar-link sidebar-no-js-link">
        {more.label}…
      </Link>
    </li>
  );
}

function Category({ category, ...props }: ListProps & { category: PageCategory }) {
  const { activePath, sidebarId, idPrefix, level } = props;
  const { baseUrl } = useSite();
  const [open, setOpen] = useState(!category.collapsed);
  const [items, setItems] = useState<PageSidebarItem[]>(category.items);
  const listId = `${idPrefix}-category-${category.id ?? category.label}`.replace(/[^\w-]/g, '-');
  const active = category.href === activePath;

  const toggle = async () => {
    if (!category.collapsible) return;
    if (!open && items.length === 0 && (category.itemCount ?? 0) > 0 && sidebarId && category.id) {
      try {
        const full = await loadFullSidebar(baseUrl, sidebarId);
        setItems(findCategory(full, category.id)?.items ?? []);
      } catch {
        // Offline or missing: follow the label's link instead.
        window.location.href = withBase(baseUrl, category.href ?? category.defaultHref ?? '/');
        return;
      }
    }
    setOpen(!open);
  };

  const caretLabel = open
    ? translate('theme.DocSidebarItem.collapseCategoryAriaLabel', "Collapse sidebar category '{label}'", { label: category.label })
    : translate('theme.DocSidebarItem.expandCategoryAriaLabel', "Expand sidebar category '{label}'", { label: category.label });
  const label = category.href ? (
    <Link to={category.href} className={`sidebar-link sidebar-category-link${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
      {category.label}
    </Link>
  ) : (
    <>
      {category.collapsible ? (
        <button
          type="button"
          className="sidebar-link sidebar-category-link sidebar-category-button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={toggle}
        >
          {category.label}
        </button>
      ) : null}
      {/* The way in without JavaScript (hidden by CSS once it runs), or the plain label of a fixed category. */}
      <Link to={category.defaultHref ?? '/'} className={`sidebar-link sidebar-category-link${category.collapsible ? ' sidebar-no-js-link' : ''}`}>
        {category.label}
      </Link>
    </>
  );
  return (
    <li className={`sidebar-item sidebar-category${open ? ' open' : ''}`}>
      <div className="sidebar-category-row">
        {label}
        {category.href && category.collapsible ? (
          <button type="button" className="sidebar-caret" aria-label={caretLabel} aria-expanded={open} aria-controls={listId} onClick={toggle} />
        ) : null}
      </div>
      <Collapsible open={open} id={listId} className="sidebar-category-items">
        <ItemList items={items} {...props} level={level + 1} />
      </Collapsible>
    </li>
  );
}
