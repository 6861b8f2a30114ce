/**
 * Publishes pages' Markdown twins at `<route>.md` (see Route.markdown), with
 * a `<link rel="alternate" type="text/markdown">` on the page. A twin is
 * read away from the site, so its links are made absolute: links to other
 * Markdown files become the pages built from them, local images and linked
 * files their published copies, wherever the text names them: a Markdown
 * target, bare or in angle brackets, or an HTML or JSX attribute.
 */
import { escapeRegExp } from '../core/escape-regexp.js';
import { linkUrlOfTarget, linkUrlOfAttribute } from './written-link-url.js';
import type { SiteConfig } from '../config/schema.js';
import type { OutputFile, Route } from '../core/types.js';
import { absoluteUrl, routeTwinFile, routeTwinUrl } from '../core/urls.js';
import { spellPageHref } from '../core/trailing-slash.js';

export const TWIN_TYPE = 'text/markdown';

/** Routes that have a twin (and are meant to be found). */
export function twinRoutes(routes: Route[]): Route[] {
  return routes.filter((r) => r.markdown !== undefined && !r.head.noindex);
}

/** Adds the twin's alternate link to each page that has one (again on every run: heads are rebuilt). */
export function addTwinLinks(routes: Route[], config: SiteConfig): void {
  if (!config.markdownTwins) return;
  for (const route of twinRoutes(routes)) {
    const others = (route.head.alternates ?? []).filter((a) => a.type !== TWIN_TYPE);
    route.head = { ...route.head, alternates: [...others, { type: TWIN_TYPE, title: 'Markdown', href: '/' + routeTwinUrl(route.path) }] };
  }
}

/**
 * The last text made for each route path, with what it was made from: a
 * watch-mode run resolves again only the pages whose Markdown, links or
 * site URL changed (twins and llms-full.txt need every page's text on
 * every run, about 80 ms per 1,000 pages).
 */
const lastResolved = new Map<string, { markdown: string; links: string; site: string; text: string }>();

/** A route's Markdown with its links resolved and made absolute. */
export function resolvedMarkdown(route: Route, config: SiteConfig): string {
  // Each link as written → where it leads; the first of several same-written links wins.
  const hrefs = new Map<string, string>();
  for (const link of route.contentLinks ?? []) {
    if (link.written && link.written !== link.href && !hrefs.has(link.written)) hrefs.set(link.written, link.href);
  }
  const markdown = route.markdown ?? '';
  const links = [...hrefs].map(([written, href]) => `${written}\0${href}`).join('\n');
  const site = `${config.url} ${config.baseUrl}`;
  const last = lastResolved.get(route.path);
  if (last && last.markdown === markdown && last.links === links && last.site === site) return last.text;
  const text = resolveLinks(markdown, hrefs, config);
  lastResolved.set(route.path, { markdown, links, site, text });
  return text;
}

/** A link target after `](` (inline links and images) or `]:` (reference definitions): in angle brackets, or up to a space or `)`. */
const LINK_TARGET = /(\]\(\s*|\]:\s*)(<[^<>\n]*>|[^\s)]+)/g;

/** A link in HTML or JSX (`<a href="./x.pdf">`, `<Link to='./x.pdf'>`, `<img src=…>`): the attribute's value. */
const ATTRIBUTE_TARGET = /(\s(?:href|src|to)=)(["'])([^"'\n]*)\2/g;

function resolveLinks(markdown: string, hrefs: Map<string, string>, config: SiteConfig): string {
  let text = markdown;
  if (hrefs.size > 0) {
    text = [...hrefs.keys()].some((written) => /[\s)]/.test(written))
      ? replaceByScan(replaceByPattern(markdown, hrefs), hrefs, { exact: false })
      : replaceByScan(markdown, hrefs, { exact: true });
    if (/(?:href|src|to)=/.test(text)) text = replaceAttributes(text, hrefs, config);
  }
  return text.replace(
    /(\]\(\s*|\]:\s*)(\/(?!\/)[^\s)]*)/g,
    (_m, lead: string, path: string) => lead + absoluteUrl(config, spellPageHref(path, config.trailingSlash)),
  );
}

/**
 * Each written link replaced by where it leads, in one scan with one
 * expression for every page (an expression made of a page's links was
 * compiled anew for each page: 0.4 s at 5,000 pages). A target that is
 * not a written link is looked at again from its next character, as the
 * pattern below would, so a `](` inside it is still found. A target written
 * otherwise than its link's URL (`<./my file.pdf>`, `./résumé.pdf`) is
 * looked up as that URL; `exact: false` looks up only those (the pattern
 * below has replaced the others).
 */
function replaceByScan(markdown: string, hrefs: Map<string, string>, { exact }: { exact: boolean }): string {
  let text = '';
  let from = 0;
  LINK_TARGET.lastIndex = 0;
  for (let m = LINK_TARGET.exec(markdown); m; m = LINK_TARGET.exec(markdown)) {
    const target = m[2]!;
    let href = exact ? hrefs.get(target) : undefined;
    if (href === undefined) {
      const url = linkUrlOfTarget(target);
      href = url === undefined ? undefined : hrefs.get(url);
    }
    if (href === undefined) {
      LINK_TARGET.lastIndex = m.index + 1;
      continue;
    }
    text += markdown.slice(from, m.index) + m[1] + href;
    from = LINK_TARGET.lastIndex;
  }
  return text + markdown.slice(from);
}

/** The same for written links holding a space or `)` (a link in angle brackets): one pattern of them all. */
function replaceByPattern(markdown: string, hrefs: Map<string, string>): string {
  const written = new RegExp(`(\\]\\(\\s*|\\]:\\s*)(${[...hrefs.keys()].map(escapeRegExp).join('|')})(?=[\\s)]|$)`, 'gm');
  return markdown.replace(written, (_m, lead: string, link: string) => lead + hrefs.get(link)!);
}

/** Links written as HTML or JSX attributes, replaced by the full URL of where they lead. */
function replaceAttributes(markdown: string, hrefs: Map<string, string>, config: SiteConfig): string {
  return markdown.replace(ATTRIBUTE_TARGET, (whole, lead: string, quote: string, value: string) => {
    const href = hrefs.get(value) ?? hrefs.get(linkUrlOfAttribute(value));
    if (href === undefined) return whole;
    return lead + quote + (href.startsWith('/') && !href.startsWith('//') ? absoluteUrl(config, spellPageHref(href, config.trailingSlash)) : href) + quote;
  });
}

export function twinFiles(routes: Route[], config: SiteConfig): OutputFile[] {
  if (!config.markdownTwins) return [];
  return twinRoutes(routes).map((route) => ({ path: routeTwinFile(route.path), contents: resolvedMarkdown(route, config) }));
}
