/**
 * The islands' runtime in the browser (bundle-islands.ts): hydrates each
 * `<mysite-island>` of the page that is not yet, with the component its key
 * names and its props; the static HTML of its children (`<mysite-slot>`)
 * is given back as its children, as on the server. Islands of a page that
 * was left are unmounted.
 */
/*! mysite islands runtime | Copyright (c) 2026 the mysite authors | MIT licence */
import { type ComponentType, createElement as h } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import site from 'mysite:site-info';
import type { DocsHookData } from '../../compat/docs-hook-data.js';
import { PageContext } from '../../compat/page-context.js';
import { setSiteMessages } from '../../core/site-messages.js';

// The Docusaurus `translate()` of islands reads the site's texts as the server's render did.
setSiteMessages(site.messages);

type Loaders = Record<string, () => Promise<{ default: ComponentType<Record<string, unknown>> }>>;

const roots = new Map<Element, Root>();

export async function hydrateIslands(loaders: Loaders, root: ParentNode): Promise<void> {
  for (const [element, island] of roots) {
    if (element.isConnected) continue;
    island.unmount();
    roots.delete(element);
  }
  const found = [...root.querySelectorAll<HTMLElement>('mysite-island:not([data-hydrated])')];
  for (const element of found) element.setAttribute('data-hydrated', '');
  await Promise.all(found.map((element) => hydrateOne(element, loaders)));
}

async function hydrateOne(element: HTMLElement, loaders: Loaders): Promise<void> {
  const load = loaders[element.dataset.island ?? ''];
  if (!load) return;
  const { default: Component } = await load();
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  const slot = element.hasAttribute('data-slot') ? ownSlot(element) : undefined;
  const children = slot ? h('mysite-slot', { dangerouslySetInnerHTML: { __html: slot.innerHTML }, suppressHydrationWarning: true }) : undefined;
  const path = location.pathname.startsWith(site.baseUrl) ? `/${location.pathname.slice(site.baseUrl.length)}` : location.pathname;
  // An island that reads the docs hooks was sent their data (island-server.tsx).
  const docs = element.dataset.docs ? (JSON.parse(element.dataset.docs) as DocsHookData) : undefined;
  roots.set(element, hydrateRoot(element, h(PageContext.Provider, { value: { site, path, ...(docs ? { docs } : {}) } }, h(Component, props, children))));
}

/** The island's own `<mysite-slot>`, not one of an island inside it. */
function ownSlot(element: HTMLElement): HTMLElement | undefined {
  for (const slot of element.querySelectorAll<HTMLElement>('mysite-slot')) if (slot.closest('mysite-island') === element) return slot;
  return undefined;
}
