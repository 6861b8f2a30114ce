/**
 * Schema.org structured data (JSON-LD) for a page, by page type: the site
 * (`WebSite`) on the home page, `TechArticle` and `BreadcrumbList` on docs,
 * `BreadcrumbList` on API pages, `BlogPosting` on blog posts,
 * `CollectionPage` (with the list it shows) on a blog's list, tag, author,
 * archive and index pages, and on React pages the type their `head` names
 * (`schemaType`), `WebPage` by default. Search engines read it to show a
 * page's place, date and author in results.
 */
import type { SiteConfig } from '../config/schema.js';
import type { PageChunk } from '../client/types.js';
import type { DocPageData } from '../core/page-data/doc.js';
import type { BlogArchivePageData, BlogAuthorsPageData, BlogLink, BlogListPageData, BlogPostPageData, BlogTagsPageData } from '../core/page-data/blog.js';
import { absoluteUrl } from '../core/urls.js';
import { spellPageHref, spellRoute } from '../core/trailing-slash.js';
import { pageSection } from './page-section.js';

type Thing = Record<string, unknown>;

export interface StructuredDataInput {
  config: SiteConfig;
  page: PageChunk;
  /** The page's social card or image, absolute. */
  image?: string;
}

export function structuredData({ config, page, image }: StructuredDataInput): Thing[] {
  const url = absoluteUrl(config, spellRoute(page.path, config.trailingSlash));
  const site: Thing = { '@type': 'WebSite', name: config.title, url: absoluteUrl(config, '/') };
  const common = {
    headline: page.head.title,
    url,
    inLanguage: config.locale,
    ...(page.head.description ? { description: page.head.description } : {}),
    ...(image ? { image } : {}),
  };
  if (page.path === '/') {
    return [{ '@context': 'https://schema.org', ...site, ...(config.tagline ? { description: config.tagline } : {}), inLanguage: config.locale }];
  }
  const webPage = (type: string, extra: Thing = {}): Thing => ({
    '@context': 'https://schema.org',
    '@type': type,
    name: page.head.title,
    ...common,
    ...extra,
    isPartOf: site,
  });
  switch (page.layout) {
    case 'doc': {
      const data = page.data as DocPageData;
      const trail = data.breadcrumbs.filter((b): b is { label: string; href: string } => !!b.href);
      return [{ '@context': 'https://schema.org', '@type': 'TechArticle', ...common, isPartOf: site }, breadcrumbList(config, page, trail)];
    }
    case 'apiIntro':
    case 'apiOperation':
      return [breadcrumbList(config, page, [])];
    case 'blogPost': {
      const data = page.data as BlogPostPageData;
      return [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          ...common,
          mainEntityOfPage: url,
          datePublished: data.date,
          dateModified: data.date,
          author: data.authors.map(person),
          ...(data.tags.length ? { keywords: data.tags.map((t) => t.label).join(', ') } : {}),
          isPartOf: site,
        },
      ];
    }
    case 'blogList': {
      const data = page.data as BlogListPageData;
      const about = data.kind === 'author' && data.author ? { about: person(data.author) } : {};
      return [
        collectionPage(
          config,
          webPage('CollectionPage', about),
          data.posts.map((p) => ({ label: p.title, href: p.href })),
        ),
      ];
    }
    case 'blogArchive':
      return [
        collectionPage(
          config,
          webPage('CollectionPage'),
          (page.data as BlogArchivePageData).years.flatMap((y) => y.posts),
        ),
      ];
    case 'blogTags':
      return [
        collectionPage(
          config,
          webPage('CollectionPage'),
          (page.data as BlogTagsPageData).letters.flatMap((l) => l.tags),
        ),
      ];
    case 'blogAuthors': {
      const authors = (page.data as BlogAuthorsPageData).authors;
      return [
        collectionPage(
          config,
          webPage('CollectionPage'),
          authors.flatMap((a) => (a.page ? [{ label: a.name, href: a.page }] : [])),
        ),
      ];
    }
    default:
      // A React page: the type its `head` names, else a plain web page.
      return page.layout.startsWith('page:') ? [webPage(page.head.schemaType ?? 'WebPage')] : [];
  }
}

/** A page that lists other pages, with the list in the order it shows them. */
function collectionPage(config: SiteConfig, page: Thing, items: BlogLink[]): Thing {
  return {
    ...page,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: item.label,
        url: absoluteUrl(config, spellPageHref(item.href, config.trailingSlash)),
      })),
    },
  };
}

function person(author: { name: string; url?: string }): Thing {
  return { '@type': 'Person', name: author.name, ...(author.url ? { url: author.url } : {}) };
}

/** Home › section › the trail's pages › this page (entries without a page are left out: each needs a URL). */
function breadcrumbList(config: SiteConfig, page: PageChunk, trail: { label: string; href: string }[]): Thing {
  const crumbs: { name: string; path: string }[] = [{ name: config.title, path: '/' }];
  const section = pageSection(config, page.path);
  if (section && section.href !== page.path) crumbs.push({ name: section.label, path: section.href });
  for (const t of trail) if (t.href !== page.path && !crumbs.some((c) => c.path === t.href)) crumbs.push({ name: t.label, path: t.href });
  crumbs.push({ name: page.head.title, path: page.path });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(config, spellPageHref(c.path, config.trailingSlash)),
    })),
  };
}

/** The `<script>` blocks; `<` is escaped so no text can close the element. */
export function structuredDataTags(things: Thing[]): string[] {
  return things.map((t) => `<script type="application/ld+json">${JSON.stringify(t).replace(/</g, '\\u003c')}</script>`);
}
