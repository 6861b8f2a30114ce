/** One build's output as the next build knows it: a record of each page, and the other files (page-records.ts saves them). */
import type { LinkProblem } from '../../links/check.js';
import type { ScannedPage } from '../../links/scan-html.js';
import type { OutputManifest } from './output-manifest.js';

export interface PageRecord {
  key: string;
  /** The HTML file (the data chunk's name follows from the route). */
  file: string;
  scan: ScannedPage;
  /** Size of the HTML and the data chunk together. */
  bytes: number;
  /** What the link check found on the page, and what it depends on (see check-built-links.ts). */
  linkCheck?: PageLinkCheck;
}

export interface PageLinkCheck {
  problems: LinkProblem[];
  /** Routes the page links to. */
  targets: string[];
  checked: number;
  /** A hash of where the page's Markdown links were written (the positions messages name). */
  sourcesKey: string;
}

/** One build's output, as a folder holding it can be trusted to contain. */
export interface Generation {
  buildId: string;
  pages: Map<string, PageRecord>;
  /** Every file that is not a page or a page's data chunk (bundles, feeds, static files…). */
  files: string[];
  /** A hash of the contents of each of those files the build wrote (static files aside), so the next build can keep it. */
  hashes?: Map<string, string>;
  /** A hash of the output's file list (link results hold only while it is the same). */
  filesKey: string;
  /** The other locales' `filesKey`s, by their folder (`fr/`): a translated site's output (locale-records.ts). */
  localeFilesKeys?: Record<string, string>;
  /** Every file of the folder as the build left it (see output-manifest.ts). */
  manifest?: OutputManifest;
}
