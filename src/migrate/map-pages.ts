/** The pages plugin (`src/pages`) → `pagesPath`, and what mysite will not read in that folder. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { keyPath, STRING } from './migration.js';
import { entriesOf, type MapContext, routeBase, siteRelative } from './map-context.js';
import { isPlainObject, type Plain } from './plain-value.js';

export function mapPages(ctx: MapContext, options: Plain | undefined, path: string): void {
  const { m, siteDir } = ctx;
  const given = isPlainObject(options) ? options : {};
  const folder = siteRelative(siteDir, m.take(keyPath(path, 'path'), given.path, STRING) ?? 'src/pages');
  for (const [key, value] of entriesOf(given)) {
    const at = keyPath(path, key);
    if (key === 'path') continue;
    if (key === 'routeBasePath' && typeof value === 'string' && routeBase(value) === '/') m.mapped++;
    else m.skip(at, 'no-equivalent', "mysite's pages are React components read from one folder, from its root route");
  }
  if (!existsSync(join(siteDir, folder))) return;
  m.set(['pagesPath'], folder, keyPath(path, 'path'));
  // As Docusaurus: files and folders starting with "_" and tests are not pages.
  const ignore = ['**/_*', '**/_*/**', '**/*.test.*', '**/__tests__/**'];
  const scripts = fg.sync(['**/*.{js,ts,mjs}'], { cwd: join(siteDir, folder), ignore }).sort();
  const markdown = fg.sync(['**/*.{md,mdx}'], { cwd: join(siteDir, folder), ignore }).sort();
  if (scripts.length > 0) {
    m.skip(`${folder}/ (${list(scripts)})`, 'no-equivalent', 'mysite reads React pages from .tsx and .jsx files: rename these to build them');
  }
  if (markdown.length > 0) {
    m.skip(
      `${folder}/ (${list(markdown)})`,
      'no-equivalent',
      'mysite has no Markdown pages outside docs and blogs: move them into the docs, or write them as React pages',
    );
  }
}

function list(files: string[]): string {
  return files.length <= 3 ? files.join(', ') : `${files.slice(0, 3).join(', ')} and ${files.length - 3} more`;
}
