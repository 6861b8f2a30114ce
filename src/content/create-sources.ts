/** Every section of the site; adding a section is adding a source here. */
import type { SiteConfig } from '../config/schema.js';
import { apiSpecs, checkDocsPluginIds, checkSectionIds, docsAreImplicit, docsSpecs } from '../config/sections.js';
import type { ContentSource } from './content-source.js';
import { apiSource } from './sources/api.js';
import { blogSource } from './sources/blog.js';
import { docsSource } from './sources/docs.js';
import { pagesSource, type PageFile } from './sources/pages.js';
import type { SiteRoute } from '../core/layout-data.js';
import { pluginsSource } from '../plugins/plugins-source.js';

/** `pluginRoutes`: the routes the site's plugins added (src/plugins/). */
export function createSources(config: SiteConfig, pages: PageFile[], pluginRoutes: SiteRoute[] = []): ContentSource[] {
  checkDocsPluginIds(config);
  checkSectionIds(config);
  return [
    ...docsSpecs(config).map((docs) => docsSource(docs, { optional: docsAreImplicit(config) })),
    ...config.blogs.map((b) => blogSource(b)),
    ...apiSpecs(config).map((api) => apiSource(api)),
    pagesSource(pages, config.pagesPath),
    ...(pluginRoutes.length > 0 ? [pluginsSource(pluginRoutes)] : []),
  ];
}
