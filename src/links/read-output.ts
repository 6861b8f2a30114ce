/**
 * Reads a built site folder for the link check: every HTML page (its ids
 * and links), the sitemap and feeds (their links), and the list of files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { LinkSources } from './link-sources.js';
import type { CheckedPage, LinkingFile } from './check.js';
import { scanHtml } from './scan-html.js';
import { routeOfHtmlFile } from '../core/urls.js';
import { scanJsonFeed, scanXml } from './scan-xml.js';

export interface OutputLinks {
  pages: CheckedPage[];
  linkingFiles: LinkingFile[];
  files: Set<string>;
}

export function isLinkingFile(file: string): boolean {
  return file.endsWith('.xml') || file.endsWith('/feed.json') || file === 'feed.json';
}

const REFRESH = /<meta http-equiv="refresh"/i;

function isRedirectPage(html: string): boolean {
  const head = html.slice(0, html.indexOf('</head>') + 1 || 2000);
  return REFRESH.test(head);
}

export function readOutput(dir: string, label: string, sources: LinkSources): OutputLinks {
  const pages: CheckedPage[] = [];
  const linkingFiles: LinkingFile[] = [];
  const files = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (file.endsWith('.html')) {
      const html = readFileSync(join(dir, file), 'utf8');
      // A redirect page is an address, not a page: links to it are not checked for anchors; its own link is.
      if (isRedirectPage(html)) {
        files.add(file);
        linkingFiles.push({ path: '/' + file, file: `${label}/${file}`, links: scanHtml(html).links });
        continue;
      }
      const path = routeOfHtmlFile(file);
      pages.push({ path, file: `${label}/${file}`, ...scanHtml(html), markdownSources: sources.written.get(path), codeLinks: sources.code.get(path) });
      continue;
    }
    files.add(file);
    if (isLinkingFile(file)) {
      const text = readFileSync(join(dir, file), 'utf8');
      linkingFiles.push({ path: '/' + file, file: `${label}/${file}`, links: file.endsWith('.json') ? scanJsonFeed(text) : scanXml(text) });
    }
  }
  return { pages, linkingFiles, files };
}
