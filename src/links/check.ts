/**
 * The link check, as a pure function over the built pages: every internal
 * URL must reach a page or a file, and every #anchor an id on its target
 * page. Used by `mysite build` (with the config's severities) and by
 * `mysite check-links` (where everything broken is an error).
 *
 * A page's result depends only on its own links and on the pages it links
 * to, so an unchanged page that links to no changed page can keep its last
 * result (`reuse`): a one-page edit re-checks that page and its neighbours.
 */
import type { SourcePosition } from '../core/types.js';
import { closest } from '../core/suggest.js';
import { quoted } from '../core/quoted.js';
import { fileUrl, percentDecode as decode, routeOfUrlPath } from '../core/urls.js';
import { spellRoute, type TrailingSlash } from '../core/trailing-slash.js';
import type { ScannedLink, ScannedPage } from './scan-html.js';

export interface CheckedPage extends ScannedPage {
  /** Route path, e.g. `/docs/x`. */
  path: string;
  /** The output file, for messages (`dist/docs/x.html`). */
  file: string;
  /** Where Markdown links on this page were written: URL in the page → position. */
  markdownSources?: Map<string, SourcePosition>;
  /** Set when the page runs code (MDX): where its links made by code are written (`Route.codeLinks`). */
  codeLinks?: SourcePosition[];
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
  /**
   * The link is on a page that runs code and its text does not write it: its
   * target may be an imported file's text or an environment value, so the
   * message shows neither `href` nor it in `reason`, only these places (the
   * page's links made by code; none known: the page itself).
   */
  madeByCode?: SourcePosition[];
}

/** What checking one page found, and the pages its result depends on. */
export interface PageLinkResult {
  problems: LinkProblem[];
  /** Routes this page links to. */
  targets: string[];
  external: { href: string; at: SourcePosition }[];
  checked: number;
}

export interface CheckInput {
  pages: CheckedPage[];
  /** Sitemap, feeds: checked for their links, not link targets themselves. */
  linkingFiles?: LinkingFile[];
  /** Other files in the output (relative, no leading slash), e.g. `assets/x.png`. */
  files: Set<string>;
  baseUrl: string;
  /** How the pages' URLs end (core/trailing-slash.ts): relative links resolve against `/x/` when true. */
  trailingSlash?: TrailingSlash;
  /**
   * The site's own origin (`https://example.com`): absolute URLs to it in
   * sitemaps and feeds (which must use absolute URLs) are checked as internal.
   */
  origin?: string;
  /**
   * Where the links the theme shows on every page were set (the config's
   * navbar and footer), by URL: a page's link not written in its own source is
   * reported there rather than in the built page.
   */
  themeSources?: Map<string, SourcePosition>;
  /** Whether the host redirects a URL path (its own redirect files, core/host-redirects.ts): a link there is not broken. */
  redirected?: (pathname: string) => boolean;
  /** A page's earlier result, when it is still valid (see the module comment). */
  reuse?: (page: CheckedPage) => PageLinkResult | undefined;
  /** The same for a linking file. */
  reuseFile?: (file: LinkingFile) => PageLinkResult | undefined;
  /**
   * The base URLs of the site's other locales (`i18n`): a link into one of them is that locale's
   * site's to answer, checked once every locale is built (i18n/cross-locale-links.ts), not here.
   */
  otherBases?: string[];
  /**
   * Base URLs under one of `otherBases` that are this check's all the same: the locales an output
   * holds when it lacks the default locale, whose base (`/`) holds theirs (`mysite build --locale fr`).
   */
  ownBases?: string[];
}

export interface CheckResult {
  problems: LinkProblem[];
  external: { href: string; at: SourcePosition }[];
  checked: number;
  /** The result of each page, to reuse next time. */
  pages: Map<string, PageLinkResult>;
  /** The result of each linking file, by its path. */
  files: Map<string, PageLinkResult>;
}

/** Where a link leads: the route it points to (also when missing), and what is wrong, if anything. */
interface Outcome {
  route?: string;
  problem?: { kind: LinkProblem['kind']; reason: string };
}

