/**
 * Publishes pages' Markdown twins at `<route>.md` (see Route.markdown), with
 * a `<link rel="alternate" type="text/markdown">` on the page. A twin is
 * read away from the site, so its links are made absolute: links to other
 * Markdown files become the pages built from them, local images their
 * published files.
 */
import type { SiteConfig } from '../config/schema.js';
import type { OutputFile, Route } from '../core/types.js';
import { absoluteUrl, routeTwinFile, routeTwinUrl } from '../core/urls.js';

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

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

function resolveLinks(markdown: string, hrefs: Map<string, string>, config: SiteConfig): string {
  let text = markdown;
  if (hrefs.size > 0) {
    // One pass for all links: inline links and images `](url` and reference definitions `]: url`.
    const written = new RegExp(`(\\]\\(\\s*|\\]:\\s*)(${[...hrefs.keys()].map(escapeRegExp).join('|')})(?=[\\s)]|$)`, 'gm');
    text = text.replace(written, (_m, lead: string, link: string) => lead + hrefs.get(link)!);
  }
  return text.replace(/(\]\(\s*|\]:\s*)(\/(?!\/)[^\s)]*)/g, (_m, lead: string, path: string) => lead + absoluteUrl(config, path));
}

export function twinFiles(routes: Route[], config: SiteConfig): OutputFile[] {
  if (!config.markdownTwins) return [];
  return twinRoutes(routes).map((route) => ({ path: routeTwinFile(route.path), contents: resolvedMarkdown(route, config) }));
}
