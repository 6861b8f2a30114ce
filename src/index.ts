/**
 * `mysite`: what `site.config.ts` and React pages import. Every name is
 * listed on purpose (test/product/exports.test.ts pins the list); themes
 * import from `mysite-ssg/client` and `mysite-ssg/theme`.
 */
export { defineConfig } from './config/define-config.js';
export type { SiteConfigInput, SiteConfig } from './config/schema.js';
export type { PageHead, TocItem, SidebarItem } from './core/types.js';
