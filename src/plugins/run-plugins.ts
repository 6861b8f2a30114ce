/**
 * The site's plugins, run through the lifecycle Docusaurus's content
 * plugins use, in its order: every plugin's `loadContent`, then every
 * `contentLoaded` (with `actions`), then `allContentLoaded`; then what the
 * build needs of them: `injectHtmlTags`, `getClientModules`,
 * `getPathsToWatch` and the bundler hooks. `postBuild` is kept for after the
 * build has written the site (post-build.ts). The result is plain data the
 * build takes like the config's own options.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import type { Problem } from '../core/diagnostics.js';
import type { SiteRoute } from '../core/layout-data.js';
import { callHook, invalid } from './call-hook.js';
import { bundlerParts, type BundlerParts } from './bundler-hooks.js';
import { addInjectedTags, emptyHtml, type PluginHtml } from './html-tags.js';
import { loadPlugins } from './load-plugins.js';
import { pluginContext } from './plugin-context.js';
import { type CreatedData, pluginRoute } from './plugin-routes.js';
import type { AllContent, PluginActions, PluginInstance } from './plugin-types.js';
import { BLOG_PLUGIN_KEY, blogPluginFunction, type BlogPluginEnv } from './docusaurus-blog/blog-plugin.js';
import { PostModules } from './docusaurus-blog/post-modules.js';
import { ENGLISH_TEXTS } from '../content/page-texts.js';

export interface PluginsOutput {
  instances: PluginInstance[];
  routes: SiteRoute[];
  /** Layout name → component file (absolute), for the theme bundles. */
  components: Record<string, string>;
  /** `globalData[pluginName][pluginId]`, for useGlobalData and usePluginData. */
  globalData: Record<string, Record<string, unknown>>;
  html: PluginHtml;
  /** The config's clientModules, then the plugins' (absolute). */
  clientModules: string[];
  bundler: BundlerParts;
  /** What a change to restarts the plugins (site-relative globs): their getPathsToWatch and their own files. */
  watch: string[];
  /** Each plugin's loaded content, for postBuild. */
  content: Map<PluginInstance, unknown>;
  /** Ids of the blogs a plugin wraps without calling the blog plugin's `contentLoaded`: mysite's pages of them are not made. */
  blogsLeftOut: string[];
  warnings: Problem[];
}

/** What a plugin wrapping `@docusaurus/plugin-content-blog` needs of the build (docusaurus-blog/blog-plugin.ts). */
export type BlogLoading = Pick<BlogPluginEnv, 'loadPosts' | 'texts'>;

