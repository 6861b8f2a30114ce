/**
 * The files a site publishes for machines besides its pages: Markdown
 * twins, llms.txt and llms-full.txt, and the web manifest. Called once the
 * routes' links are resolved; `prepareHeads` runs before pages render, as
 * it adds each twin's link to its page.
 */
import type { SiteConfig } from '../config/schema.js';
import type { OutputFile, Route, SidebarItem } from '../core/types.js';
import { llmsFiles } from './llms-txt.js';
import { addTwinLinks, twinFiles } from './markdown-twins.js';
import { webManifestFile } from './web-manifest.js';

export function prepareHeads(routes: Route[], config: SiteConfig): void {
  addTwinLinks(routes, config);
}

export function siteFiles(routes: Route[], sidebars: Record<string, SidebarItem[]>, config: SiteConfig): OutputFile[] {
  const manifest = webManifestFile(config);
  return [...twinFiles(routes, config), ...llmsFiles({ routes, sidebars, config }), ...(manifest ? [manifest] : [])];
}
