/**
 * RSS 2.0, Atom 1.0 and JSON Feed 1.1 for a blog instance, made with the
 * `feed` package, plus the XSLT/CSS that make RSS and Atom readable in a
 * browser, and the `<link rel="alternate">` entries for page heads.
 *
 * Feed files are returned from `load` like any source file, but their
 * contents are computed when the file is written: post HTML still holds
 * link and image markers until `resolveContentRefs` has run (after every
 * source has loaded), and the feeds must carry the resolved, absolute URLs.
 * They are computed once: watch runs that reuse the source reuse its feeds.
 */
import type { RouteOf } from '../../core/layout-data.js';
import { Feed, type Item } from 'feed';
import type { BlogOptions, SiteConfig } from '../../config/schema.js';
import type { OutputFile, PageHead } from '../../core/types.js';
import { absoluteUrl, joinRoute } from '../../core/urls.js';
import { spellPageHref, spellRoute } from '../../core/trailing-slash.js';
import { ATOM_XSL, FEED_CSS, RSS_XSL } from './blog-feed-styles.js';
import type { BlogPost } from './blog-posts.js';
import { describePage } from './front-matter-fields.js';

type FeedType = 'rss' | 'atom' | 'json';

const FEEDS: Record<FeedType, { file: string; mime: string; name: string }> = {
  rss: { file: 'rss.xml', mime: 'application/rss+xml', name: 'RSS' },
  atom: { file: 'atom.xml', mime: 'application/atom+xml', name: 'Atom' },
  json: { file: 'feed.json', mime: 'application/json', name: 'JSON' },
};

/** `<link rel="alternate">` entries for the feeds of one instance. */
export function feedAlternates(config: SiteConfig, options: BlogOptions): NonNullable<PageHead['alternates']> {
  // Site-wide links carry the site's name; a section's own links, its feed's name.
  const title = options.feed.alternateLinks === 'site' ? config.title : (options.feed.title ?? config.title);
  return options.feed.types.map((type) => ({
    type: FEEDS[type].mime,
    title: `${title} ${FEEDS[type].name} Feed`,
    href: joinRoute(options.routeBasePath, FEEDS[type].file),
  }));
}

/**
 * Post HTML for feed readers: without the "#" heading permalinks, with
 * site-absolute URLs made absolute and in-page anchors pointing at the post.
 */
export function absoluteHtml(html: string, config: SiteConfig, pageUrl: string): string {
  const origin = config.url.replace(/\/$/, '');
  return html
    .replace(/<a class="hash-link"[^>]*>[^<]*<\/a>/g, '')
    .replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`)
    .replace(/(\shref=")#/g, `$1${pageUrl}#`);
}

export interface FeedEntry {
  post: BlogPost;
  /** The post's route; its `data.html` is read when the feed is written. */
  route: RouteOf<'blogPost'>;
}

function createFeed(config: SiteConfig, options: BlogOptions, entries: FeedEntry[]): Feed {
  const home = absoluteUrl(config, spellRoute(options.routeBasePath, config.trailingSlash));
  const defaultTitle = `${config.title} Blog`;
  const feed = new Feed({
    id: home,
    title: options.feed.title ?? defaultTitle,
    description: options.feed.description ?? defaultTitle,
    link: home,
    language: config.locale,
    favicon: config.favicon ? absoluteUrl(config, config.favicon) : undefined,
    copyright: options.feed.copyright,
    // The newest post, not the build time: the same content gives the same feed.
    updated: entries[0]?.post.date ?? new Date(0),
    generator: 'mysite',
    feedLinks: Object.fromEntries(options.feed.types.map((t) => [t, absoluteUrl(config, joinRoute(options.routeBasePath, FEEDS[t].file))])),
  });
  for (const { post, route } of entries) {
    const url = absoluteUrl(config, spellRoute(post.route, config.trailingSlash));
    const item: Item = {
      title: post.title,
      id: url,
      link: url,
      date: post.date,
      published: post.date,
      description: describePage(post.md.frontMatter, post.md),
      content: absoluteHtml(route.data.html, config, url),
      // None rather than an empty list: the feed library reads the first author of any list.
      author:
        post.authors.length === 0
          ? undefined
          : post.authors.map((a) => ({ name: a.name, link: a.url ?? (a.page ? absoluteUrl(config, spellPageHref(a.page, config.trailingSlash)) : undefined) })),
      category: post.tags.map((t) => ({ name: t.label, term: t.label, scheme: absoluteUrl(config, spellPageHref(t.href, config.trailingSlash)) })),
    };
    feed.addItem(item);
  }
  return feed;
}

/** The feed library writes JSON Feed 1.0; 1.1 adds `authors` (a list) and `language`. */
export function toJsonFeed11(json1: string, language: string, authorsOf: (index: number) => { name: string; url?: string }[]): string {
  const feed = JSON.parse(json1) as Record<string, unknown> & { items: Record<string, unknown>[] };
  feed.version = 'https://jsonfeed.org/version/1.1';
  feed.language = language;
  if (feed.author) feed.authors = [feed.author];
  delete feed.author;
  feed.items.forEach((item, i) => {
    delete item.author;
    const authors = authorsOf(i);
    if (authors.length > 0) item.authors = authors;
  });
  return JSON.stringify(feed, null, 2) + '\n';
}

/** Feed files (and their stylesheets) of one instance; `entries` newest first. */
export function feedFiles(config: SiteConfig, options: BlogOptions, allEntries: FeedEntry[]): OutputFile[] {
  const { limit } = options.feed;
  const entries = limit === false ? allEntries : allEntries.slice(0, limit);
  const dir = options.routeBasePath.replace(/^\//, '');
  const at = (name: string) => (dir ? `${dir}/${name}` : name);
  const files: OutputFile[] = [];
  const xslt = options.feed.xslt;
  for (const type of options.feed.types) {
    const write = (): string => {
      const feed = createFeed(config, options, entries);
      if (type === 'json') {
        return toJsonFeed11(feed.json1(), config.locale, (i) => entries[i]!.post.authors.map((a) => ({ name: a.name, ...(a.url ? { url: a.url } : {}) })));
      }
      feed.options.stylesheet = xslt ? (type === 'rss' ? 'rss.xsl' : 'atom.xsl') : undefined;
      return (type === 'rss' ? feed.rss2() : feed.atom1()) + '\n';
    };
    let contents: string | undefined;
    files.push({
      path: at(FEEDS[type].file),
      get contents() {
        return (contents ??= write());
      },
    });
    if (xslt && type !== 'json') {
      files.push({ path: at(`${type}.xsl`), contents: type === 'rss' ? RSS_XSL : ATOM_XSL }, { path: at(`${type}.css`), contents: FEED_CSS });
    }
  }
  return files;
}