export async function runPlugins(config: SiteConfig, siteDir: string, locale: string, blogLoading?: BlogLoading): Promise<PluginsOutput> {
  const context = pluginContext(config, siteDir, locale);
  const blogEnv: BlogPluginEnv = {
    config,
    texts: blogLoading?.texts ?? ENGLISH_TEXTS,
    loadPosts: blogLoading?.loadPosts ?? (() => Promise.reject(new Error('this build cannot load blog posts for plugins'))),
    posts: new PostModules(),
    claimed: new Set(),
    kept: new Set(),
  };
  // The stand-in module `@docusaurus/plugin-content-blog` (plugin-module.ts) finds its function here.
  Object.defineProperty(context, Symbol.for(BLOG_PLUGIN_KEY), { value: blogPluginFunction(blogEnv), enumerable: false });
  const { instances, files } = await loadPlugins(config.plugins ?? [], context);
  const content = new Map<PluginInstance, unknown>();
  for (const instance of instances) {
    const { plugin } = instance;
    if (typeof plugin.loadContent === 'function') content.set(instance, await callHook(instance, 'loadContent', () => plugin.loadContent!()));
  }
  const allContent: AllContent = {};
  for (const instance of instances) (allContent[instance.plugin.name] ??= {})[instance.id] = content.get(instance);

  const output: PluginsOutput = {
    instances,
    routes: [],
    components: {},
    globalData: {},
    html: emptyHtml(),
    clientModules: (config.clientModules ?? []).map((file) => clientModule(file, siteDir, 'site.config.ts', 'clientModules')),
    bundler: { alias: {}, define: {} },
    watch: files.map((file) => relative(siteDir, file).split(sep).join('/')),
    content,
    blogsLeftOut: [],
    warnings: [],
  };
  const created: CreatedData = new Map();
  const actionsOf = (instance: PluginInstance): PluginActions => ({
    addRoute(route) {
      const made = pluginRoute(route, instance, {
        siteDir,
        baseUrl: config.baseUrl,
        created,
        posts: blogEnv.posts,
        generatedFilesDir: context.generatedFilesDir,
      });
      output.routes.push(made.route);
      output.components[made.route.layout] = made.component;
    },
    async createData(name, data) {
      if (typeof name !== 'string' || name === '') throw invalid(instance, 'createData needs a file name.');
      const path = resolve(context.generatedFilesDir, instance.plugin.name, instance.id, name);
      created.set(path, typeof data === 'string' && /\.json$/i.test(name) ? parseJson(data, name, instance) : data);
      return path;
    },
    setGlobalData(data) {
      (output.globalData[instance.plugin.name] ??= {})[instance.id] = jsonValue(data, instance);
    },
  });
  for (const instance of instances) {
    const { plugin } = instance;
    if (typeof plugin.contentLoaded === 'function') {
      await callHook(instance, 'contentLoaded', () => plugin.contentLoaded!({ content: content.get(instance), actions: actionsOf(instance), allContent }));
    }
  }
  for (const instance of instances) {
    const { plugin } = instance;
    if (typeof plugin.allContentLoaded === 'function')
      await callHook(instance, 'allContentLoaded', () => plugin.allContentLoaded!({ allContent, actions: actionsOf(instance) }));
  }
  for (const instance of instances) {
    const { plugin } = instance;
    if (typeof plugin.injectHtmlTags === 'function') {
      addInjectedTags(output.html, await callHook(instance, 'injectHtmlTags', () => plugin.injectHtmlTags!({ content: content.get(instance) })), instance);
    }
    if (typeof plugin.getClientModules === 'function') {
      const modules = await callHook(instance, 'getClientModules', () => plugin.getClientModules!());
      if (!Array.isArray(modules)) throw invalid(instance, 'getClientModules must return a list of module paths.');
      output.clientModules.push(...modules.map((m) => clientModule(String(m), siteDir, instance.file, `plugin "${instance.label}"`)));
    }
    if (typeof plugin.getPathsToWatch === 'function') {
      const paths = await callHook(instance, 'getPathsToWatch', () => plugin.getPathsToWatch!());
      if (!Array.isArray(paths)) throw invalid(instance, 'getPathsToWatch must return a list of paths or globs.');
      output.watch.push(...paths.flatMap((p) => watchedGlob(String(p), siteDir)));
    }
  }
  output.blogsLeftOut = [...blogEnv.claimed].filter((id) => !blogEnv.kept.has(id));
  output.bundler = await bundlerParts(
    instances,
    (i) => content.get(i),
    (problem) => output.warnings.push(problem),
  );
  return output;
}

function parseJson(data: string, name: string, instance: PluginInstance): unknown {
  try {
    return JSON.parse(data);
  } catch (error) {
    throw invalid(instance, `createData("${name}"): the data is not valid JSON (${(error as Error).message}).`);
  }
}

/** Global data goes into the pages' bundle: it must be JSON. */
function jsonValue(data: unknown, instance: PluginInstance): unknown {
  try {
    return JSON.parse(JSON.stringify(data ?? null));
  } catch (error) {
    throw invalid(instance, `setGlobalData: the data must be JSON-serialisable (${(error as Error).message}).`);
  }
}

function clientModule(file: string, siteDir: string, at: string, by: string): string {
  const absolute = isAbsolute(file) ? file : resolve(siteDir, file.replace(/^@site\//, './'));
  if (!existsSync(absolute)) {
    throw invalid({ label: by, file: at }, `there is no client module ${file} (looked for ${relative(siteDir, absolute)}).`);
  }
  return absolute;
}

/** A path or glob to watch, relative to the site; none outside it (the watcher watches the site folder). */
function watchedGlob(path: string, siteDir: string): string[] {
  const inside = relative(siteDir, isAbsolute(path) ? path : resolve(siteDir, path))
    .split(sep)
    .join('/');
  return inside.startsWith('..') || isAbsolute(inside) ? [] : [inside];
}
