/**
 * The default theme's components a site can replace (`theme.components` in
 * the config): here, below the config's schema, which types that option by
 * them. The theme gives each its component (`ThemeComponents`,
 * themes/default/public.ts); test/core/layout-contract.types.ts fails the
 * type check when the two lists differ.
 */
export type ThemeComponentName =
  | 'AnnouncementBar'
  | 'ApiEndpoint'
  | 'ApiParameters'
  | 'ApiResponses'
  | 'ApiSamples'
  | 'ApiSecurity'
  | 'BlogPagination'
  | 'BlogPostItem'
  | 'BlogShell'
  | 'BlogSidebar'
  | 'BlogTags'
  | 'Breadcrumbs'
  | 'Collapsible'
  | 'ColorModeToggle'
  | 'DocSidebar'
  | 'Features'
  | 'Footer'
  | 'Hero'
  | 'LastUpdated'
  | 'LazyPart'
  | 'LocaleDropdown'
  | 'Markdown'
  | 'Navbar'
  | 'NavbarDropdown'
  | 'NavbarVersionDropdown'
  | 'PageNotices'
  | 'Pager'
  | 'Search'
  | 'SearchDialog'
  | 'SidebarColumn'
  | 'Tabs'
  | 'Toc'
  | 'TocColumn'
  | 'UnlistedNotice'
  | 'UntranslatedNotice'
  | 'VersionBanner'
  | 'VersionDropdown';
