/**
 * What Docusaurus's generated modules hold, from the config, for the pages
 * that import them (mdx/imports/docusaurus-modules.ts):
 * `@generated/docusaurus.config` (and `.docusaurus/docusaurus.config.mjs`),
 * the site's config in Docusaurus's shape, its `themeConfig` in
 * Docusaurus's field names (builder/orchestration/docusaurus-theme-config.ts); and
 * `@generated/i18n` (and `.docusaurus/i18n.json`), the locales with the
 * one being built as `currentLocale`. Bundled only into code that imports
 * them (`useDocusaurusContext`, `useThemeConfig` do), so other pages carry
 * none of it. Made from the config by builder/orchestration/docusaurus-data.ts.
 */

export interface DocusaurusLocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  path: string;
  baseUrl: string;
  url: string;
}

export interface DocusaurusI18n {
  defaultLocale: string;
  locales: string[];
  path: string;
  currentLocale: string;
  localeConfigs: Record<string, DocusaurusLocaleConfig>;
}

export interface DocusaurusData {
  siteConfig: Record<string, unknown>;
  i18n: DocusaurusI18n;
}
