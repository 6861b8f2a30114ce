/** The HTML document around a server-rendered page: <head> with every meta tag, and the app root. */
import type { SiteConfig } from '../config/schema.js';
import type { PageChunk } from '../client/types.js';
import { absoluteUrl, fileUrl, routeCardUrl, routeDataUrl } from '../core/urls.js';
import { ENGINE_VERSION } from '../core/engine-package.js';
import { structuredData, structuredDataTags } from '../seo/structured-data.js';
import { escapeAttribute, escapeHtml } from '../core/escape.js';
import { pageTitle } from '../core/page-title.js';
import { alternateUrls, type LocaleAlternate } from '../i18n/alternates.js';
import { canonicalRoute } from '../core/canonical-route.js';
import { spellPageHref } from '../core/trailing-slash.js';

export const GENERATOR = `mysite ${ENGINE_VERSION}`;

export interface DocumentAssets {
  css: string[];
  entryScript: string;
  /** Chunks the entry imports for this page's layout (preloaded to avoid a waterfall). */
  modulePreloads: string[];
  headScript: string;
  /** The Content-Security-Policy; undefined sends none (`security.csp: false`). */
  csp: string | undefined;
  /** The config's head tags, stylesheets and scripts (render/config-head.ts). */
  headTags: string[];
  /** A translated site: the page in every locale (i18n/alternates.ts). */
  alternates?: LocaleAlternate[];
  /** What the site's plugins put first (`pre`) and last (`post`) in `<body>` (injectHtmlTags). */
  bodyTags?: { pre: string[]; post: string[] };
}

export interface DocumentInput {
  config: SiteConfig;
  page: PageChunk;
  appHtml: string;
  assets: DocumentAssets;
}

