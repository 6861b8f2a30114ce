/**
 * What a SiteBuilder keeps from its last good run, so that the next run
 * redoes only what the changed files affect. A run reads the state it starts
 * from and, when it succeeds, the builder replaces it with the run's own.
 */
import type { Route } from '../../core/types.js';
import type { SourceResult } from '../../content/content-source.js';
import type { ContentSource } from '../../content/content-source.js';
import type { ClientBundle } from '../../theme/bundle-theme.js';
import type { SiteFeatures } from '../../theme/site-features.js';
import type { PageFile } from '../../content/sources/pages.js';
import type { PageRecord } from '../output/generation.js';
import type { LinkingFileResults } from '../phases/check-built-links.js';
import type { Renderer } from '../phases/render-routes.js';

export interface ThemeState {
  renderer: Renderer;
  client: ClientBundle;
  pages: PageFile[];
  /** The files the theme bundles were made from, site-relative (absolute outside the site). */
  inputs: Set<string>;
  /** The site features the bundles were made for (theme/site-features.ts). */
  features: SiteFeatures;
}

/** Each route of a run with the key of its page, and what every key also depended on. */
export interface RenderedRoutes {
  routes: Map<string, { route: Route; key: string }>;
  /** The sidebars (as JSON) and the renderer's key. */
  sidebars: string;
  renderer: string;
}

/** What the site-wide MDX files in the output were made from (`MdxPages.generation`), and the stylesheet every page links (phases/mdx-files.ts). */
export interface MdxFilesState {
  generation: number;
  stylesheet?: string;
}

export interface BuildState {
  theme?: ThemeState;
  /** The content sources, which remember what they loaded (see loadContent). */
  sources?: ContentSource[];
  /** Each source's result, by source name. */
  results: Map<string, SourceResult>;
  /** Routes whose content references are resolved (a kept source result is reused as it is). */
  resolved: WeakSet<Route>;
  /**
   * The local files those routes' content published (images, linked files), site-relative:
   * inputs of the build, watched and stamped, as they may lie outside the content folders.
   */
  published: Set<string>;
  /** Which file each page comes from (see fileRoutesKey). */
  fileRoutes: string;
  /** What the run knew of each page (from disk for `mysite build`, see SiteBuilder.run). */
  pages: Map<string, PageRecord>;
  /** Every output file besides the static folder. */
  outputPaths: Set<string>;
  /** A hash of the output's file list, to tell whether a page's link check can be kept. */
  filesKey: string;
  /** The link check results of feeds and the sitemap. */
  linkingFileResults: LinkingFileResults;
  rendered?: RenderedRoutes;
  /** What the site-wide MDX files in the output were made from (phases/mdx-files.ts). */
  mdxFiles: MdxFilesState;
}

export function emptyState(): BuildState {
  return {
    results: new Map(),
    resolved: new WeakSet(),
    published: new Set(),
    fileRoutes: '',
    pages: new Map(),
    outputPaths: new Set(),
    filesKey: '',
    linkingFileResults: new WeakMap(),
    mdxFiles: { generation: 0 },
  };
}
