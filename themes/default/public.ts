/**
 * `mysite-ssg/theme`: what pages and component overrides may import from the
 * default theme. Everything here keeps its name and props across releases;
 * the rest of the theme's files are its own business.
 *
 * A component listed in `ThemeComponents` can be replaced from the config
 * (`theme.components`): the replacement is a file whose default export takes
 * `ThemeComponentProps<'Name'>`, and can render the original imported from
 * here.
 */
import type { ComponentProps } from 'react';

export { Hero, type HeroProps, type HeroAction } from './components/Hero.js';
export { Features, type FeaturesProps, type Feature } from './components/Features.js';
export { GitHubIcon, DiscordIcon, XIcon, ExternalIcon, ChevronIcon, HomeIcon } from './components/Icons.js';

export { AnnouncementBar } from './components/AnnouncementBar.js';
export { ApiEndpoint } from './components/ApiEndpoint.js';
export { ApiParameters } from './components/ApiParameters.js';
export { ApiResponses } from './components/ApiResponses.js';
export { ApiSamples } from './components/ApiSamples.js';
export { ApiSecurity } from './components/ApiSecurity.js';
export { BlogPagination } from './components/BlogPagination.js';
export { BlogPostItem } from './components/BlogPostItem.js';
export { BlogShell } from './components/BlogShell.js';
export { BlogSidebar } from './components/BlogSidebar.js';
export { BlogTags } from './components/BlogTags.js';
export { Breadcrumbs } from './components/Breadcrumbs.js';
export { Collapsible } from './components/Collapsible.js';
export { ColorModeToggle } from './components/ColorModeToggle.js';
export { DocSidebar } from './components/DocSidebar.js';
export { Footer } from './components/Footer.js';
export { LastUpdated } from './components/LastUpdated.js';
export { LazyPart } from './components/LazyPart.js';
export { LocaleDropdown } from './components/LocaleDropdown.js';
export { Markdown } from './components/Markdown.js';
export { Navbar } from './components/Navbar.js';
export { NavbarDropdown } from './components/NavbarDropdown.js';
export { NavbarVersionDropdown } from './components/NavbarVersionDropdown.js';
export { PageNotices } from './components/PageNotices.js';
export { Pager } from './components/Pager.js';
export { Search } from './components/Search.js';
export { SearchDialog } from './components/SearchDialog.js';
export { SidebarColumn } from './components/SidebarColumn.js';
export { Tabs } from './components/Tabs.js';
export { Toc } from './components/Toc.js';
export { TocColumn, type TocColumnProps } from './components/TocColumn.js';
export { UnlistedNotice } from './components/UnlistedNotice.js';
export { UntranslatedNotice } from './components/UntranslatedNotice.js';
export { VersionBanner } from './components/VersionBanner.js';
export { VersionDropdown } from './components/VersionDropdown.js';

/** The components a site can replace through `theme.components`, by name. */
export interface ThemeComponents {
  AnnouncementBar: typeof import('./components/AnnouncementBar.js').AnnouncementBar;
  ApiEndpoint: typeof import('./components/ApiEndpoint.js').ApiEndpoint;
  ApiParameters: typeof import('./components/ApiParameters.js').ApiParameters;
  ApiResponses: typeof import('./components/ApiResponses.js').ApiResponses;
  ApiSamples: typeof import('./components/ApiSamples.js').ApiSamples;
  ApiSecurity: typeof import('./components/ApiSecurity.js').ApiSecurity;
  BlogPagination: typeof import('./components/BlogPagination.js').BlogPagination;
  BlogPostItem: typeof import('./components/BlogPostItem.js').BlogPostItem;
  BlogShell: typeof import('./components/BlogShell.js').BlogShell;
  BlogSidebar: typeof import('./components/BlogSidebar.js').BlogSidebar;
  BlogTags: typeof import('./components/BlogTags.js').BlogTags;
  Breadcrumbs: typeof import('./components/Breadcrumbs.js').Breadcrumbs;
  Collapsible: typeof import('./components/Collapsible.js').Collapsible;
  ColorModeToggle: typeof import('./components/ColorModeToggle.js').ColorModeToggle;
  DocSidebar: typeof import('./components/DocSidebar.js').DocSidebar;
  Features: typeof import('./components/Features.js').Features;
  Footer: typeof import('./components/Footer.js').Footer;
  Hero: typeof import('./components/Hero.js').Hero;
  LastUpdated: typeof import('./components/LastUpdated.js').LastUpdated;
  LazyPart: typeof import('./components/LazyPart.js').LazyPart;
  LocaleDropdown: typeof import('./components/LocaleDropdown.js').LocaleDropdown;
  Markdown: typeof import('./components/Markdown.js').Markdown;
  Navbar: typeof import('./components/Navbar.js').Navbar;
  NavbarDropdown: typeof import('./components/NavbarDropdown.js').NavbarDropdown;
  NavbarVersionDropdown: typeof import('./components/NavbarVersionDropdown.js').NavbarVersionDropdown;
  PageNotices: typeof import('./components/PageNotices.js').PageNotices;
  Pager: typeof import('./components/Pager.js').Pager;
  Search: typeof import('./components/Search.js').Search;
  SearchDialog: typeof import('./components/SearchDialog.js').SearchDialog;
  SidebarColumn: typeof import('./components/SidebarColumn.js').SidebarColumn;
  Tabs: typeof import('./components/Tabs.js').Tabs;
  Toc: typeof import('./components/Toc.js').Toc;
  TocColumn: typeof import('./components/TocColumn.js').TocColumn;
  UnlistedNotice: typeof import('./components/UnlistedNotice.js').UnlistedNotice;
  UntranslatedNotice: typeof import('./components/UntranslatedNotice.js').UntranslatedNotice;
  VersionBanner: typeof import('./components/VersionBanner.js').VersionBanner;
  VersionDropdown: typeof import('./components/VersionDropdown.js').VersionDropdown;
}

export type ThemeComponentName = keyof ThemeComponents;

/**
 * The props a replacement for a theme component receives: the original's,
 * and none (`{}`) for a component that takes none, like `Footer`. What the
 * page is, a replacement reads from `useRoute()` (`mysite-ssg/client`).
 */
export type ThemeComponentProps<N extends ThemeComponentName> =
  unknown extends ComponentProps<ThemeComponents[N]>
    ? // biome-ignore lint/complexity/noBannedTypes: the props of a component that takes none, as React types them.
      {}
    : ComponentProps<ThemeComponents[N]>;
