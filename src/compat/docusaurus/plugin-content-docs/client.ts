/**
 * `@docusaurus/plugin-content-docs/client`: the docs hooks, with
 * Docusaurus's return shapes, over the doc being rendered (docs-hook-data.ts):
 *
 * - `useDocsVersion()`: the version's metadata, its docs by id and its sidebars;
 * - `useDocsSidebar()`: the doc's sidebar (`{ name, items }`), null without one;
 * - `useCurrentSidebarCategory()`: the category whose own page this is; it
 *   throws elsewhere, as Docusaurus's does;
 * - `useDocById(id)`: a doc of the version;
 * - `useActivePlugin()`, `useActiveDocContext()`, `useVersions()`,
 *   `useActiveVersion()`, `useLatestVersion()`: the section's versions, each
 *   as Docusaurus's `GlobalVersion`; only the page's own version lists its docs.
 *
 * They work on the docs' pages only (a section's id other than the page's
 * is not known to them), and in islands, whose props then carry the data.
 */
import { useDocsHookData } from '../../docs-context.js';
import type { DocsHookData, DocsHookDoc, DocsHookSidebarItem } from '../../docs-hook-data.js';
import { usePageContext } from '../../page-context.js';
import { withBaseUrl } from '../useBaseUrl.js';

export type { DocsHookDoc as PropVersionDoc, DocsHookSidebarItem as PropSidebarItem };

export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
  sidebars: Record<string, { link?: { label: string; path: string } }>;
}

export function useDocsVersion() {
  const data = useDocsHookData('useDocsVersion');
  if (!data)
    return { pluginId: 'default', version: '', label: '', banner: null, badge: false, noIndex: false, className: '', isLast: true, docsSidebars: {}, docs: {} };
  const { version } = data;
  return {
    pluginId: data.pluginId,
    version: version.name,
    label: version.label,
    banner: version.banner,
    badge: version.badge,
    noIndex: version.noIndex,
    className: `docs-version-${version.name}`,
    isLast: version.isLast,
    docsSidebars: data.sidebars,
    docs: Object.fromEntries(data.docs.map((doc) => [doc.id, { id: doc.id, title: doc.title, description: doc.description, sidebar: doc.sidebar }])),
  };
}

export function useDocsSidebar(): { name: string; items: DocsHookSidebarItem[] } | null {
  const data = useDocsHookData('useDocsSidebar');
  if (!data) return { name: '', items: [] };
  return data.sidebar === undefined ? null : { name: data.sidebar, items: data.sidebars[data.sidebar] ?? [] };
}

export function useCurrentSidebarCategory(): Extract<DocsHookSidebarItem, { type: 'category' }> {
  const data = useDocsHookData('useCurrentSidebarCategory');
  const { path, site } = usePageContext();
  if (!data) return { type: 'category', label: '', collapsed: false, collapsible: true, items: [] };
  if (data.sidebar === undefined) throw new Error(`useCurrentSidebarCategory(): the doc at ${path} is in no sidebar.`);
  const category = categoryAt(data.sidebars[data.sidebar] ?? [], withBaseUrl(site.baseUrl, path));
  if (!category) {
    throw new Error(
      `useCurrentSidebarCategory(): no sidebar category has the doc at ${path} as its own page; use it only on a category's page (link: { type: 'doc', id } in its _category_ file or the sidebars file).`,
    );
  }
  return category;
}

export function useDocById(id: string | undefined): DocsHookDoc | undefined {
  const data = useDocsHookData('useDocById');
  if (!data || id === undefined) return undefined;
  const doc = data.docs.find((d) => d.id === id);
  if (!doc) throw new Error(`useDocById(): the version "${data.version.name}" has no doc of id "${id}".`);
  return doc;
}

export function useActivePlugin(_options?: { failfast?: boolean }) {
  const data = useDocsHookData('useActivePlugin');
  if (!data) return undefined;
  return {
    pluginId: data.pluginId,
    pluginData: { path: withoutSlash(data.versions.find((v) => v.isLast)?.path ?? data.version.path), versions: globalVersions(data), breadcrumbs: true },
  };
}

export function useActiveDocContext(pluginId?: string) {
  const data = useOwnSection('useActiveDocContext', pluginId);
  if (!data) return { activeVersion: undefined, activeDoc: undefined, alternateDocVersions: {} };
  const activeVersion = globalVersions(data).find((v) => v.name === data.version.name)!;
  const activeDoc = activeVersion.docs.find((d) => d.id === data.docId);
  return { activeVersion, activeDoc, alternateDocVersions: activeDoc ? { [activeVersion.name]: activeDoc } : {} };
}

export function useVersions(pluginId?: string): GlobalVersion[] {
  const data = useOwnSection('useVersions', pluginId, true);
  return data ? globalVersions(data) : [];
}

export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  return useActiveDocContext(pluginId).activeVersion;
}

export function useLatestVersion(pluginId?: string): GlobalVersion {
  const versions = useVersions(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0]!;
}

/** The page's data when `pluginId` is its section (or not given); for another section, undefined, or an error when the answer needs that section's data. */
function useOwnSection(hook: string, pluginId: string | undefined, needed = false): DocsHookData | undefined {
  const data = useDocsHookData(hook);
  if (!data || pluginId === undefined || pluginId === data.pluginId) return data;
  if (needed) throw new Error(`${hook}("${pluginId}"): on this page mysite knows the docs section "${data.pluginId}" only.`);
  return undefined;
}

/** The section's versions as Docusaurus's global data has them; only the page's own lists its docs. */
function globalVersions(data: DocsHookData): GlobalVersion[] {
  return data.versions.map((version) => {
    const own = version.name === data.version.name;
    const docs = own ? data.docs.map(({ id, path, sidebar }) => ({ id, path, ...(sidebar === undefined ? {} : { sidebar }) })) : [];
    const sidebars = own ? Object.fromEntries(Object.entries(data.sidebars).map(([name, items]) => [name, sidebarLink(items)])) : {};
    return { ...version, mainDocId: own ? (docs.find((d) => d.path === version.path)?.id ?? docs[0]?.id ?? '') : '', docs, draftIds: [], sidebars };
  });
}

function sidebarLink(items: DocsHookSidebarItem[]): { link?: { label: string; path: string } } {
  for (const item of items) {
    if (item.href) return { link: { label: item.label, path: item.href } };
    if (item.type === 'category') {
      const inner = sidebarLink(item.items);
      if (inner.link) return inner;
    }
  }
  return {};
}

function categoryAt(items: DocsHookSidebarItem[], href: string): Extract<DocsHookSidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item;
    const inside = categoryAt(item.items, href);
    if (inside) return inside;
  }
  return undefined;
}

function withoutSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}
