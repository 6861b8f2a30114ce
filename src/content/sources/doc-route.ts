/**
 * A doc's id and route, from its path in the docs folder and its front
 * matter, with Docusaurus's rules. Used by the docs source and by
 * `mysite migrate` (which turns a navbar's doc item into its route).
 */
import { basename, dirname, extname, posix } from 'node:path';
import type { DocsOptions } from '../../config/schema.js';
import { encodePathSegment, joinRoute } from '../../core/urls.js';
import { stripNumberPrefix } from '../number-prefix.js';
import { checkInSection } from '../section-route.js';
import { frontMatterLine, frontMatterString } from './front-matter-fields.js';

/** As in Docusaurus: the path in the docs folder without extension and number prefixes, its last part replaced by an `id` front matter. */
export function docIdOf(file: string, fm: Record<string, unknown>): string {
  const dir = dirname(file) === '.' ? '' : dirname(file);
  const dirStripped = dir.split('/').filter(Boolean).map(stripNumberPrefix).join('/');
  return posix.join(dirStripped, frontMatterString(fm.id) ?? stripNumberPrefix(basename(file, extname(file))));
}

export interface DocRouteInput {
  /** Path relative to the docs folder. */
  file: string;
  /** Site-relative path, for messages. */
  relativePath: string;
  /** The file as written, to point at the `slug` line. */
  source: string;
  fm: Record<string, unknown>;
  options: Pick<DocsOptions, 'routeBasePath'>;
}

/** The doc's route; a `slug` that leads out of the docs section is an error at its line. */
export function docRouteOf({ file, relativePath, source, fm, options }: DocRouteInput): string {
  const dir = dirname(file) === '.' ? '' : dirname(file);
  const name = stripNumberPrefix(basename(file, extname(file)));
  const dirStripped = dir.split('/').filter(Boolean).map(stripNumberPrefix).join('/');
  const slug = frontMatterString(fm.slug);
  // File and folder names are text, not URLs: "my doc.md" is the route "my%20doc".
  const dirRoute = dirStripped.split('/').map(encodePathSegment).join('/');
  if (slug !== undefined) {
    const joined = slug.startsWith('/') ? joinRoute(options.routeBasePath, slug) : joinRoute(options.routeBasePath, dirRoute, slug);
    return checkInSection({
      route: joined,
      base: options.routeBasePath,
      what: `slug "${slug}"`,
      at: { file: relativePath, line: frontMatterLine(source, 'slug') },
    });
  }
  if (/^(index|readme)$/i.test(name) || (dir && name === basename(dirStripped))) return joinRoute(options.routeBasePath, dirRoute);
  // As in Docusaurus, the URL ends with the doc's id (its `id` front matter, else the file name).
  return joinRoute(options.routeBasePath, dirRoute, encodePathSegment(frontMatterString(fm.id) ?? name));
}
