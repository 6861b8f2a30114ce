/**
 * `@docusaurus/useDocusaurusContext`: `siteConfig` with the fields mysite's
 * config has (title, tagline, url, baseUrl, favicon, customFields) and the
 * page's locale in `i18n`.
 */
import { usePageContext } from '../page-context.js';

export default function useDocusaurusContext() {
  const { site } = usePageContext();
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      url: site.url,
      baseUrl: site.baseUrl,
      favicon: site.favicon,
      customFields: site.customFields,
      trailingSlash: false,
    },
    siteMetadata: {},
    globalData: site.globalData ?? {},
    i18n: { currentLocale: site.locale, defaultLocale: site.locale, locales: [site.locale], localeConfigs: {} },
    codeTranslations: {},
  };
}
