/**
 * A plugin listed by the path of a local module (`'./src/plugins/docs/index.js'`)
 * that only passes on one of Docusaurus's content plugins (its default export
 * is that plugin's function) is that plugin: the entry is given the package's
 * name, so its options map as the plugin's own. A module that wraps the
 * plugin in a function of its own is mapped apart (map-site-plugins.ts).
 * Runs on the migrate thread, which runs the config's code already.
 */
import { createRequire } from 'node:module';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { importOwnModule } from '../config/import-own-module.js';
import { withModuleFile } from '../config/run-module.js';
import { bundleConfig } from './bundle-config.js';

/** The plugins whose options mysite maps (map-plugins.ts). */
const CONTENT_PLUGINS = [
  '@docusaurus/plugin-content-docs',
  '@docusaurus/plugin-content-blog',
  '@docusaurus/plugin-content-pages',
  '@docusaurus/plugin-sitemap',
];

/** Replaces, in `config.plugins`, each local path that passes on a content plugin by that plugin's package name. */
export async function nameLocalContentPlugins(config: unknown, siteDir: string): Promise<void> {
  const plugins = (config as { plugins?: unknown } | null)?.plugins;
  if (!Array.isArray(plugins)) return;
  for (const [i, entry] of plugins.entries()) {
    const head: unknown = Array.isArray(entry) ? entry[0] : entry;
    const file = typeof head === 'string' ? localModule(head, siteDir) : undefined;
    const name = file && (await passedOnPlugin(file, siteDir).catch(() => undefined));
    if (!name) continue;
    plugins[i] = Array.isArray(entry) ? [name, ...entry.slice(1)] : name;
  }
}

/** The file of a plugin given as a path (relative to the site, or absolute); not a package. */
function localModule(head: string, siteDir: string): string | undefined {
  if (!/^(\.{1,2}\/|\/)/.test(head) || /[\\/]node_modules[\\/]/.test(head)) return undefined;
  try {
    return createRequire(resolve(siteDir, 'package.json')).resolve(resolve(siteDir, head));
  } catch {
    const file = resolve(siteDir, head);
    return existsSync(file) && statSync(file).isFile() ? file : undefined;
  }
}

/** The content plugin whose function the module's default export is, by identity. */
async function passedOnPlugin(file: string, siteDir: string): Promise<string | undefined> {
  const bundled = await bundleConfig(file, siteDir, false);
  const candidates = CONTENT_PLUGINS.filter((name) => bundled.packages.some((p) => p.name === name));
  if (candidates.length === 0) return undefined;
  return withModuleFile(bundled.source, siteDir, async (path) => {
    const module = await importOwnModule(path);
    const exported = module.default;
    const require = createRequire(path);
    for (const name of candidates) {
      const loaded = require(name) as { default?: unknown };
      const plugin = typeof loaded === 'function' ? loaded : loaded.default;
      if (typeof plugin === 'function' && (exported === plugin || (exported as { default?: unknown } | undefined)?.default === plugin)) return name;
    }
    return undefined;
  });
}