export function renderDocument({ config, page, appHtml, assets }: DocumentInput): string {
  const head = page.head;
  const title = pageTitle(head.title, config.title);
  const canonical = absoluteUrl(config, spellPageHref(canonicalRoute(page), config.trailingSlash));
  // A page's own image, else its generated card (not for pages kept out of search), else the site's.
  const card = !head.image && config.socialCards && !head.noindex;
  const image = head.image ?? (card ? '/' + routeCardUrl(head.sharedCard?.path ?? page.path) : config.image);
  const meta: string[] = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...(assets.csp === undefined ? [] : [`<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(assets.csp)}">`]),
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="generator" content="${GENERATOR}">`,
  ];
  if (head.description) meta.push(`<meta name="description" content="${escapeAttribute(head.description)}">`);
  if (head.keywords?.length) meta.push(`<meta name="keywords" content="${escapeAttribute(head.keywords.join(', '))}">`);
  if (head.noindex) meta.push('<meta name="robots" content="noindex, nofollow">');
  // A page kept out of search has no canonical URL to offer.
  if (!head.noindex) {
    meta.push(`<link rel="canonical" href="${escapeAttribute(canonical)}">`);
    if (assets.alternates) {
      for (const { hreflang, href } of alternateUrls(config.url, assets.alternates, canonicalRoute(page), head.localePaths, config.trailingSlash)) {
        meta.push(`<link rel="alternate" href="${escapeAttribute(href)}" hreflang="${escapeAttribute(hreflang)}">`);
      }
    } else {
      meta.push(`<link rel="alternate" href="${escapeAttribute(canonical)}" hreflang="${escapeAttribute(config.locale)}">`);
      meta.push(`<link rel="alternate" href="${escapeAttribute(canonical)}" hreflang="x-default">`);
    }
  }
  meta.push(...colourMeta(config));
  meta.push(`<meta property="og:title" content="${escapeAttribute(title)}">`);
  if (head.description) meta.push(`<meta property="og:description" content="${escapeAttribute(head.description)}">`);
  meta.push(`<meta property="og:url" content="${escapeAttribute(canonical)}">`);
  meta.push(`<meta property="og:type" content="${head.ogType ?? 'website'}">`);
  meta.push(`<meta property="og:site_name" content="${escapeAttribute(config.title)}">`);
  meta.push(`<meta property="og:locale" content="${escapeAttribute(config.locale.replace('-', '_'))}">`);
  if (head.publishedTime) meta.push(`<meta property="article:published_time" content="${escapeAttribute(head.publishedTime)}">`);
  for (const author of head.authors ?? []) meta.push(`<meta property="article:author" content="${escapeAttribute(author)}">`);
  for (const tag of head.tags ?? []) meta.push(`<meta property="article:tag" content="${escapeAttribute(tag)}">`);
  if (image) {
    meta.push(`<meta property="og:image" content="${escapeAttribute(absoluteUrl(config, image))}">`);
    if (card) {
      const alt = `${head.title || config.title} – ${config.title}`;
      meta.push(
        '<meta property="og:image:type" content="image/jpeg">',
        '<meta property="og:image:width" content="1200">',
        '<meta property="og:image:height" content="630">',
      );
      meta.push(`<meta property="og:image:alt" content="${escapeAttribute(alt)}">`, `<meta name="twitter:image:alt" content="${escapeAttribute(alt)}">`);
    }
    meta.push(`<meta name="twitter:image" content="${escapeAttribute(absoluteUrl(config, image))}">`);
  }
  // A card the site declares (headTags, Docusaurus's themeConfig.metadata, a page's <Head>) replaces this one, as in Docusaurus.
  if (![...assets.headTags, ...(head.elements ?? [])].some(declaresTwitterCard)) meta.push('<meta name="twitter:card" content="summary_large_image">');
  meta.push(`<meta name="twitter:title" content="${escapeAttribute(title)}">`);
  if (head.description) meta.push(`<meta name="twitter:description" content="${escapeAttribute(head.description)}">`);
  // Without a favicon, an empty one stops browsers requesting /favicon.ico (a 404).
  // Elements the page declared with <Head> (author code, escaped by compat/docusaurus/Head.tsx).
  if (head.elements) meta.push(...head.elements);
  meta.push(`<link rel="icon" href="${config.favicon ? escapeAttribute(fileUrl(config.baseUrl, config.favicon)) : 'data:,'}" sizes="any">`);
  if (config.icons.svg) meta.push(`<link rel="icon" href="${escapeAttribute(fileUrl(config.baseUrl, config.icons.svg))}" type="image/svg+xml">`);
  if (config.icons.appleTouch) meta.push(`<link rel="apple-touch-icon" href="${escapeAttribute(fileUrl(config.baseUrl, config.icons.appleTouch))}">`);
  if (config.webManifest) meta.push(`<link rel="manifest" href="${escapeAttribute(fileUrl(config.baseUrl, '/manifest.webmanifest'))}">`);
  for (const alt of head.alternates ?? []) {
    meta.push(
      `<link rel="alternate" type="${escapeAttribute(alt.type)}" title="${escapeAttribute(alt.title)}" href="${escapeAttribute(fileUrl(config.baseUrl, alt.href))}">`,
    );
  }
  meta.push(...structuredDataTags(structuredData({ config, page, image: image && absoluteUrl(config, image) })));
  meta.push(`<script>${assets.headScript}</script>`);
  for (const css of assets.css) meta.push(`<link rel="stylesheet" href="${escapeAttribute(fileUrl(config.baseUrl, css))}">`);
  // The site's own head tags, stylesheets and scripts, after the theme's CSS so theirs can override it.
  meta.push(...assets.headTags);
  // The page is complete HTML: its script and data load after the stylesheet, so they never delay the first paint.
  meta.push(
    `<link rel="preload" href="${escapeAttribute(fileUrl(config.baseUrl, routeDataUrl(page.path)))}" as="fetch" crossorigin="anonymous" fetchpriority="low">`,
  );
  if (page.sidebarFile)
    meta.push(
      `<link rel="preload" href="${escapeAttribute(fileUrl(config.baseUrl, page.sidebarFile))}" as="fetch" crossorigin="anonymous" fetchpriority="low">`,
    );
  meta.push(`<script type="module" src="${escapeAttribute(fileUrl(config.baseUrl, assets.entryScript))}" fetchpriority="low"></script>`);
  for (const chunk of assets.modulePreloads)
    meta.push(`<link rel="modulepreload" href="${escapeAttribute(fileUrl(config.baseUrl, chunk))}" fetchpriority="low">`);

  return (
    `<!DOCTYPE html>\n<html lang="${escapeAttribute(config.locale)}" dir="${config.direction}" data-theme="${config.colorMode.defaultMode}">\n<head>\n` +
    meta.join('\n') +
    `\n</head>\n<body>\n${bodyTags(assets.bodyTags?.pre)}<div id="__mysite" data-route="${escapeAttribute(page.path)}" data-layout="${escapeAttribute(page.layout)}">${appHtml}</div>\n${bodyTags(assets.bodyTags?.post)}</body>\n</html>\n`
  );
}

function bodyTags(tags: string[] | undefined): string {
  return tags?.length ? `${tags.join('\n')}\n` : '';
}

/**
 * The modes the page supports, first the one it shows (the head script
 * swaps the order when the visitor chose the other), and the browser
 * toolbar's colour in each.
 */
function colourMeta(config: SiteConfig): string[] {
  const { defaultMode, disableSwitch } = config.colorMode;
  const other = defaultMode === 'light' ? 'dark' : 'light';
  return [
    `<meta name="color-scheme" content="${disableSwitch ? defaultMode : `${defaultMode} ${other}`}">`,
    `<meta name="theme-color" content="${escapeAttribute(config.themeColor.light)}" media="(prefers-color-scheme: light)">`,
    `<meta name="theme-color" content="${escapeAttribute(config.themeColor.dark)}" media="(prefers-color-scheme: dark)">`,
  ];
}

/** Whether an element of the head is a `<meta name="twitter:card">`. */
export function declaresTwitterCard(html: string): boolean {
  return /^<meta\b[^>]*\bname=["']?twitter:card["'\s>/]/i.test(html);
}
