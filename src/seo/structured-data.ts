/**
 * Schema.org structured data (JSON-LD) for a page, by page type: the site
 * (`WebSite`) on the home page, `TechArticle` and `BreadcrumbList` on docs,
 * `BreadcrumbList` on API pages, `BlogPosting` on blog posts. Search
 * engines read it to show a page's place, date and author in results.
 */
import type { SiteConfig } from '../config/schema.js';
import type { PageChunk } from '../client/types.js';
import type { DocPageData } from '../content/sources/docs.js';
import type { BlogPostPageData } from '../content/sources/blog-types.js';
import { absoluteUrl } from '../core/urls.js';
import { pageSection } from './page-section.js';

type Thing = Record<string, unknown>;

export interface StructuredDataInput {
  config: SiteConfig;
  page: PageChunk;
  /** The page's social card or image, absolute. */
  image?: string;
}

export function structuredData({ config, page, image }: StructuredDataInput): Thing[] {
  const url = absoluteUrl(config, page.path);
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
          author: data.authors.map((a) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}) })),
          ...(data.tags.length ? { keywords: data.tags.map((t) => t.label).join(', ') } : {}),
          isPartOf: site,
        },
      ];
    }
    default:
      return [];
  }
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
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(config, c.path) })),
  };
}

/** The `<script>` blocks; `<` is escaped so no text can close the element. */
export function structuredDataTags(things: Thing[]): string[] {
  return things.map((t) => `<script type="application/ld+json">${JSON.stringify(t).replace(/</g, '\\u003c')}</script>`);
}
