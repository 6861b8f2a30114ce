/**
 * Finds the theme a config names: `'default'` is the theme built into
 * mysite, a name starting with `.` or `/` is a folder of the site, anything
 * else an installed package. A theme is a module whose default export is a
 * `ThemeDefinition`; the components it lets a site replace are the files of
 * its `components/` folder that export a component of their own name
 * (`components/Footer.tsx` exporting `Footer`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { ENGINE_ROOT, packageRoot } from '../core/engine-package.js';
import { MysiteError } from '../core/errors.js';

export const DEFAULT_THEME_DIR = join(ENGINE_ROOT, 'themes/default');

export interface ThemeLocation {
  /** The theme's root folder. */
  dir: string;
  /** The module that default-exports the theme. */
  entry: string;
  /** Name → file of each component a site may replace (`components/<Name>.tsx`). */
  components: Map<string, string>;
}

const ENTRY_NAMES = ['index.ts', 'index.tsx', 'index.js', 'index.jsx'];
const COMPONENT_FILE = /^([A-Z][A-Za-z0-9]*)\.(tsx|ts|jsx|js)$/;

function isPath(name: string): boolean {
  return name.startsWith('.') || isAbsolute(name);
}

export function locateTheme(name: string, siteDir: string): ThemeLocation {
  if (name === 'default') return atFolder(DEFAULT_THEME_DIR);
  if (isPath(name)) {
    const dir = resolve(siteDir, name);
    const entry = ENTRY_NAMES.map((f) => join(dir, f)).find((f) => existsSync(f));
    if (entry) return withComponents(dir, entry);
    const what = existsSync(dir) ? `The folder ${name} has no ${ENTRY_NAMES.join(', ')}` : `There is no folder ${name}`;
    throw notFound(name, `${what} (looked in ${dir}).`, siteDir);
  }
  let entry: string;
  try {
    entry = createRequire(join(siteDir, 'package.json')).resolve(name);
  } catch {
    throw notFound(name, `No package "${name}" is installed for this site.`, siteDir);
  }
  return withComponents(packageRoot(name, siteDir) ?? dirname(entry), entry);
}

function atFolder(dir: string): ThemeLocation {
  const entry = ENTRY_NAMES.map((f) => join(dir, f)).find((f) => existsSync(f));
  if (!entry)
    throw MysiteError.of({
      code: 'theme/not-found',
      message: `The theme folder ${dir} has no ${ENTRY_NAMES.join(' or ')}.`,
      hint: 'If this is the built-in theme, reinstall mysite (npm install mysite-ssg).',
    });
  return withComponents(dir, entry);
}

function withComponents(dir: string, entry: string): ThemeLocation {
  const folder = join(dir, 'components');
  const components = new Map<string, string>();
  if (existsSync(folder)) {
    for (const file of readdirSync(folder).sort()) {
      const m = COMPONENT_FILE.exec(file);
      if (m && !components.has(m[1]!) && exportsName(join(folder, file), m[1]!)) components.set(m[1]!, join(folder, file));
    }
  }
  return { dir, entry, components };
}

function exportsName(file: string, name: string): boolean {
  return new RegExp(`export\\s+(async\\s+)?(function|const|class)\\s+${name}\\b`).test(readFileSync(file, 'utf8'));
}

/** Theme folders of the site (each a folder of `themes/` with an index file), to list in errors. */
function siteThemes(siteDir: string): string[] {
  const dir = join(siteDir, 'themes');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && ENTRY_NAMES.some((f) => existsSync(join(dir, e.name, f))))
    .map((e) => './' + relative(siteDir, join(dir, e.name)).split('\\').join('/'));
}

function notFound(name: string, why: string, siteDir: string): MysiteError {
  const folders = siteThemes(siteDir);
  const found = folders.length ? ` This site has: ${folders.map((t) => `'${t}'`).join(', ')}.` : '';
  return MysiteError.of({
    code: 'theme/not-found',
    message: `Theme "${name}" not found. ${why}`,
    at: { file: 'site.config.ts' },
    hint: `Set theme.name to 'default' (the theme built into mysite), to a folder of the site holding an index.ts, or to an installed theme package (npm install it first).${found}`,
  });
}
