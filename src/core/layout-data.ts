/**
 * The contract between the engine and a theme's layouts: the data each
 * built-in layout is given. A route of layout `doc` carries DocPageData
 * (sources build it as `RouteOf<'doc'>`), and a theme's `doc` layout is a
 * component taking that data (ThemeDefinition.layouts checks it). React
 * pages add layouts of their own (`page:/path`) that carry no data.
 */
import type { DocPageData } from './page-data/doc.js';
import type { BlogArchivePageData, BlogAuthorsPageData, BlogListPageData, BlogPostPageData, BlogTagsPageData } from './page-data/blog.js';
import type { ApiIntroData, ApiOperationData } from './page-data/api.js';
import type { MarkdownPageData } from './page-data/markdown-page.js';
import type { SearchPageData } from './page-data/search-page.js';
import type { Route } from './types.js';

export interface LayoutDataMap {
  doc: DocPageData;
  notFound: Record<string, never>;
  blogList: BlogListPageData;
  blogPost: BlogPostPageData;
  blogArchive: BlogArchivePageData;
  blogTags: BlogTagsPageData;
  blogAuthors: BlogAuthorsPageData;
  apiIntro: ApiIntroData;
  apiOperation: ApiOperationData;
  markdownPage: MarkdownPageData;
  search: SearchPageData;
}

export type LayoutName = keyof LayoutDataMap;

/** A route of one built-in layout, carrying that layout's data. */
export type RouteOf<L extends LayoutName> = Route<LayoutDataMap[L]> & { layout: L };

/**
 * A React page's data: none for a page of `content/pages` (layout `page:/path`); a plugin's route
 * (layout `page:component:<file>`) carries its component's props.
 */
export interface ReactPageData {
  props?: Record<string, unknown>;
}

/** A route as sources make them: of a built-in layout with its data, or a React page's. */
export type SiteRoute = { [L in LayoutName]: RouteOf<L> }[LayoutName] | (Route<ReactPageData> & { layout: `page:${string}` });
