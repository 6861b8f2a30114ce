/** What the Docusaurus modules know of the site (compat/page-context.ts), from the config. */
import type { SiteConfig } from '../config/schema.js';
import type { SiteInfo } from '../compat/page-context.js';
import type { Messages } from '../core/messages.js';

export function siteInfo(config: SiteConfig, messages?: Messages): SiteInfo {
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    ...(config.favicon ? { favicon: config.favicon } : {}),
    customFields: config.customFields,
    locale: config.locale,
    defaultColorMode: config.colorMode.defaultMode,
    ...(messages && Object.keys(messages).length > 0 ? { messages } : {}),
  };
}
