/**
 * Mermaid, as a Docusaurus site turns it on: `@docusaurus/theme-mermaid` in
 * `themes`, `markdown.mermaid` for the fences, `themeConfig.mermaid` for the
 * look. mysite draws the diagrams itself (`markdown.mermaid`, `mermaid`), with
 * the `mermaid` package, which the site installs (a package Docusaurus's
 * theme brings in, which mysite does not): the report says so.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOLEAN, keyPath, OBJECT, oneOf } from './migration.js';
import { entriesOf, type MapContext } from './map-context.js';
import { isFunctionValue, isMissing, isPlainObject, type Plain } from './plain-value.js';

export const MERMAID_THEME = '@docusaurus/theme-mermaid';
const MERMAID_PACKAGE = 'mermaid';
const THEMES = oneOf('default', 'base', 'dark', 'forest', 'neutral', 'null');

/** `themes: ['@docusaurus/theme-mermaid']`: nothing to write, the package to install. */
export function mapMermaidTheme(ctx: MapContext, label: string): void {
  ctx.m.mapped++;
  needMermaid(ctx, label);
}

/** `markdown.mermaid` → `markdown.mermaid`. */
export function mapMarkdownMermaid(ctx: MapContext, value: Plain, at: string): void {
  const on = ctx.m.take(at, value, BOOLEAN);
  if (on === undefined) return;
  ctx.m.set(['markdown', 'mermaid'], on, at);
  if (on) needMermaid(ctx, at);
}

/** `themeConfig.mermaid` (`theme: { light, dark }`, `options`) → `mermaid`. */
export function mapMermaidThemeConfig(ctx: MapContext, value: Plain, at: string): void {
  const { m } = ctx;
  for (const [key, v] of entriesOf(value)) {
    const path = keyPath(at, key);
    if (key === 'theme') {
      for (const [mode, name] of entriesOf(v)) {
        const where = keyPath(path, mode);
        if (mode !== 'light' && mode !== 'dark') m.skip(where, 'no-equivalent', 'Mermaid themes are set for light and dark');
        else {
          const theme = m.take(where, name, THEMES);
          if (theme !== undefined) m.set(['mermaid', 'theme', mode], theme, where);
        }
      }
    } else if (key === 'options') {
      const options = m.take(path, v, OBJECT);
      if (options === undefined) continue;
      const problem = notJson(options);
      if (problem) m.skip(path, 'not-literal', `holds ${problem}; mysite gives Mermaid its options as JSON`);
      else m.set(['mermaid', 'options'], options, path);
    } else m.skip(path, 'no-equivalent', 'a Mermaid option mysite does not have (theme, options)');
  }
}

/** What in a value JSON cannot hold (a function, a package's value), or undefined. */
function notJson(value: Plain | undefined): string | undefined {
  if (isFunctionValue(value)) return 'a function';
  if (isMissing(value)) return `a value of the package "${value.package}", which is not installed`;
  if (Array.isArray(value)) return value.map(notJson).find(Boolean);
  if (isPlainObject(value)) return Object.values(value).map(notJson).find(Boolean);
  if (value !== null && typeof value === 'object') return 'a value that is not data';
  return undefined;
}

/** The site draws diagrams: mysite needs `mermaid` in the site's package.json, unless it is there. */
function needMermaid(ctx: MapContext, from: string): void {
  if (declaresPackage(ctx.siteDir, MERMAID_PACKAGE) || ctx.m.packages.has(MERMAID_PACKAGE)) return;
  ctx.m.packages.set(MERMAID_PACKAGE, `draws the Mermaid diagrams (${from})`);
}

/** The site's package.json lists `name` among its dependencies. */
export function declaresPackage(siteDir: string, name: string): boolean {
  try {
    const pkg = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    return ['dependencies', 'devDependencies'].some((field) => pkg[field]?.[name] !== undefined);
  } catch {
    return false;
  }
}
