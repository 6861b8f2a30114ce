/**
 * Types shared by the engine, the client runtime and themes. A `PageChunk`
 * is the JSON file the browser loads for a route; it is also exactly what
 * the server renders from, so hydration sees the same data.
 */
import type { ComponentType, ReactNode } from 'react';
import type { LayoutDataMap, LayoutName } from '../core/layout-data.js';
import type { DocsVersionMenu } from '../core/page-data/doc.js';
import type { Messages } from '../core/messages.js';
import type { PageHead, PageSidebarItem } from '../core/types.js';
import type { SiteConfig } from '../config/schema.js';
import type { LocaleLink } from '../i18n/locale-links.js';

export type { LocaleLink };

export interface PageChunk<D = unknown> {
  path: string;
  layout: string;
  head: PageHead;
  data: D;
  /** The sidebar as this page shows it (collapsed branches and entries far from the page left out). */
  sidebar?: PageSidebarItem[];
  /** Id of the full sidebar, loaded when a collapsed category is opened. */
  sidebarId?: string;
  /**
   * The file holding `sidebar`, relative to the base URL, shared by the pages that show the same copy
   * (src/builder/phases/page-sidebar-files.ts): a data file has this instead of `sidebar`.
   */
  sidebarFile?: string;
  /** A page outside the docs, when the navbar has a version menu: each docs version's first page. */
  docsVersions?: DocsVersionMenu;
  /** The same for each other docs section whose versions a navbar menu lists (`docsPluginId`), on pages outside it. */
  sectionVersions?: DocsVersionMenu[];
  /** In a data file: how many HTML strings of `data` are left for the page's HTML to give back (core/html-islands.ts). */
  islands?: number;
}

/** The part of the config the browser needs; compiled into the client bundle. */
export type SiteData = Pick<
  SiteConfig,
  'title' | 'tagline' | 'url' | 'baseUrl' | 'locale' | 'direction' | 'navbar' | 'footer' | 'announcementBar' | 'colorMode' | 'favicon'
> & {
  /** How page URLs end (core/trailing-slash.ts); absent when they never end in "/" (`false`). */
  trailingSlash?: true | 'untouched';
  /** Where the navbar's logo leads: `/`, or the first section on a site without a home page. */
  homePath: string;
  /** The site has a search index (`search` is not `false`). */
  search: boolean;
  /** The locale's texts of UI messages the browser's code reads, by id (its code.json over mysite's built-in ones); absent when it has none. */
  messages?: Messages;
  /** A translated site's locales (`i18n`), for the locale dropdown; absent on a one-locale site. */
  locales?: LocaleLink[];
  /** The config's `customFields`, for React pages that read them (Docusaurus's siteConfig); absent when it has none. */
  customFields?: SiteConfig['customFields'];
  /** What the site's plugins set with setGlobalData, by plugin name and id; absent when none did. */
  globalData?: Record<string, Record<string, unknown>>;
};

export type { LayoutDataMap, LayoutName } from '../core/layout-data.js';

export interface LayoutProps<D = unknown> {
  page: PageChunk<D>;
}

/** A layout's module: its component, for pages carrying data `D`; a React page may also export its `head`. */
export interface LayoutModule<D = never> {
  default: ComponentType<LayoutProps<D>>;
  head?: PageHead;
}
export type LayoutLoader<D = never> = () => Promise<LayoutModule<D>>;

/**
 * A theme's layouts by name. A built-in layout takes that layout's data (a
 * theme's `doc` must accept DocPageData); a theme may leave one out, and a
 * page of a layout it lacks is then a build error naming the layout.
 */
export type ThemeLayouts = { [L in LayoutName]?: LayoutLoader<LayoutDataMap[L]> } & Record<string, LayoutLoader | undefined>;

/**
 * A layout as the router holds it, given the page whose layout it is. The
 * build has checked that every page carries its own layout's data (see
 * SiteRoute), so the router hands the page over as it came.
 */
export type PageLayout = ComponentType<{ page: PageChunk }>;

export interface ThemeDefinition {
  /**
   * The shell around every page (navbar, footer…); stays mounted across
   * navigations. It (or the layouts) must wrap the page's content in an element
   * with the id `MAIN_CONTENT_ID` ("main"): the router moves the focus there
   * after a client-side navigation.
   */
  Root: ComponentType<{ page: PageChunk; children: ReactNode }>;
  /** Layouts by name, loaded lazily so each page type ships only its own code. */
  layouts: ThemeLayouts;
}
