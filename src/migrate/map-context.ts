/** What every part of the mapping shares: the migration, the folder, and small conversions of Docusaurus values. */
import { isAbsolute, relative, sep } from 'node:path';
import type { DocsIndex } from './docs-index.js';
import type { Migration } from './migration.js';
import { isPlainObject, type Plain, type PlainObject } from './plain-value.js';

/** A docs section's options as mapped, and the key path they came from. */
export interface MappedDocs {
  path: string;
  routeBasePath: string;
  sidebarPath?: string | false;
  from: string;
}

export interface MapContext {
  m: Migration;
  siteDir: string;
  /** The Docusaurus baseUrl, with its slashes. */
  baseUrl: string;
  /** The docs section's options as mapped (path, route), once the presets and plugins are read. */
  docs?: MappedDocs;
  /** The docs read from the folder, for navbar doc items. */
  docsIndex?: DocsIndex;
  /** Docs plugins besides the default one, by id, as mapped, each with its docs for navbar items once read. */
  docsSections?: Map<string, MappedDocs & { index?: DocsIndex }>;
}

/** A path the config gave (absolute, from `require.resolve`, or relative to the site) as a site-relative path without `./`. */
export function siteRelative(siteDir: string, path: string): string {
  const rel = isAbsolute(path) ? relative(siteDir, path).split(sep).join('/') : path.replace(/^\.\//, '');
  return rel === '' ? '.' : rel;
}

/** Docusaurus route bases are written with or without slashes (`docs`, `/docs/`): mysite's start with one and have none at the end. */
export function routeBase(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}`;
}

/** A file in `static/` as Docusaurus names it (`img/logo.svg`) → mysite's path (`/img/logo.svg`); URLs stay. */
export function staticPath(value: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `/${value.replace(/^\/+/, '')}`;
}

/** Keys of an object in order, for tables of handlers. */
export function entriesOf(value: Plain | undefined): [string, Plain][] {
  return isPlainObject(value) ? (Object.entries(value).filter(([, v]) => v !== undefined) as [string, Plain][]) : [];
}

export function objectOr(value: Plain | undefined): PlainObject {
  return isPlainObject(value) ? value : {};
}

/**
 * A link target of the navbar or footer: an external URL stays; a path of
 * the site (Docusaurus `to` is relative to baseUrl; an `href` path carries
 * it) becomes the route mysite links with.
 */
export function linkTarget(value: string, baseUrl: string, kind: 'to' | 'href'): { href?: string; to?: string } {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return { href: value };
  let path = value.startsWith('/') ? value : `/${value}`;
  if (kind === 'href' && baseUrl !== '/' && path.startsWith(baseUrl)) path = path.slice(baseUrl.length - 1);
  // mysite's routes never end in "/" (its server redirects /x/ to /x).
  if (path.length > 1) path = path.replace(/\/+(?=$|[?#])/, '');
  return { to: path };
}

/**
 * Why a link's `target` or `rel` is not carried over, as is true of mysite's
 * links: an external link opens in a new tab (with `rel="noopener"`) by
 * itself; a link to the site's own pages opens in the same tab, and no option
 * says otherwise.
 */
export function skipLinkTarget(m: Migration, at: string, item: PlainObject): void {
  const raw = typeof item.href === 'string' ? item.href : typeof item.to === 'string' ? item.to : undefined;
  const external = raw !== undefined && linkTarget(raw, '/', 'href').href !== undefined;
  if (external) m.skip(at, 'not-needed', 'mysite opens external links in a new tab itself');
  else m.skip(at, 'no-equivalent', "mysite opens links to the site's own pages in the same tab; it has no option to open one in a new tab");
}
