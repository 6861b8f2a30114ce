/** What the `doc` layout receives. */
import type { TextLanguage, TocItem } from '../types.js';
import type { TagData } from './tags.js';

export interface NavLink {
  label: string;
  href: string;
  /** The label is the title of a page shown untranslated: its language (i18n/untranslated.ts). */
  original?: TextLanguage;
}

export interface DocPageData {
  id: string;
  title: string;
  html: string;
  toc: TocItem[];
  hideTableOfContents: boolean;
  /** The doc's own leading `# Heading` when its front matter's `title` differs: the page's h1 shows it, as Docusaurus's does. */
  heading?: string;
  /** `hide_title`: the title is for screen readers only. */
  hideTitle?: true;
  breadcrumbs: { label: string; href?: string }[];
  /** `docs.breadcrumbs: false`: the page shows no breadcrumbs at all, not even the home link. */
  hideBreadcrumbs?: true;
  prev?: NavLink;
  next?: NavLink;
  editUrl?: string;
  /** Its `tags` front matter, each linking to its page; absent when it has none. */
  tags?: TagData[];
  /** When the doc last changed and who changed it (`docs.showLastUpdateTime` / `showLastUpdateAuthor`). */
  lastUpdate?: LastUpdate;
  /** Set when the site has docs versions, or when the config names the one it has (`docs.versionLabel`). */
  version?: DocVersion;
  /** The id of the docs section the page is in, when it is not the default one (`docs: [...]`). */
  section?: string;
}

/** The docs version of a page, and the other versions a reader can switch to. */
export interface DocVersion {
  name: string;
  label: string;
  /** Every version built, this one included, newest first, each with this page in it or else its first page. */
  links?: DocVersionLink[];
  /** A menu even with one version (`docs.versionMenu`). */
  menu?: true;
  /** Show "Version: <label>" on the page (`docs.versions.<name>.badge`); without it the menu reads "Versions". */
  badge?: boolean;
  /** The notice of an unreleased or unmaintained version. */
  banner?: DocVersionBanner;
}

export interface DocVersionLink {
  name: string;
  label: string;
  /** This page in that version, or that version's first page. */
  path: string;
}

/**
 * The docs versions as a page outside the docs shows them in the navbar's
 * version menu (`type: 'docsVersionDropdown'`): each version's first page.
 * It goes with each such page's data, not into the theme bundle, whose cache
 * key leaves content out.
 */
export interface DocsVersionMenu {
  /** The docs section whose versions these are, when it is not the default one. */
  section?: string;
  /** The version the menu shows until the reader has chosen one: the last released version. */
  last: string;
  /** Every version built, newest first, each leading to its first page. */
  links: DocVersionLink[];
}

export interface DocVersionBanner {
  kind: 'unreleased' | 'unmaintained';
  /**
   * The last version's label, and this page in it, else its home (`samePage`
   * false: the last version lacks this page); absent when the build leaves it out.
   */
  latest?: { label: string; path: string; samePage: boolean };
}

/** A doc's "Last updated on <date> by <author>" (content/sources/doc-last-update.ts). */
export interface LastUpdate {
  /** ISO 8601, for `<time datetime>`. */
  date?: string;
  formattedDate?: string;
  author?: string;
}
