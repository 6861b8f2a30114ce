/**
 * What the Docusaurus modules (compat/docusaurus, compat/theme) know of the
 * site and the page: the parts of the config they expose, the page's path,
 * and where `<Head>` and `<Layout title>` put what they declare. The server
 * provides it while it renders a page; in the browser the island runtime
 * provides the site and the path.
 */
import { createContext, useContext } from 'react';
import type { DocsContextValue } from './docs-hook-data.js';

export interface SiteInfo {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  /** How page URLs end (core/trailing-slash.ts): `<Link>` spells its paths so; absent for `false`. */
  trailingSlash?: true | 'untouched';
  /** `customFields` of a migrated config, as Docusaurus sites read them. */
  customFields: Record<string, unknown>;
  /** The locale of the page. */
  locale: string;
  /** The site's texts (`i18n/<locale>/code.json`), for `<Translate>`; only the ones it gives. */
  messages?: Readonly<Record<string, string>>;
  /** The colour mode a reader who has not chosen one sees (`colorMode.defaultMode`). */
  defaultColorMode?: 'light' | 'dark';
  /** What the site's plugins set with setGlobalData, by plugin name and id (`@docusaurus/useGlobalData`); absent when none did. */
  globalData?: Record<string, Record<string, unknown>>;
}

/** What a page declares for its `<head>` while it renders (server only). */
export interface HeadCollector {
  title?: string;
  description?: string;
  /** Other elements, as HTML. */
  tags: string[];
}

export interface PageContextValue {
  site: SiteInfo;
  /** The page's path, without the base URL (`/docs/intro`). */
  path: string;
  head?: HeadCollector;
  /** Ids the page's Markdown already gave its headings: `<Heading>` slugs around them (server only). */
  headingIds?: readonly string[];
  /**
   * A React page of `content/pages` is rendering: the component is the whole
   * page between the theme's navbar and footer, so `<Layout>` gives it the
   * main-content element. Otherwise (MDX pages in docs and blog) the theme's
   * layout already has it.
   */
  reactPage?: boolean;
  /** On a doc, what the docs client hooks read (docs-context.ts); absent elsewhere. */
  docs?: DocsContextValue;
  /** Counts the docs hooks' reads while an island renders on the server: an island that read the data is sent it (mdx/runtime/island-server.tsx). */
  docsReads?: { count: number };
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('This component is rendered outside a mysite page (no PageContext).');
  return value;
}
