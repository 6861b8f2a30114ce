/**
 * The contract between the engine and a theme's layouts: the data each
 * built-in layout is given. A route of layout `doc` carries DocPageData
 * (sources build it as `RouteOf<'doc'>`), and a theme's `doc` layout is a
 * component taking that data (ThemeDefinition.layouts checks it). React
 * pages add layouts of their own (`page:/path`) that carry no data.
 */
import type { DocPageData } from '../content/sources/docs.js';
import type { BlogArchivePageData, BlogAuthorsPageData, BlogListPageData, BlogPostPageData, BlogTagsPageData } from '../content/sources/blog-types.js';
import type { ApiIntroData, ApiOperationData } from '../openapi/types.js';
import type { MarkdownPageData } from '../content/sources/pages.js';
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
}

export type LayoutName = keyof LayoutDataMap;

/** A route of one built-in layout, carrying that layout's data. */
export type RouteOf<L extends LayoutName> = Route<LayoutDataMap[L]> & { layout: L };
