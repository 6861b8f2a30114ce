/**
 * Docusaurus's generated modules' data (mdx/docusaurus-data.ts) made from
 * the config: here, above i18n, because the locales fill it in.
 */
import type { SiteConfig } from '../../config/schema.js';
import type { LocaleView } from '../../i18n/locale-view.js';
import { siteLocales } from '../../i18n/site-locales.js';
import { docusaurusThemeConfig } from './docusaurus-theme-config.js';
import type { DocusaurusData, DocusaurusI18n } from '../../mdx/docusaurus-data.js';

/** `view`: the locale being built, on a translated site; `config` is then that locale's. */
export function docusaurusData(config: SiteConfig, view?: LocaleView): DocusaurusData {
  const root = view?.root ?? config;
  const i18n = docusaurusI18n(root, view?.locale.name);
  const siteConfig: Record<string, unknown> = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    ...(config.favicon ? { favicon: config.favicon } : {}),
    // Docusaurus's `undefined` is mysite's 'untouched'.
    ...(config.trailingSlash === 'untouched' ? {} : { trailingSlash: config.trailingSlash }),
    i18n: { defaultLocale: i18n.defaultLocale, locales: i18n.locales, path: i18n.path, localeConfigs: root.i18n?.localeConfigs ?? {} },
    themeConfig: docusaurusThemeConfig(config),
    ...(Object.keys(config.customFields).length > 0 ? { customFields: config.customFields } : {}),
  };
  return { siteConfig, i18n };
}

/** Docusaurus's `i18n` of the context: every locale's config filled in as Docusaurus fills it; a site without `i18n` is its one locale. */
function docusaurusI18n(root: SiteConfig, current: string | undefined): DocusaurusI18n {
  const locales = siteLocales(root);
  if (locales.length === 0) {
    const only = {
      label: root.locale,
      direction: root.direction,
      htmlLang: root.locale,
      calendar: 'gregory',
      path: root.locale,
      baseUrl: root.baseUrl,
      url: root.url,
    };
    return { defaultLocale: root.locale, locales: [root.locale], path: 'i18n', currentLocale: root.locale, localeConfigs: { [root.locale]: only } };
  }
  const defaultLocale = locales.find((l) => l.isDefault)!.name;
  return {
    defaultLocale,
    locales: root.i18n!.locales,
    path: 'i18n',
    currentLocale: current ?? defaultLocale,
    localeConfigs: Object.fromEntries(
      locales.map((l) => [
        l.name,
        { label: l.label, direction: l.direction, htmlLang: l.htmlLang, calendar: 'gregory', path: l.path || l.name, baseUrl: l.baseUrl, url: root.url },
      ]),
    ),
  };
}
