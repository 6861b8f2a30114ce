/**
 * `@docusaurus/useDocusaurusContext`: `siteConfig` as Docusaurus's
 * generated config holds it (title, tagline, url, baseUrl, favicon,
 * `i18n`, `themeConfig` in Docusaurus's field names, made from mysite's
 * navbar, footer, colour mode, announcement bar, meta tags…) with the
 * site's `customFields`, and `i18n` with the
 * locale being built as `currentLocale` and every locale's config
 * (mdx/docusaurus-data.ts).
 */
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import { usePageContext } from '../page-context.js';

export default function useDocusaurusContext() {
  const { site } = usePageContext();
  return {
    siteConfig: { ...siteConfig, customFields: site.customFields },
    siteMetadata: {},
    globalData: site.globalData ?? {},
    i18n,
    codeTranslations: site.messages ?? {},
  };
}
