/**
 * The site's plugins for one builder (one locale): run once when the builder
 * is made (plugins/run-plugins.ts), and the config the builder then uses:
 * the plugins' head tag objects join its `headTags`, and the plugin entries,
 * functions that neither the worker threads nor the keys can take, leave it.
 * A site without `plugins` or `clientModules` is given its config as it is.
 */
import type { SiteConfig } from '../../config/schema.js';
import { type PluginsOutput, runPlugins } from '../../plugins/run-plugins.js';
import type { ThemePluginParts } from '../../theme/prepare-theme.js';

export interface SitePlugins {
  config: SiteConfig;
  plugins?: PluginsOutput;
}

export function hasPlugins(config: SiteConfig): boolean {
  return (config.plugins ?? []).some((entry) => entry !== false && entry !== null) || (config.clientModules ?? []).length > 0;
}

export async function sitePlugins(config: SiteConfig, siteDir: string, locale: string): Promise<SitePlugins> {
  if (!hasPlugins(config)) return { config };
  const plugins = await runPlugins(config, siteDir, locale);
  const { plugins: _entries, ...rest } = config;
  return { config: { ...rest, headTags: [...config.headTags, ...plugins.html.headTags] }, plugins };
}

/** What the theme bundles take of the plugins. */
export function themeParts(plugins: PluginsOutput | undefined): ThemePluginParts | undefined {
  return plugins && { globalData: plugins.globalData, clientModules: plugins.clientModules, ...plugins.bundler };
}
