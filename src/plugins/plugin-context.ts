/**
 * What a plugin function is given first (Docusaurus's `LoadContext`): the
 * site's folder, the parts of its config a plugin reads (`siteConfig`, in
 * Docusaurus's names), the locale being built, the output folder, and a
 * folder for generated files in the site's cache folder.
 */
import { join, resolve } from 'node:path';
import { cacheDirOf } from '../core/cache-folder.js';
import type { SiteConfig } from '../config/schema.js';
import type { PluginContext } from './plugin-types.js';

export function pluginContext(config: SiteConfig, siteDir: string, locale: string): PluginContext {
  const defaultLocale = config.i18n?.defaultLocale ?? locale;
  const locales = config.i18n?.locales ?? [locale];
  const siteConfig = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    favicon: config.favicon,
    customFields: config.customFields,
    i18n: { defaultLocale, locales, localeConfigs: config.i18n?.localeConfigs ?? {} },
  };
  return {
    siteDir,
    siteConfig,
    siteConfigPath: join(siteDir, 'site.config.ts'),
    generatedFilesDir: join(cacheDirOf(siteDir), 'generated'),
    outDir: resolve(siteDir, config.outDir),
    baseUrl: config.baseUrl,
    localizationDir: join(siteDir, 'i18n', locale),
    i18n: {
      defaultLocale,
      locales,
      currentLocale: locale,
      path: join(siteDir, 'i18n'),
      localeConfigs: Object.fromEntries(locales.map((l) => [l, config.i18n?.localeConfigs?.[l] ?? {}])),
    },
  };
}
