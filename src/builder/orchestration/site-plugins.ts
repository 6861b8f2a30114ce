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
import { type PluginBlogInput, pluginBlogLoading } from './plugin-blog-loading.js';

export interface SitePlugins {
  config: SiteConfig;
  plugins?: PluginsOutput;
}

export function hasPlugins(config: SiteConfig): boolean {
  return (config.plugins ?? []).some((entry) => entry !== false && entry !== null) || (config.clientModules ?? []).length > 0;
}

export interface SitePluginsInput extends PluginBlogInput {
  locale: string;
}

export async function sitePlugins(input: SitePluginsInput): Promise<SitePlugins> {
  const { config, siteDir, locale } = input;
  if (!hasPlugins(config)) return { config };
  const plugins = await runPlugins(config, siteDir, locale, pluginBlogLoading(input));
  const { plugins: _entries, ...rest } = config;
  // A blog whose wrapper did not call the blog plugin's contentLoaded has only the wrapper's pages, as in Docusaurus.
  const blogs = config.blogs.filter((blog) => !plugins.blogsLeftOut.includes(blog.id));
  return { config: { ...rest, blogs, headTags: [...config.headTags, ...plugins.html.headTags] }, plugins };
}

/** What the theme bundles take of the plugins. */
export function themeParts(plugins: PluginsOutput | undefined): ThemePluginParts | undefined {
  return plugins && { globalData: plugins.globalData, clientModules: plugins.clientModules, ...plugins.bundler };
}
