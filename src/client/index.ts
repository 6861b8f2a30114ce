/**
 * `mysite-ssg/client`: what themes, component overrides and React pages import.
 * Every name is listed on purpose: this is what mysite promises to keep, and
 * test/product/exports.test.ts pins the list.
 */
// Links and the page being rendered.
export { Link, type LinkProps } from './Link.js';
export { usePage, useSite, useBaseUrl, usePageHref } from './context.js';
export { useRoute, type RouteData } from './route-data.js';
export { withBase } from '../core/urls.js';
export { translate, translateNodes } from './translate.js';
export type { MessageValues } from '../core/messages.js';

// What a theme is made of.
export type { LayoutProps, LayoutLoader, PageChunk, SiteData, ThemeDefinition } from './types.js';

// The data pages carry, by layout, and its parts.
export type { NavbarItem } from '../config/schema.js';
export type { PageHead, TocItem, SidebarItem, SidebarLink, SidebarCategory, SidebarMore, PageSidebarItem, TextLanguage } from '../core/types.js';
export type { DocPageData, NavLink } from '../core/page-data/doc.js';
export type { MarkdownPageData } from '../core/page-data/markdown-page.js';
export type { SearchPageData } from '../core/page-data/search-page.js';
export type {
  BlogPostPageData,
  BlogListPageData,
  BlogArchivePageData,
  BlogTagsPageData,
  BlogAuthorsPageData,
  BlogPostSummary,
  BlogListItem,
  BlogAuthorData,
  BlogSocialLink,
  BlogTagData,
  BlogSidebarData,
  BlogLink,
} from '../core/page-data/blog.js';
export type {
  ApiIntroData,
  ApiOperationData,
  ApiParameter,
  ApiHeader,
  ApiMedia,
  ApiExample,
  ApiResponse,
  ApiCodeSample,
  ApiSecurityOption,
  ApiSchema,
  ApiSlot,
  ApiProperty,
  ApiVariants,
  ApiNavLink,
} from '../core/page-data/api.js';

// What the site's pages use, fixed per site when the theme is bundled.
export { SITE_HAS_MARKDOWN_PAGES, SITE_HAS_SEARCH_PAGE } from './site-features.js';
export { onColorModeChange } from '../core/color-mode-changes.js';

// Browser helpers a theme's components share with the runtime.
export { STORAGE_KEYS, docsVersionKey, readStored, store } from '../core/storage-keys.js';
export { MAIN_CONTENT_ID } from '../core/client-contract.js';
export { tabForKey } from '../core/tab-keys.js';
export { retryImport, type ModuleLoader } from './retry-import.js';
