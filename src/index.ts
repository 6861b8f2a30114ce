/** The public API of mysite, for `site.config.ts` and theme authors. */
export { defineConfig } from './config/define-config.js';
export type { SiteConfigInput, SiteConfig } from './config/schema.js';
export type { Route, PageHead, TocItem, SidebarItem } from './core/types.js';
export type { ContentSource } from './content/content-source.js';
