/**
 * sitemap.xml (with the `sitemap` package) and robots.txt. Every public page
 * is listed except the not-found page, pages marked `noindex` or
 * `sitemap: false`, pages whose canonical is another page
 * (core/canonical-route.ts), and paths matching `sitemap.ignorePatterns`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { saveFileAtomically } from '../../core/save-file.js';
import picomatch from 'picomatch';
import { SitemapStream, streamToPromise } from 'sitemap';
import type { SiteConfig } from '../../config/schema.js';
import { absoluteUrl, withBase } from '../../core/urls.js';
import { spellRoute } from '../../core/trailing-slash.js';
import type { OutputFile, Route } from '../../core/types.js';
import type { LastCommit } from '../../content/content-source.js';
import { alternateUrls, type LocaleAlternate } from '../../i18n/alternates.js';
import { isOwnCanonical } from '../../core/canonical-route.js';

export interface SitemapInput {
  routes: Route[];
  config: SiteConfig;
  /** Last change of source files (site-relative path → date). */
  lastModified: ReadonlyMap<string, LastCommit>;
  /** The site ships its own robots.txt in static/: leave it alone. */
  ownRobots: boolean;
  /** Keeps the last XML: rebuilding it is slow for large sites and it rarely changes. */
  cache?: { file: string; identity: string };
  /** A translated site: each entry lists the page in every locale (`xhtml:link`). */
  alternates?: LocaleAlternate[];
}

export function sitemapRoutes(routes: Route[], config: SiteConfig): Route[] {
  const patterns = config.sitemap.ignorePatterns;
  const ignored = patterns.length > 0 ? picomatch(patterns) : () => false;
  return routes.filter((r) => r.sitemap !== false && !r.head.noindex && isOwnCanonical(r) && !ignored(r.path));
}

export async function sitemapFiles({ routes, config, lastModified, ownRobots, cache, alternates }: SitemapInput): Promise<OutputFile[]> {
  const hostname = config.url.replace(/\/$/, '');
  const entries = sitemapRoutes(routes, config).map((route) => {
    const explicit = route.sitemap ? route.sitemap.lastmod : undefined;
    const fromGit = route.source ? lastModified.get(route.source.file)?.date : undefined;
    const lastmod = explicit ?? fromGit?.toISOString();
    return {
      url: withBase(config.baseUrl, spellRoute(route.path, config.trailingSlash)),
      changefreq: config.sitemap.changefreq,
      priority: config.sitemap.priority,
      ...(lastmod ? { lastmod } : {}),
      ...(alternates
        ? {
            links: alternateUrls(config.url, alternates, route.path, route.head.localePaths, config.trailingSlash).map(({ hreflang, href }) => ({
              lang: hreflang,
              url: href,
            })),
          }
        : {}),
    };
  });
  // The identity is part of the key: another engine may write the XML differently.
  const key = createHash('sha1')
    .update(cache?.identity ?? '')
    .update(hostname)
    .update(JSON.stringify(entries))
    .digest('hex');
  let xml = cache && existsSync(cache.file) ? cachedXml(cache.file, key) : undefined;
  if (xml === undefined) {
    const stream = new SitemapStream({ hostname, xmlns: { news: false, xhtml: alternates !== undefined, image: false, video: false } });
    xml = (await streamToPromise(Readable.from(entries).pipe(stream))).toString();
    if (cache) saveFileAtomically(cache.file, JSON.stringify({ key, xml }));
  }
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(config, 'sitemap.xml')}\n`;
  return ownRobots
    ? [{ path: 'sitemap.xml', contents: xml }]
    : [
        { path: 'sitemap.xml', contents: xml },
        { path: 'robots.txt', contents: robots },
      ];
}

function cachedXml(file: string, key: string): string | undefined {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { key: string; xml: string };
    return saved.key === key ? saved.xml : undefined;
  } catch {
    return undefined;
  }
}
