/** Updates <title> and the meta tags after a client-side navigation. */
import { pageTitle } from '../core/page-title.js';
import { absoluteUrl, withBase } from '../core/urls.js';
import type { PageChunk, SiteData } from './types.js';
import { canonicalRoute } from '../core/canonical-route.js';
import { spellPageHref } from '../core/trailing-slash.js';

function setMeta(selector: string, attribute: 'content' | 'href', value: string | undefined): void {
  const el = document.head.querySelector(selector);
  if (!el) return;
  if (value === undefined) el.removeAttribute(attribute);
  else el.setAttribute(attribute, value);
}

export function updateHead(page: PageChunk, site: SiteData): string {
  const title = pageTitle(page.head.title, site.title);
  document.title = title;
  const canonical = absoluteUrl(site, spellPageHref(canonicalRoute(page), site.trailingSlash));
  setMeta('meta[name="description"]', 'content', page.head.description ?? '');
  setMeta('meta[property="og:title"]', 'content', title);
  setMeta('meta[name="twitter:title"]', 'content', title);
  setMeta('meta[property="og:description"]', 'content', page.head.description ?? '');
  setMeta('meta[name="twitter:description"]', 'content', page.head.description ?? '');
  setMeta('meta[property="og:url"]', 'content', canonical);
  setMeta('link[rel="canonical"]', 'href', canonical);
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.setAttribute('href', canonical);
  const twin = page.head.alternates?.find((a) => a.type === 'text/markdown');
  setMeta('link[rel="alternate"][type="text/markdown"]', 'href', twin && withBase(site.baseUrl, twin.href));
  return title;
}
