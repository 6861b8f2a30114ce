/** Docusaurus's generated modules, as the bundles give them (mdx/imports/docusaurus-modules.ts, mdx/docusaurus-data.ts). */
declare module '@generated/docusaurus.config' {
  const siteConfig: Record<string, unknown> & { themeConfig: Record<string, unknown> };
  export default siteConfig;
}

declare module '@generated/i18n' {
  import type { DocusaurusI18n } from '../mdx/docusaurus-data.js';
  const i18n: DocusaurusI18n;
  export default i18n;
}
