/** What the `doc` layout receives. */
import type { TocItem } from '../types.js';

export interface NavLink {
  label: string;
  href: string;
}

export interface DocPageData {
  id: string;
  title: string;
  html: string;
  toc: TocItem[];
  hideTableOfContents: boolean;
  /** `hide_title`: the title is for screen readers only. */
  hideTitle?: true;
  breadcrumbs: { label: string; href?: string }[];
  prev?: NavLink;
  next?: NavLink;
  editUrl?: string;
  /** When the doc last changed and who changed it (`docs.showLastUpdateTime` / `showLastUpdateAuthor`). */
  lastUpdate?: LastUpdate;
  /** Set when the config names the docs version (`docs.versionLabel`). */
  version?: { name: string; label: string };
}

/** A doc's "Last updated on <date> by <author>" (content/sources/doc-last-update.ts). */
export interface LastUpdate {
  /** ISO 8601, for `<time datetime>`. */
  date?: string;
  formattedDate?: string;
  author?: string;
}
