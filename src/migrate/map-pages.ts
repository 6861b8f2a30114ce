/** The pages plugin (`src/pages`) → `pagesPath`: its React, Markdown and MDX pages build as they are. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
}
