/**
 * Whether a folder is a site `mysite serve` can serve, and where its pages
 * start. A build marks its output (builder/output/output-mark.ts), the same
 * rule `check-links` uses; a folder with a home or not-found page is a site
 * too (one another tool wrote, or copied without its mark). `build --locale
 * zh` writes only that locale's folder (`dist/zh/`), with the mark at the
 * top and no home page there: its pages start in that folder.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMysiteOutput } from '../builder/output/output-mark.js';

export interface BuiltSite {
  /** Where the pages start, relative to the folder: '' or a locale's folder ending in '/'. */
  entry: string;
}

export function builtSite(dir: string): BuiltSite | undefined {
  const hasPages = (folder: string) => existsSync(join(folder, 'index.html')) || existsSync(join(folder, '404.html'));
  if (!existsSync(dir)) return undefined;
  if (hasPages(dir)) return { entry: '' };
  if (!isMysiteOutput(dir)) return undefined;
  const locales = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith('_') && hasPages(join(dir, e.name)));
  return { entry: locales.length === 1 ? `${locales[0]!.name}/` : '' };
}
