/**
 * A Docusaurus site's swizzled components: every JavaScript or TypeScript
 * file under `src/theme/` is the theme component of its path, as Docusaurus
 * resolves them (`Footer.tsx` and `Footer/index.js` are `Footer`,
 * `DocItem/Footer/index.tsx` is `DocItem/Footer`). A site without the folder
 * costs one `existsSync`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { PACKAGE_NAME } from '../../core/package-name.js';

export interface SiteSwizzle {
  /** Docusaurus's component name: `Footer`, `DocItem/Footer`. */
  name: string;
  /** The file, absolute. */
  file: string;
  /** The file, site-relative with `/`, for messages. */
  relative: string;
}

export const SWIZZLE_DIR = 'src/theme';
const CODE_FILE = /\.(tsx|ts|jsx|js)$/;

export function siteSwizzles(siteDir: string): SiteSwizzle[] {
  const root = join(siteDir, SWIZZLE_DIR);
  // A site in the engine's own folder (this repository's) has the engine's src/theme there, not components.
  if (!existsSync(root) || isEngineFolder(siteDir)) return [];
  const byName = new Map<string, SiteSwizzle>();
  for (const file of codeFiles(root)) {
    const path = relative(root, file).split(sep).join('/');
    if (/\.d\.ts$|\.(test|spec|stories)\.[jt]sx?$/.test(path)) continue;
    const name = path.replace(CODE_FILE, '').replace(/\/index$/, '');
    // `Footer.tsx` beside `Footer/index.tsx`: webpack takes the file, as Node's resolution does.
    const taken = byName.get(name);
    if (taken && !taken.relative.endsWith('/index' + taken.relative.slice(taken.relative.lastIndexOf('.')))) continue;
    byName.set(name, { name, file, relative: `${SWIZZLE_DIR}/${path}` });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function isEngineFolder(siteDir: string): boolean {
  try {
    return (JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as { name?: unknown }).name === PACKAGE_NAME;
  } catch {
    return false;
  }
}

function codeFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...codeFiles(path));
    else if (CODE_FILE.test(entry.name)) files.push(path);
  }
  return files.sort();
}
