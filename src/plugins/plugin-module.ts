/**
 * The module of a plugin listed by name: a path inside the site
 * (`./src/plugins/changelog`, a folder with an index file or a package.json)
 * is compiled and run as the config is (config/run-module.ts: bundled by
 * esbuild, packages left as imports, imported from a temporary file in the
 * site's cache folder), with the globals a CommonJS file of Node's has; a
 * package (a local one under node_modules, a workspace's) is imported as Node
 * imports it. Either way, the plugin function is its default export (or
 * `module.exports`).
 */
import { createRequire } from 'node:module';
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importOwnModule } from '../config/import-own-module.js';
import { compileModule, withModuleFile } from '../config/run-module.js';
import { MysiteError } from '../core/errors.js';
import { BLOG_MODULE, BLOG_MODULE_STUB } from './docusaurus-blog/blog-module-stub.js';

export interface PluginModule {
  fn: unknown;
  /** The module's own `validateOptions` beside its function (Docusaurus reads it there too). */
  validateOptions?: unknown;
  /** The file it was loaded from, relative to the site when inside it. */
  file: string;
  /** Local files the plugin is made of (absolute): a change to one loads the plugins again. */
  files: string[];
  compiled?: { source: string; path: string };
}

const LOCAL = /^(\.{1,2}[\\/]|\/)/;

export async function loadPluginModule(request: string, siteDir: string, at: string): Promise<PluginModule> {
  const file = resolvePlugin(request, siteDir, at);
  const shown = siteRelative(siteDir, file);
  if (!LOCAL.test(request) || file.includes(`${sep}node_modules${sep}`)) {
    const module = await importOwnModule(file).catch((error: unknown) => {
      throw loadError(`${at}: the plugin package "${request}" failed to load: ${(error as Error)?.message ?? String(error)}`);
    });
    return { fn: defaultExport(module), validateOptions: moduleValidateOptions(module), file: shown, files: [] };
  }
  const compiled = await compileModule(file, siteDir, 'plugin/load', { commonJsGlobals: true, stubs: { [BLOG_MODULE]: BLOG_MODULE_STUB } });
  return withModuleFile(compiled.source, siteDir, async (path) => {
    const module = await importOwnModule(path).catch((error: unknown) => {
      throw loadError(`${shown} (${at}) threw while it was loaded: ${(error as Error)?.message ?? String(error)}`, shown);
    });
    return {
      fn: defaultExport(module),
      validateOptions: moduleValidateOptions(module),
      file: shown,
      files: compiled.files,
      compiled: { source: compiled.source, path },
    };
  });
}

/** The file a plugin entry names: a path (relative to the site) inside the site, or a package resolved from the site. */
function resolvePlugin(request: string, siteDir: string, at: string): string {
  const require = createRequire(resolve(siteDir, 'package.json'));
  if (LOCAL.test(request)) {
    const absolute = isAbsolute(request) ? request : resolve(siteDir, request);
    const inside = relative(siteDir, absolute);
    if (inside.startsWith('..') || isAbsolute(inside)) {
      throw loadError(`${at}: the plugin "${request}" is outside the site folder; a plugin's module must be inside it, or an installed package.`);
    }
    try {
      return require.resolve(absolute);
    } catch {
      if (existsSync(absolute) && statSync(absolute).isFile()) return absolute;
      throw loadError(`${at}: there is no plugin module at ${request} (looked for ${inside}, with .js, .ts and index files).`);
    }
  }
  try {
    return require.resolve(request);
  } catch {
    throw loadError(
      `${at}: the plugin package "${request}" is not installed.`,
      undefined,
      `Install it in the site folder (npm install ${request}), or give the path of a local module (./src/plugins/x).`,
    );
  }
}

/** A plugin module's function: its default export, or a CommonJS module's `module.exports` (which Node and esbuild give as `default`). */
function defaultExport(module: Record<string, unknown>): unknown {
  const value = module.default ?? module;
  const inner = (value as { default?: unknown } | null)?.default;
  return typeof value !== 'function' && typeof inner === 'function' ? inner : value;
}

/** `validateOptions` exported beside the plugin function (`module.exports = { default, validateOptions }`). */
function moduleValidateOptions(module: Record<string, unknown>): unknown {
  const value = (module.default ?? module) as { validateOptions?: unknown } | null;
  return typeof value === 'object' || typeof value === 'function' ? (value?.validateOptions ?? module.validateOptions) : module.validateOptions;
}

function siteRelative(siteDir: string, file: string): string {
  const inside = relative(siteDir, file);
  return inside.startsWith('..') || isAbsolute(inside) ? pathToFileURL(file).pathname.split('/').pop()! : inside.split(sep).join('/');
}

function loadError(message: string, file = 'site.config.ts', hint?: string): MysiteError {
  return MysiteError.of({ code: 'plugin/load', message, at: { file }, ...(hint ? { hint } : {}) });
}