/** What is wrong with a link made by code, said without its target (LinkProblem.madeByCode). */
const WITHHELD_REASON: Record<LinkProblem['kind'], string> = {
  link: 'it leads to no page or file of the site',
  anchor: 'its target page has no element with its id',
};

const SCHEME = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/** A site-absolute path that needs no URL parsing: no dot segments, no escapes. */
const PLAIN_PATH = /^\/(?!.*(?:^|\/)\.{1,2}(?:\/|$|[?#]))[^\\%]*$/;

/** Splits a URL into its path and fragment, resolving it against the page when it is not a plain site path. */
function locate(raw: string, pageUrl: () => URL): { pathname: string; hash: string } | undefined {
  if (PLAIN_PATH.test(raw)) {
    const hashAt = raw.indexOf('#');
    const path = hashAt < 0 ? raw : raw.slice(0, hashAt);
    const queryAt = path.indexOf('?');
    return { pathname: queryAt < 0 ? path : path.slice(0, queryAt), hash: hashAt < 0 ? '' : raw.slice(hashAt + 1) };
  }
  try {
    const url = new URL(raw, pageUrl());
    return { pathname: decode(url.pathname), hash: url.hash.slice(1) };
  } catch {
    return undefined;
  }
}

/**
 * A fragment that names no element, by the HTML spec's rules: none, `top` in any case (the top of the page), or
 * only '#'s (`href="###"`, a placeholder some themes write: the browser stays where it is).
 */
function namesNoElement(fragment: string): boolean {
  return /^#*$/.test(fragment) || fragment.toLowerCase() === 'top';
}

export function checkLinks(input: CheckInput): CheckResult {
  // By decoded path: a link may write `/docs/my%20doc` or `/docs/my doc` for the route /docs/my%20doc.
  const byPath = new Map(input.pages.map((p) => [decode(p.path), p]));
  const base = input.baseUrl;
  const origin = input.origin?.replace(/\/$/, '');

  /** Where a located URL leads: its route (also when missing), and what is wrong, if anything. */
  const elsewhere = inOtherSite([base, ...(input.ownBases ?? [])], input.otherBases ?? []);
  const follow = (url: { pathname: string; hash: string }): Outcome => {
    if (elsewhere(url.pathname)) return {};
    const route = routeOfUrlPath(url.pathname, base);
    if (route === null) return { problem: { kind: 'link', reason: `outside the base URL ${base}` } };
    const decoded = decode(route);
    const target = byPath.get(decoded);
    if (!target) {
      const file = decoded.slice(1);
      // `x.html` that is no page: a redirect page, or an HTML file of the static folder, which hosts serve at /x.
      if (input.files.has(file) || input.files.has(`${file}/index.html`) || input.files.has(`${file}.html`)) return { route: decoded };
      if (input.redirected?.(url.pathname)) return { route: decoded };
      const suggestion = closest(decoded, byPath.keys());
      return { route: decoded, problem: { kind: 'link', reason: `no page or file at ${quoted(decoded)}${suggestion ? `; did you mean ${suggestion}?` : ''}` } };
    }
    if (namesNoElement(url.hash)) return { route: target.path };
    const id = decode(url.hash);
    if (target.ids.has(id)) return { route: target.path };
    const suggestion = closest(id, target.ids);
    return {
      route: target.path,
      problem: { kind: 'anchor', reason: `no element with id "${quoted(id)}" on ${target.path}${suggestion ? `; did you mean #${suggestion}?` : ''}` },
    };
  };
  // A site path leads to the same place from every page (the navbar, sidebar and footer
  // repeat the same links on each one): each is followed once.
  const followed = new Map<string, Outcome>();

  const checkOne = (
    from: { path: string; file: string; markdownSources?: Map<string, SourcePosition>; codeLinks?: SourcePosition[] },
    links: ScannedLink[],
    samePage?: CheckedPage,
  ): PageLinkResult => {
    const result: PageLinkResult = { problems: [], targets: [], external: [], checked: 0 };
    const targets = new Set<string>();
    let pageUrl: URL | undefined;
    const urlOfPage = () => (pageUrl ??= new URL(fileUrl(base, spellRoute(from.path, input.trailingSlash)), 'http://site.invalid'));
    const written = (link: ScannedLink) => from.markdownSources?.get(link.url) ?? (samePage ? input.themeSources?.get(link.url) : undefined);
    const at = (link: ScannedLink) => written(link) ?? { file: from.file, line: link.line };
    /** The problem as reported: without its target when code may have made the link. */
    const problem = (link: ScannedLink, found: { kind: LinkProblem['kind']; reason: string }): LinkProblem => {
      if (!from.codeLinks || written(link)) return { ...found, href: link.url, at: at(link) };
      const places = from.codeLinks.length > 0 ? from.codeLinks : [at(link)];
      return { kind: found.kind, href: link.url, at: places.length === 1 ? places[0]! : at(link), reason: WITHHELD_REASON[found.kind], madeByCode: places };
    };
    for (const link of links) {
      let raw = link.url;
      let outcome = followed.get(raw);
      if (!outcome) {
        if (!samePage && origin && (raw === origin || raw.startsWith(origin + '/'))) raw = raw.slice(origin.length) || '/';
        if (SCHEME.test(raw)) {
          if (/^(https?:)?\/\//i.test(raw)) result.external.push({ href: link.url, at: at(link) });
          continue;
        }
        if (raw.startsWith('#') && samePage) {
          result.checked++;
          const id = decode(raw.slice(1));
          if (!namesNoElement(id) && !samePage.ids.has(id)) {
            const suggestion = closest(id, samePage.ids);
            const reason = `no element with id "${quoted(id)}" on ${samePage.path}${suggestion ? `; did you mean #${suggestion}?` : ''}`;
            result.problems.push(problem(link, { kind: 'anchor', reason }));
          }
          continue;
        }
        const url = locate(raw, urlOfPage);
        outcome = url ? follow(url) : { problem: { kind: 'link', reason: 'not a valid URL' } };
        if (raw === link.url && PLAIN_PATH.test(raw)) followed.set(raw, outcome);
      }
      result.checked++;
      if (outcome.route) targets.add(outcome.route);
      if (outcome.problem) result.problems.push(problem(link, outcome.problem));
    }
    result.targets = [...targets];
    return result;
  };

  const results = new Map<string, PageLinkResult>();
  for (const page of input.pages) results.set(page.path, input.reuse?.(page) ?? checkOne(page, page.links, page));
  const fileResults = new Map<string, PageLinkResult>();
  for (const file of input.linkingFiles ?? []) fileResults.set(file.path, input.reuseFile?.(file) ?? checkOne(file, file.links));
  const all = [...results.values(), ...fileResults.values()];
  return {
    problems: all.flatMap((r) => r.problems),
    external: all.flatMap((r) => r.external),
    checked: all.reduce((n, r) => n + r.checked, 0),
    pages: results,
    files: fileResults,
  };
}

/** Whether a path is in the site of another locale: the longest base URL it is under is not this site's. */
export function otherSite(base: string, otherBases: string[]): (pathname: string) => boolean {
  return inOtherSite([base], otherBases);
}

/** Whether a path is in one of the sites at `otherBases`: the longest of all the base URLs it is under is one of them. */
function inOtherSite(ownBases: string[], otherBases: string[]): (pathname: string) => boolean {
  if (otherBases.length === 0) return () => false;
  // Longest first; at equal length another site's base wins (`/`, the default locale's, when an output lacks it).
  const bases = [...otherBases.map((b) => ({ b, other: true })), ...ownBases.map((b) => ({ b, other: false }))].sort((x, y) => y.b.length - x.b.length);
  return (pathname) => bases.find(({ b }) => pathname.startsWith(b) || pathname === b.slice(0, -1))?.other === true;
}
