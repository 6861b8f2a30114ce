/**
 * The site's own Docusaurus plugins, carried into `plugins` of
 * site.config.ts, which mysite runs (src/plugins/, docs/PLUGINS.md): a
 * module inside the site, however the config names it (`'./src/plugins/x'`,
 * `require.resolve('./x')`, `path.resolve(__dirname, 'x')`), a function a
 * local module exports, and a local package (a workspace's, linked into
 * node_modules from outside it), each with its options. What cannot be
 * carried is reported: a function written in the config itself (its code is
 * not a module to import) and a module outside the site. A module that
 * wraps one of Docusaurus's content plugins is mysite's own section of that
 * kind, made from the same options; a blog's wrapper is carried into
 * `plugins` as well, where it runs over mysite's blog (docs/PLUGINS.md), while
 * a docs or pages wrapper's additions are not run, which the report says.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { MapContext } from './map-context.js';
import { isFunctionValue, isPlainObject, isSpecial, type Plain, type PlainObject } from './plain-value.js';

export interface PluginEntry {
  name?: string;
  head?: Plain;
  options?: Plain;
  fn?: string;
  origin?: { module: string; export: string };
}

/** Maps the entry into `plugins` and returns true, or returns false when it is not a plugin of the site's own. */
export function mapSitePlugin(ctx: MapContext, entry: PluginEntry, at: string, label: string, mapWrapped: (wrapped: string) => boolean): boolean {
  const { m, siteDir } = ctx;
  const head = entry.head;
  let module: string | undefined;
  if (isFunctionValue(head)) {
    if (!head.origin) {
      m.skip(
        label,
        'not-literal',
        `a plugin function written in the config: move it into a module of its own (src/plugins/${head.name || 'my-plugin'}.js, exporting it) and list its path in plugins`,
      );
      return true;
    }
    if (!head.origin.module.startsWith('./')) return false;
    module = head.origin.module;
  } else if (typeof entry.name === 'string') {
    const local = localPath(entry.name, siteDir) ?? (isLocalPackage(entry.name, siteDir) ? entry.name : undefined);
    if (!local) {
      if (!/^(\.{1,2}[\\/]|\/)/.test(entry.name)) return false;
      m.skip(label, 'refused', 'a plugin module outside the site folder: move it into the site (src/plugins/) and list its path');
      return true;
    }
    module = local;
  } else return false;
  const wrapped = wrappedContentPlugin(module, siteDir);
  const value: Plain = isFunctionValue(head) ? head : module;
  if (wrapped === '@docusaurus/plugin-content-blog' && mapWrapped(wrapped)) {
    m.adjust(at, `a module that wraps Docusaurus's ${wrapped}: its options make mysite's blog, and the module runs as a plugin over it, its routes added`);
    // Options that are code written in the config, or values of packages not installed, cannot be carried: the blog section took or reported them.
    const options = isPlainObject(entry.options) ? carriedOptions(entry.options) : entry.options;
    m.push(['plugins'], options === undefined ? value : [value, options], at);
    return true;
  }
  if (wrapped && mapWrapped(wrapped)) {
    m.adjust(at, `a module that wraps Docusaurus's ${wrapped}: its options make mysite's own section, and what the module adds to it is not run`);
    return true;
  }
  m.push(['plugins'], entry.options === undefined ? value : [value, entry.options], at);
  return true;
}

function carriedOptions(options: PlainObject): PlainObject {
  const lost = (v: Plain | undefined): boolean =>
    (isSpecial(v) && !(isFunctionValue(v) && v.origin)) || (Array.isArray(v) && v.some(lost)) || (isPlainObject(v) && Object.values(v).some(lost));
  return Object.fromEntries(Object.entries(options).filter(([, v]) => !lost(v))) as PlainObject;
}

/** A path inside the site (relative, or absolute from require.resolve) as `./…`; undefined for a package name or a path outside. */
function localPath(name: string, siteDir: string): string | undefined {
  if (!/^(\.{1,2}[\\/]|\/)/.test(name) || /[\\/]node_modules[\\/]/.test(name)) return undefined;
  const inside = relative(siteDir, isAbsolute(name) ? name : resolve(siteDir, name));
  if (inside.startsWith('..') || isAbsolute(inside)) return undefined;
  return `./${inside.split(sep).join('/')}`;
}

/** A package whose files are not in a node_modules folder once links are followed: the site's own (a workspace's). */
function isLocalPackage(name: string, siteDir: string): boolean {
  try {
    const file = realpathSync(createRequire(join(siteDir, 'package.json')).resolve(name));
    return !file.split(sep).includes('node_modules');
  } catch {
    return false;
  }
}

/** The Docusaurus content plugin the module imports, if it does: such a module passes on or wraps that plugin. */
function wrappedContentPlugin(module: string, siteDir: string): string | undefined {
  const file = moduleFile(module, siteDir);
  const text = file ? readFileSync(file, 'utf8') : '';
  return /['"](@docusaurus\/plugin-content-(?:docs|blog|pages))['"]/.exec(text)?.[1];
}

function moduleFile(module: string, siteDir: string): string | undefined {
  try {
    return createRequire(join(siteDir, 'package.json')).resolve(module.startsWith('./') ? join(siteDir, module) : module);
  } catch {
    const file = join(siteDir, module);
    return existsSync(file) && statSync(file).isFile() ? file : undefined;
  }
}
