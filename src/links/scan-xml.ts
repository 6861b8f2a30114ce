/**
 * URLs in the XML and JSON files a site publishes: sitemap `<loc>`s, RSS
 * and Atom links, and the links inside the HTML content feeds carry.
 */
import { decodeEntities, lineLocator, type ScannedLink } from './scan-html.js';

export function scanXml(xml: string): ScannedLink[] {
  const links: ScannedLink[] = [];
  const lineAt = lineLocator(xml);
  const push = (url: string, offset: number) => links.push({ url: decodeEntities(url.trim()), line: lineAt(offset) });
  for (const m of xml.matchAll(/<(loc|link|guid|id)\b([^>]*)>([^<]*)<\/\1>/g)) {
    if (m[1] === 'guid' && /isPermaLink="false"/.test(m[2]!)) continue;
    if (m[1] === 'id' && !/^https?:/.test(m[3]!.trim())) continue;
    if (m[3]!.trim()) push(m[3]!, m.index!);
  }
  for (const m of xml.matchAll(/<link\b[^>]*\bhref="([^"]*)"/g)) push(m[1]!, m.index!);
  // Entry content is escaped HTML (or CDATA): its links count too.
  for (const m of xml.matchAll(/href=(?:&quot;|")([^"&]*)(?:&quot;|")/g)) push(m[1]!, m.index!);
  return links;
}

export function scanJsonFeed(json: string): ScannedLink[] {
  const links: ScannedLink[] = [];
  let feed: { home_page_url?: string; feed_url?: string; items?: { url?: string; content_html?: string }[] };
  try {
    feed = JSON.parse(json);
  } catch {
    return links;
  }
  for (const url of [feed.home_page_url, feed.feed_url]) if (url) links.push({ url, line: 1 });
  for (const item of feed.items ?? []) {
    if (item.url) links.push({ url: item.url, line: 1 });
    for (const m of (item.content_html ?? '').matchAll(/href="([^"]*)"/g)) links.push({ url: decodeEntities(m[1]!), line: 1 });
  }
  return links;
}
