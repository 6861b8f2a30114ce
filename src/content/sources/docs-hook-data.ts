/**
 * The docs client hooks' data of a version's docs (compat/docs-hook-data.ts),
 * made once its sidebars are known: each doc gets its section, its version
 * with every version of the section, every doc of the version, and the
 * version's sidebars by their names, in Docusaurus's shapes (hrefs with the
 * base URL, a link to a doc with its `docId`).
 */
import type { DocsHookData, DocsHookDoc, DocsHookSidebarItem, DocsHookVersion } from '../../compat/docs-hook-data.js';
import { withBaseUrl } from '../../compat/docusaurus/useBaseUrl.js';
import type { SidebarItem } from '../../core/types.js';
import type { DocsVersion } from './docs-versions.js';

/** The hooks' view of a version (docs-versions.ts), or of the docs folder on a section without versions. */
export function hookVersion(baseUrl: string, version: DocsVersion): DocsHookVersion {
  return {
    name: version.name,
    label: version.label,
    isLast: version.isLast,
    path: withBaseUrl(baseUrl, version.options.routeBasePath),
    banner: version.banner === 'none' ? null : version.banner,
    badge: version.badge,
    noIndex: version.noIndex,
  };
}

export interface HookDocsInput {
  pluginId: string;
  baseUrl: string;
  version: DocsHookVersion;
  versions: DocsHookData['versions'];
  /** The version's docs: id, title, description, route and the name of the sidebar each is shown with. */
  docs: { id: string; title: string; description?: string; route: string; sidebar?: string }[];
  /** The version's sidebars, by name. */
  sidebars: Record<string, SidebarItem[]>;
}

/** The data of each doc of the version, by doc id; what the docs share is made once. */
export function docsHookData(input: HookDocsInput): (docId: string) => DocsHookData {
  const idByRoute = new Map(input.docs.map((doc) => [doc.route, doc.id]));
  const docs: DocsHookDoc[] = input.docs.map((doc) => ({
    id: doc.id,
    title: doc.title,
    ...(doc.description === undefined ? {} : { description: doc.description }),
    path: withBaseUrl(input.baseUrl, doc.route),
    ...(doc.sidebar === undefined ? {} : { sidebar: doc.sidebar }),
  }));
  const itemOf = (item: SidebarItem): DocsHookSidebarItem => {
    const href = item.href === undefined ? undefined : withBaseUrl(input.baseUrl, item.href);
    if (item.type === 'link') {
      const docId = idByRoute.get(item.href);
      return { type: 'link', label: item.label, href: href!, ...(docId ? { docId } : {}), ...(item.className ? { className: item.className } : {}) };
    }
    return {
      type: 'category',
      label: item.label,
      ...(href === undefined ? {} : { href }),
      collapsed: item.collapsed,
      collapsible: item.collapsible,
      items: item.items.map(itemOf),
    };
  };
  const sidebars = Object.fromEntries(Object.entries(input.sidebars).map(([name, items]) => [name, items.map(itemOf)]));
  const sidebarOf = new Map(input.docs.map((doc) => [doc.id, doc.sidebar]));
  return (docId) => {
    const sidebar = sidebarOf.get(docId);
    return {
      pluginId: input.pluginId,
      version: input.version,
      versions: input.versions,
      docId,
      docs,
      sidebars,
      ...(sidebar === undefined ? {} : { sidebar }),
    };
  };
}
