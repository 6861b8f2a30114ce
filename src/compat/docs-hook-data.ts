/**
 * What the docs client hooks (compat/docusaurus/plugin-content-docs/client.ts)
 * read of the doc being rendered: its section, its version with every doc
 * and sidebar in it, and its own sidebar, in Docusaurus's names. The docs
 * source makes it (content/sources/docs-hook-data.ts) once the sidebars are
 * known, which is after the docs are compiled; so an MDX doc is rendered
 * first with a `DocsPending` value, and one that asked for the data is rendered
 * again with it. Only such pages carry it, and only their islands send it
 * to the browser.
 */

/** A sidebar item as Docusaurus's `PropSidebarItem`: hrefs with the base URL, a link to a doc with its `docId`. */
export type DocsHookSidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; className?: string }
  | {
      type: 'category';
      label: string;
      href?: string;
      collapsed: boolean;
      collapsible: boolean;
      items: DocsHookSidebarItem[];
    };

/** A doc of the version: Docusaurus's `PropVersionDoc` with its path (`GlobalDoc`). */
export interface DocsHookDoc {
  id: string;
  title: string;
  description?: string;
  /** With the base URL. */
  path: string;
  /** The name of the sidebar it is shown with. */
  sidebar?: string;
}

export interface DocsHookVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** The version's route, with the base URL. */
  path: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  noIndex: boolean;
}

export interface DocsHookData {
  /** The docs section's id (`default` for the default section), Docusaurus's plugin id. */
  pluginId: string;
  version: DocsHookVersion;
  /** Every version of the section, newest first (this one when it has none). */
  versions: Omit<DocsHookVersion, 'banner' | 'badge' | 'noIndex'>[];
  /** The doc being rendered. */
  docId: string;
  /** Every doc of the version. */
  docs: DocsHookDoc[];
  /** The version's sidebars, by name. */
  sidebars: Record<string, DocsHookSidebarItem[]>;
  /** The name of the doc's own sidebar; absent when it has none. */
  sidebar?: string;
}

/** The first render of a doc: the data is not known yet; a hook that asks sets `read`, and the doc is rendered again with it. */
export interface DocsPending {
  pending: true;
  read: boolean;
}

export type DocsContextValue = DocsHookData | DocsPending;

export function isPending(value: DocsContextValue): value is DocsPending {
  return 'pending' in value;
}
