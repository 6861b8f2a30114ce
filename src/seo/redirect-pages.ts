/**
 * The site's redirects (`redirects` in site.config.ts) as files: a small
 * page at each old address that sends the reader on (a `meta refresh`, which
 * works with and without JavaScript on any static host, with a canonical link
 * and a plain link, as Docusaurus's client-redirects plugin writes them), and
 * `_redirects` for hosts that read it (Netlify, Cloudflare Pages), which
 * answer with a real 301. The link check follows the plain link, so a
 * redirect to a page that does not exist is a broken link.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { Problem } from '../core/diagnostics.js';
import { escapeAttribute, escapeHtml } from '../core/escape.js';
import type { OutputFile, Route } from '../core/types.js';
import { absoluteUrl, canonicalPath, routeOutputFile, withBase } from '../core/urls.js';
import { spellPageHref } from '../core/trailing-slash.js';

export interface Redirect {
  from: string;
  to: string;
}

export interface RedirectFiles {
  files: OutputFile[];
  warnings: Problem[];
}

function published(staticDir: string): string[] {
  if (!existsSync(staticDir)) return [];
  return readdirSync(staticDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(staticDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

/** Every redirect the options make, for the site's routes and published files. */
export function collectRedirects(routes: Route[], config: SiteConfig, staticFiles: string[]): Redirect[] {
  const { rules, fromExtensions, toExtensions, createRedirects } = config.redirects;
  const redirects: Redirect[] = rules.flatMap((rule) => (Array.isArray(rule.from) ? rule.from : [rule.from]).map((from) => ({ from, to: rule.to })));
  for (const route of routes) {
    if (route.path === '/') continue;
    // `/x.html` is `/x` already, on mysite's server and on the hosts it writes for.
    for (const ext of fromExtensions) if (ext !== 'html') redirects.push({ from: `${route.path}.${ext}`, to: route.path });
    const made = createRedirects?.(route.path);
    for (const from of made === undefined || made === null ? [] : Array.isArray(made) ? made : [made]) redirects.push({ from, to: route.path });
  }
  for (const file of staticFiles) {
    const ext = file.slice(file.lastIndexOf('.') + 1);
    if (file.includes('.') && toExtensions.includes(ext)) redirects.push({ from: file.slice(0, -(ext.length + 1)), to: file });
  }
  return redirects;
}

/**
 * Where a redirect page is written: where a page at its address would be, but an old address with an
 * extension (`/x.htm`) stays a file (`x.htm.html`), which hosts serve at that address in every mode.
 */
function redirectFile(from: string, config: SiteConfig): string {
  return routeOutputFile(from, /\.[^/]*$/.test(from) ? false : config.trailingSlash);
}

/** Where a redirect leads, as the site spells its pages' URLs (`trailingSlash`). */
function targetHref(redirect: Redirect, config: SiteConfig): string {
  return redirect.to.startsWith('/') ? spellPageHref(withBase(config.baseUrl, redirect.to), config.trailingSlash) : redirect.to;
}

export function redirectPage(redirect: Redirect, config: SiteConfig): string {
  const href = targetHref(redirect, config);
  const canonical = redirect.to.startsWith('/') ? absoluteUrl(config, spellPageHref(redirect.to, config.trailingSlash)) : redirect.to;
  return `<!DOCTYPE html>
<html lang="${escapeAttribute(config.i18n?.defaultLocale ?? 'en')}">
<head>
<meta charset="utf-8">
<title>Moved to ${escapeHtml(href)}</title>
<meta http-equiv="refresh" content="0; url=${escapeAttribute(href)}">
<link rel="canonical" href="${escapeAttribute(canonical)}">
<meta name="robots" content="noindex">
</head>
<body>
<p>This page has moved to <a href="${escapeAttribute(href)}">${escapeHtml(href)}</a>.</p>
</body>
</html>
`;
}

/**
 * The redirect pages and `_redirects`. An old address that is a page of the
 * site, or that two rules send to different places, is a warning, and the
 * page (or the first rule) wins. A site whose static folder has its own
 * `_redirects` keeps it as it is: the generated lines are not written then.
 */
export function redirectFiles(routes: Route[], config: SiteConfig, siteDir: string): RedirectFiles {
  const staticDir = join(siteDir, config.staticDir);
  const { rules, fromExtensions, toExtensions, createRedirects } = config.redirects;
  if (rules.length === 0 && fromExtensions.length === 0 && toExtensions.length === 0 && !createRedirects) return { files: [], warnings: [] };
  const staticFiles = toExtensions.length > 0 ? published(staticDir) : [];
  const pages = new Set(routes.map((route) => route.path));
  const chosen = new Map<string, Redirect>();
  const warnings: Problem[] = [];
  for (const redirect of collectRedirects(routes, config, staticFiles)) {
    const from = canonicalPath(redirect.from);
    if (pages.has(from)) {
      warnings.push({
        code: 'redirects/over-page',
        message: `The redirect from ${from} to ${redirect.to} is not written: ${from} is a page of the site.`,
        at: { file: 'site.config.ts' },
      });
      continue;
    }
    const earlier = chosen.get(from);
    if (earlier && earlier.to !== redirect.to) {
      warnings.push({
        code: 'redirects/twice',
        message: `${from} is redirected to ${earlier.to} and to ${redirect.to}: the first is kept.`,
        at: { file: 'site.config.ts' },
      });
      continue;
    }
    chosen.set(from, { from, to: redirect.to });
  }
  const files: OutputFile[] = [...chosen.values()].map((redirect) => ({
    path: redirectFile(redirect.from, config),
    contents: redirectPage(redirect, config),
  }));
  if (!existsSync(join(staticDir, '_redirects')) && chosen.size > 0) {
    const lines = [...chosen.values()].map((r) => `${withBase(config.baseUrl, r.from)} ${targetHref(r, config)} 301`);
    files.push({ path: '_redirects', contents: `# Written by mysite from site.config.ts's redirects.\n${lines.join('\n')}\n` });
  }
  return { files, warnings };
}
