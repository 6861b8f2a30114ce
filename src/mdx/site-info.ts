/** What the Docusaurus modules know of the site (compat/page-context.ts), from the config. */
import type { SiteConfig } from '../config/schema.js';
import type { SiteInfo } from '../compat/page-context.js';
import type { Messages } from '../core/messages.js';

/** `globalData`: what the site's plugins set (setGlobalData), for useGlobalData. */
export function siteInfo(config: SiteConfig, messages?: Messages, globalData?: Record<string, Record<string, unknown>>): SiteInfo {
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    ...(config.favicon ? { favicon: config.favicon } : {}),
    ...(config.trailingSlash === false ? {} : { trailingSlash: config.trailingSlash }),
    customFields: config.customFields,
    locale: config.locale,
    defaultColorMode: config.colorMode.defaultMode,
    ...(messages && Object.keys(messages).length > 0 ? { messages } : {}),
    ...(globalData && Object.keys(globalData).length > 0 ? { globalData } : {}),
  };
}
