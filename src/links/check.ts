/**
 * The link check, as a pure function over the built pages: every internal
 * URL must reach a page or a file, and every #anchor an id on its target
 * page. Used by `mysite build` (with the config's severities) and by
 * `mysite check-links` (where everything broken is an error).
 */
import type { SourcePosition } from '../core/types.js';
import { closest } from '../core/suggest.js';
import type { ScannedLink, ScannedPage } from './scan-html.js';

export interface CheckedPage extends ScannedPage {
  /** Route path, e.g. `/docs/x`. */
  path: string;
  /** The output file, for messages (`dist/docs/x.html`). */
  file: string;
  /** Where Markdown links on this page were written: URL in the page → position. */
  markdownSources?: Map<string, SourcePosition>;
}

/** A file that links to pages without being one (sitemap, feeds). */
export interface LinkingFile {
  /** Its URL path, e.g. `/blog/rss.xml` (relative links resolve against it). */
  path: string;
  file: string;
  links: ScannedLink[];
}

export interface LinkProblem {
  kind: 'link' | 'anchor';
  href: string;
  /** Where to fix it: the Markdown source when the link came from Markdown. */
  at: SourcePosition;
  reason: string;
}

export interface CheckInput {
  pages: CheckedPage[];
  /** Sitemap, feeds: checked for their links, not link targets themselves. */
  linkingFiles?: LinkingFile[];
  /** Other files in the output (relative, no leading slash), e.g. `assets/x.png`. */
  files: Set<string>;
  baseUrl: string;
  /**
   * The site's own origin (`https://example.com`): absolute URLs to it in
   * sitemaps and feeds (which must use absolute URLs) are checked as internal.
   */
  origin?: string;
}

export interface CheckResult {
  problems: LinkProblem[];
  external: { href: string; at: SourcePosition }[];
  checked: number;
}

const SCHEME = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** `/x.html`, `/x/index.html` and `/x/` all mean `/x`. */
export function canonicalPath(pathname: string): string {
  let p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function checkLinks(input: CheckInput): CheckResult {
  const byPath = new Map(input.pages.map((p) => [p.path, p]));
  const problems: LinkProblem[] = [];
  const external: CheckResult['external'] = [];
  let checked = 0;
  const base = input.baseUrl;
  const origin = input.origin?.replace(/\/$/, '');

  const check = (from: { path: string; file: string; markdownSources?: Map<string, SourcePosition> }, link: ScannedLink, samePage?: CheckedPage) => {
    const at = from.markdownSources?.get(link.url) ?? { file: from.file, line: link.line };
    let raw = link.url;
    if (!samePage && origin && (raw === origin || raw.startsWith(origin + '/'))) raw = raw.slice(origin.length) || '/';
    if (SCHEME.test(raw)) {
      if (/^(https?:)?\/\//i.test(raw)) external.push({ href: link.url, at });
      return;
    }
    checked++;
    let url: URL;
    try {
      url = new URL(raw, new URL(base + from.path.slice(1), 'http://site.invalid'));
    } catch {
      problems.push({ kind: 'link', href: link.url, at, reason: 'not a valid URL' });
      return;
    }
    const pathname = decode(url.pathname);
    if (!pathname.startsWith(base) && pathname + '/' !== base) {
      problems.push({ kind: 'link', href: link.url, at, reason: `outside the base URL ${base}` });
      return;
    }
    const rel = pathname.slice(base.length);
    const route = canonicalPath('/' + rel);
    const target = raw.startsWith('#') ? samePage : byPath.get(route);
    if (!target) {
      const file = rel.replace(/^\//, '');
      if (input.files.has(file) || input.files.has(file.replace(/\/$/, '') + '/index.html')) return;
      const suggestion = closest(route, byPath.keys());
      problems.push({ kind: 'link', href: link.url, at, reason: `no page or file at ${route}${suggestion ? `; did you mean ${suggestion}?` : ''}` });
      return;
    }
    const hash = url.hash.slice(1);
    if (!hash || hash === 'top') return;
    const id = decode(hash);
    if (!target.ids.has(id)) {
      const suggestion = closest(id, target.ids);
      problems.push({ kind: 'anchor', href: link.url, at, reason: `no element with id "${id}" on ${target.path}${suggestion ? `; did you mean #${suggestion}?` : ''}` });
    }
  };

  for (const page of input.pages) for (const link of page.links) check(page, link, page);
  for (const file of input.linkingFiles ?? []) for (const link of file.links) check(file, link);
  return { problems, external, checked };
}
