/** What themes and React pages import (`mysite/client`). */
export { Link, type LinkProps } from './Link.js';
export { usePage, useSite, useBaseUrl } from './context.js';
export { withBase } from '../core/urls.js';
export type { LayoutProps, PageChunk, SiteData, ThemeDefinition, LayoutLoader } from './types.js';
export type { NavbarItem } from '../config/schema.js';
export type { SidebarItem, SidebarCategory, SidebarLink, SidebarMore, PageSidebarItem, TocItem, PageHead } from '../core/types.js';
export type { DocPageData, NavLink } from '../core/page-data/doc.js';
export type { MarkdownPageData } from '../core/page-data/markdown-page.js';
export type * from '../core/page-data/blog.js';
export type * from '../core/page-data/api.js';
export { STORAGE_KEYS, readStored, store } from '../core/storage-keys.js';
export { MAIN_CONTENT_ID } from '../core/client-contract.js';
export { tabForKey } from '../core/tab-keys.js';
