/** `manifest.webmanifest`: the site's name, colours and icons for browsers that install or pin it. */
import type { SiteConfig } from '../config/schema.js';
import type { OutputFile } from '../core/types.js';
import { fileUrl } from '../core/urls.js';

export function webManifestFile(config: SiteConfig): OutputFile | undefined {
  const options = config.webManifest;
  if (!options) return undefined;
  const manifest = {
    name: config.title,
    short_name: options.shortName ?? config.navbar.title ?? config.title,
    ...(config.tagline ? { description: config.tagline } : {}),
    lang: config.locale,
    dir: config.direction,
    start_url: config.baseUrl,
    scope: config.baseUrl,
    display: 'browser',
    background_color: config.themeColor.light,
    theme_color: config.themeColor.light,
    icons: options.icons.map((icon) => ({ ...icon, src: fileUrl(config.baseUrl, icon.src) })),
  };
  return { path: 'manifest.webmanifest', contents: JSON.stringify(manifest, null, 2) + '\n' };
}
