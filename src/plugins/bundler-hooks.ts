/**
 * `configureWebpack` and the other hooks about Docusaurus's bundler. mysite
 * bundles with esbuild, so of what `configureWebpack` returns (or changes in
 * the config it is given) two things carry over: `resolve.alias` (esbuild's
 * `alias`) and the values of a `DefinePlugin` (esbuild's `define`). Anything
 * else, and every other bundler hook, is a warning naming the plugin and the
 * hook, so nothing is dropped in silence.
 */
import type { Problem } from '../core/diagnostics.js';
import { callHook } from './call-hook.js';
import type { PluginInstance } from './plugin-types.js';

export interface BundlerParts {
  alias: Record<string, string>;
  define: Record<string, string>;
}

/** Hooks mysite does not call, and why, for the warning. */
const NOT_RUN: Record<string, string> = {
  configurePostCss: 'mysite does not run PostCSS (its CSS is bundled by esbuild)',
  getThemePath: 'theme components of a plugin are not used: swizzle them into src/theme/ instead',
  getTypeScriptThemePath: 'theme components of a plugin are not used: swizzle them into src/theme/ instead',
  extendCli: "mysite's commands are its own",
  getTranslationFiles: "a plugin's translation files are not read: translate with i18n/<locale>/code.json",
  translateContent: "a plugin's content is not translated by mysite",
  translateThemeConfig: "a plugin's theme config is not translated by mysite",
  getDefaultCodeTranslationMessages: "a plugin's default texts are not read: give them in i18n/<locale>/code.json",
};

/** webpack's DefinePlugin as Docusaurus hands it to plugins (`utils.currentBundler.instance`): it keeps its definitions. */
class DefinePlugin {
  constructor(readonly definitions: Record<string, unknown>) {}
}
class UnsupportedPlugin {
  constructor(readonly name: string) {}
}

const UTILS = {
  currentBundler: {
    name: 'webpack',
    instance: {
      DefinePlugin,
      ProvidePlugin: class extends UnsupportedPlugin {
        constructor() {
          super('ProvidePlugin');
        }
      },
    },
  },
  getStyleLoaders: () => [],
  getJSLoader: () => ({}),
};

export async function bundlerParts(
  instances: PluginInstance[],
  contentOf: (p: PluginInstance) => unknown,
  warn: (problem: Problem) => void,
): Promise<BundlerParts> {
  const parts: BundlerParts = { alias: {}, define: {} };
  for (const instance of instances) {
    const { plugin } = instance;
    for (const [hook, why] of Object.entries(NOT_RUN)) if (typeof plugin[hook] === 'function') warn(notRun(instance, hook, why));
    if (typeof plugin.configureWebpack !== 'function') continue;
    const given: Record<string, unknown> = { resolve: { alias: {} }, module: { rules: [] }, plugins: [] };
    const returned = await callHook(instance, 'configureWebpack', () => plugin.configureWebpack!(given, false, UTILS, contentOf(instance)));
    const unused = new Set<string>();
    for (const config of [given, returned]) if (config && typeof config === 'object') take(config as Record<string, unknown>, parts, unused);
    if (unused.size > 0) {
      warn({
        code: 'plugin/unsupported-hook',
        message: `The plugin "${instance.label}" configures webpack with what esbuild has no counterpart for, left out: ${[...unused].join(', ')} (resolve.alias and DefinePlugin values are applied).`,
        at: { file: instance.file },
      });
    }
  }
  return parts;
}

function take(config: Record<string, unknown>, parts: BundlerParts, unused: Set<string>): void {
  for (const [key, value] of Object.entries(config)) {
    if (key === 'resolve' && value && typeof value === 'object') {
      for (const [option, given] of Object.entries(value)) {
        if (option !== 'alias') {
          unused.add(`resolve.${option}`);
          continue;
        }
        for (const [name, target] of Object.entries((given as Record<string, unknown>) ?? {})) {
          if (typeof target === 'string') parts.alias[name.replace(/\$$/, '')] = target;
          else unused.add(`resolve.alias["${name}"]`);
        }
      }
    } else if (key === 'plugins' && Array.isArray(value)) {
      for (const plugin of value) {
        const definitions = (plugin as { definitions?: unknown } | null)?.definitions;
        if (definitions && typeof definitions === 'object') Object.assign(parts.define, defineValues(definitions as Record<string, unknown>));
        else unused.add(`plugins (${(plugin as { name?: string; constructor?: { name?: string } } | null)?.name ?? plugin?.constructor?.name ?? 'a plugin'})`);
      }
    } else if (key === 'module' && value && typeof value === 'object') {
      if (((value as { rules?: unknown[] }).rules ?? []).length > 0) unused.add('module.rules');
      for (const other of Object.keys(value)) if (other !== 'rules') unused.add(`module.${other}`);
    } else if (key !== 'mergeStrategy' && value !== undefined) unused.add(key);
  }
}

/** webpack's definitions are code (a string) or values; esbuild's are code. */
function defineValues(definitions: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(definitions)) out[name] = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return out;
}

function notRun(instance: PluginInstance, hook: string, why: string): Problem {
  return {
    code: 'plugin/unsupported-hook',
    message: `The plugin "${instance.label}" has ${hook}, which mysite does not run: ${why}.`,
    at: { file: instance.file },
  };
}
