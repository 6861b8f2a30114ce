/**
 * Where a link to a local path that is not a Markdown file leads, now that
 * every route is known (collect-refs.ts marks such links). In order:
 *
 * 1. a page of the site: the link stays as written, and the disk is not read;
 * 2. a site-absolute path to a file of the static folder, which is published
 *    at that path: the link stays as written;
 * 3. a file at one of the places the link names (as for a `.md` link): it is
 *    published under a content-hashed name (published-files.ts) and the link
 *    leads there, unless it lies outside the site, which is refused;
 * 4. nothing: the link stays as written, and the link check reports it.
 */
import { posix } from 'node:path';
import type { OutsideReason } from '../../core/site-boundary.js';
import { canonicalPath, normaliseRoute, percentDecode } from '../../core/urls.js';
import type { PublishedFiles } from './published-files.js';

/** `file`: the published copy's output path; `target`: the refused file, site-relative. */
export type FileLink = { kind: 'as-written' } | { kind: 'published'; file: string } | { kind: 'refused'; target: string; reason: OutsideReason };

export interface FileLinkContext {
  /** Every route path of the site. */
  routes: ReadonlySet<string>;
  /** The static folder, site-relative. */
  staticDir: string;
  /** The site's base URL, which an author may have written in front of a site path (`/fr/docs/x`). */
  baseUrl: string;
  published: PublishedFiles;
}

const AS_WRITTEN: FileLink = { kind: 'as-written' };

/**
 * `written`: the link's path as written (no query or fragment); `places`: the
 * site-relative files it may name, in order; `from`: the route it is on.
 */
export function resolveFileLink(written: string, places: readonly string[], from: string, ctx: FileLinkContext): FileLink {
  const path = withoutAuthorBase(written, ctx.baseUrl);
  if (leadsToRoute(path, from, ctx.routes)) return AS_WRITTEN;
  if (path.startsWith('/') && ctx.published.find(posix.join(ctx.staticDir, percentDecode(path)))) return AS_WRITTEN;
  for (const place of places) {
    const target = ctx.published.find(place);
    if (target === undefined) continue;
    const reason = ctx.published.refused(target);
    return reason ? { kind: 'refused', target, reason } : { kind: 'published', file: ctx.published.publish(target, 'file') };
  }
  return AS_WRITTEN;
}

/** Whether the link's path names a route, read as a browser reads it on the page at `from` (relative to its folder: no trailing slash). */
function leadsToRoute(path: string, from: string, routes: ReadonlySet<string>): boolean {
  const joined = path.startsWith('/') ? path : posix.join(posix.dirname(from), path);
  // Most links are written as the route is: the canonical form is made only when that misses.
  return routes.has(joined) || routes.has(normaliseRoute(canonicalPath(joined)));
}

/** A site path the author wrote with the base URL in front (withAuthorBase keeps it so): the path within the site. */
function withoutAuthorBase(path: string, baseUrl: string): string {
  return baseUrl !== '/' && path.startsWith(baseUrl) ? path.slice(baseUrl.length - 1) : path;
}
