/**
 * The folders content may name files in (core/site-boundary.ts): the site
 * folder, and the content folders this config writes outside it.
 */
import { dirname, resolve } from 'node:path';
import { SiteBoundary } from '../core/site-boundary.js';
import type { SiteConfig } from './schema.js';
import { apiSpecs, docsSpecs } from './sections.js';

export function contentBoundary(config: SiteConfig, siteDir: string): SiteBoundary {
  const folders = [...docsSpecs(config).map((docs) => docs.path), ...config.blogs.map((blog) => blog.path), config.pagesPath, config.staticDir];
  for (const api of apiSpecs(config)) folders.push(dirname(api.specPath));
  return SiteBoundary.of(
    siteDir,
    folders.map((folder) => resolve(siteDir, folder)),
  );
}
