/**
 * The shapes of Docusaurus's plugin API that mysite runs (docs/PLUGINS.md):
 * what a plugin function is given, the object it returns, and what its
 * lifecycle methods hand back. Written from Docusaurus's documented API;
 * everything a plugin returns is checked where it is read, so these types
 * say what is expected, not what is trusted.
 */

/** A plugin's `this`-free object of lifecycle methods; `name` is required. */
export interface PluginObject {
  name: string;
  loadContent?: () => unknown;
  contentLoaded?: (args: { content: unknown; actions: PluginActions; allContent?: AllContent }) => unknown;
  allContentLoaded?: (args: { allContent: AllContent; actions: PluginActions }) => unknown;
  injectHtmlTags?: (args: { content: unknown }) => unknown;
  getClientModules?: () => unknown;
  getPathsToWatch?: () => unknown;
  postBuild?: (args: PostBuildArgs) => unknown;
  configureWebpack?: (config: Record<string, unknown>, isServer: boolean, utils: Record<string, unknown>, content: unknown) => unknown;
  [hook: string]: unknown;
}

/** `allContent[pluginName][pluginId]`: every plugin's loaded content. */
export type AllContent = Record<string, Record<string, unknown>>;

export interface RouteConfig {
  path: string;
  component: string;
  modules?: Record<string, unknown>;
  exact?: boolean;
  routes?: RouteConfig[];
  [key: string]: unknown;
}

export interface PluginActions {
  addRoute(route: RouteConfig): void;
  createData(name: string, data: unknown): Promise<string>;
  setGlobalData(data: unknown): void;
}

export interface PostBuildArgs {
  outDir: string;
  routesPaths: string[];
  siteDir: string;
  siteConfig: Record<string, unknown>;
  baseUrl: string;
  content: unknown;
  [key: string]: unknown;
}

/** What a plugin function is given first, as Docusaurus's `LoadContext`. */
export interface PluginContext {
  siteDir: string;
  siteConfig: Record<string, unknown>;
  siteConfigPath: string;
  generatedFilesDir: string;
  outDir: string;
  baseUrl: string;
  localizationDir: string;
  i18n: { defaultLocale: string; locales: string[]; currentLocale: string; path: string; localeConfigs: Record<string, unknown> };
  siteVersion?: string;
}

/** A plugin once its function has run: its object, its options, and how messages name it. */
export interface PluginInstance {
  plugin: PluginObject;
  /** `name`, with the id when it is not `default` (`changelog (id: beta)`). */
  label: string;
  id: string;
  /** Where it comes from, for messages: its file relative to the site, or site.config.ts for a function written there. */
  file: string;
  /** The compiled module and the path it ran from, to find the place of a throw in the owner's file. */
  compiled?: { source: string; path: string };
}
