/**
 * The central types of mysite. Data flows one way:
 *
 *   SiteConfig → ContentSource.load() (content/content-source.ts) → Route[] → render → dist/
 *
 * Everything a layout reads is in a `Route`, and a route is plain JSON, so
 * the same data renders on the server and, loaded as a chunk, in the browser.
 */

/** A `.md` file read as MDX because of what it holds: where it first uses MDX, and what it wrote there ("an export line"). */
export type MarkdownAsMdx = SourcePosition & { what: string };

/** A place in a source file, 1-based like editors show it. */
export interface SourcePosition {
  /** Path relative to the site root, with forward slashes. */
  file: string;
  line?: number;
  column?: number;
}

/** One entry of a page's table of contents. */
export interface TocItem {
  id: string;
  /** Heading text as HTML (inline code and emphasis kept). */
  html: string;
  depth: 2 | 3 | 4 | 5 | 6;
}

/**
 * A link or image written in content (Markdown), kept with its position so
 * every problem with it can name the line.
 */
export interface ContentLink {
  kind: 'link' | 'image';
  /** The URL as the author wrote it; after resolution, the URL in the page. */
  href: string;
  at: SourcePosition;
  /** The site-relative file it points at: a Markdown file or a local image. */
  target?: string;
  /** Other files a Markdown link may point at, tried in order after `target`. */
  alternatives?: string[];
  /** The URL as written, kept when resolution replaces `href`. */
  written?: string;
}

/** What goes into `<head>` for a page. */
/** The language and direction of a text that is not in the page's own (a title of a page shown untranslated). */
export interface TextLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

export interface PageHead {
  /** Page title without the site title suffix. */
  title: string;
  description?: string;
  keywords?: string[];
  /** Absolute or site-relative URL of the social card image. */
  image?: string;
  /**
   * A generated card this page shares with others (the operations of one tag
   * of a big API): drawn once with this title and written as the card of
   * `path`, which need not be a page. Without it a page gets a card of its own.
   */
  sharedCard?: { path: string; title: string };
  /** Keep the page out of search engines and the sitemap. */
  noindex?: boolean;
  /** The route search engines should credit instead of this page's own (an older docs version's page → the last version's). */
  canonical?: string;
  /** `<meta>` and `<link>` elements a page declares with `<Head>` (MDX and React pages), as HTML. */
  elements?: string[];
  /** Extra `<link rel="alternate">` entries (feeds). */
  alternates?: { type: string; title: string; href: string }[];
  /** `og:type`; `website` when not set. */
  ogType?: 'website' | 'article';
  /** ISO date for articles. */
  publishedTime?: string;
  /** Article authors (`article:author`): profile URLs or names. */
  authors?: string[];
  /** Article tags (`article:tag`). */
  tags?: string[];
  /**
   * A React page's schema.org type in its structured data (JSON-LD), such as
   * `ContactPage`, `AboutPage` or `CollectionPage`; `WebPage` when not set.
   */
  schemaType?: string;
  /**
   * The page is the default locale's, shown in another locale that has no translation of it:
   * the theme says so above the content, linking to `untranslated.original` (the page in the default locale),
   * and marks the content with its own language and direction.
   */
  untranslated?: { original: string } & TextLanguage;
  /**
   * A translated site: where the locale menu leads from this page, by locale name, for the locales where that
   * is not this page's own path: the same page at another path (a blog tag the locale gives another permalink),
   * or, when the locale lacks the page, the page of the locale that stands for it (its list of tags). `alternate`:
   * the page there is this one, for search engines too (named in the `hreflang` alternates); not when the
   * locale lacks it or keeps it out of search (a tag only unlisted posts have there).
   */
  localePaths?: Record<string, { path: string; alternate: boolean }>;
}

/**
 * Everything needed to render one page. `data` is layout-specific and must be
 * JSON-serialisable: it is written as the route's data chunk.
 */
export interface Route<D = unknown> {
  /** URL path without base URL and without trailing slash; `/` for the home page. */
  path: string;
  /** Name of the layout in the theme's layout map, e.g. `doc` or `blogPost`. */
  layout: string;
  head: PageHead;
  data: D;
  /** The file this route was made from, for errors and the link checker. */
  source?: SourcePosition;
  /** Links and images written in content (Markdown), with positions. */
  contentLinks?: ContentLink[];
  /**
   * Set for a page that runs code (MDX): where its links made by code are
   * written (`<a href={t}>`), maybe none. A broken link on it that its text
   * does not write is described without its target (links/check.ts).
   */
  codeLinks?: SourcePosition[];
  /**
   * Set for a `.md` file read as MDX because of what it holds: where it first uses MDX
   * and what it wrote there, for the build's summary (CompiledMarkdown.markdownAsMdx).
   */
  markdownAsMdx?: MarkdownAsMdx;
  /** Sitemap entry: left out when `false`. */
  sitemap?: false | { lastmod?: string };
  /** Name of the sidebar (in `BuildResult.sidebars`) shown on this page. */
  sidebarId?: string;
  /**
   * The page as Markdown, made from its source (not its HTML): published as
   * its twin at `<route>.md` and in llms-full.txt. Links are as written;
   * they are resolved when the twin is written.
   */
  markdown?: string;
}

/** A sidebar tree as sources produce it; the renderer prunes it per page. */
export type SidebarItem = SidebarLink | SidebarCategory;

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Extra CSS class, e.g. an HTTP method badge for API pages. */
  className?: string;
  /** Short badge text shown before the label (e.g. `GET`). */
  badge?: string;
  /** The label is the title of a page shown untranslated: its language (i18n/untranslated.ts). */
  original?: TextLanguage;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page, if it has one. */
  href?: string;
  collapsed: boolean;
  collapsible: boolean;
  items: SidebarItem[];
  /** Position in the full sidebar (`0.3.1`), set when a page's sidebar is pruned. */
  id?: string;
  /** First page inside, the category label's target when it has no page of its own. */
  defaultHref?: string;
  /** Number of direct items, also when `items` was left out of a pruned sidebar. */
  itemCount?: number;
}

/**
 * A long list in a page's copy of a sidebar keeps only the entries around the
 * page's own; each run left out is one of these: entries `start` to `end`
 * (exclusive) of the list of category `parentId` ('' for the top level) in
 * the full sidebar, and `href`, the first page among them, for readers
 * without JavaScript.
 */
export interface SidebarMore {
  type: 'more';
  label: string;
  parentId: string;
  start: number;
  end: number;
  href: string;
}

/** A sidebar as one page carries it (see src/builder/phases/prune-sidebar.ts). */
export type PageSidebarItem = SidebarLink | SidebarMore | (Omit<SidebarCategory, 'items'> & { items: PageSidebarItem[] });

export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
  /**
   * What the contents follow from, when that is cheaper to know than the
   * contents: a build keeps the file the last one made from the same,
   * without making the contents (output-swap.ts).
   */
  madeFrom?: string;
}
