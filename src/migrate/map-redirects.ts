/**
 * `@docusaurus/plugin-client-redirects` → `redirects`: its rules and
 * extensions carry over as they are; `createRedirects`, a function, is
 * named so its author copies it into site.config.ts (mysite calls it with
 * each page's path, as Docusaurus does).
 */
import { keyPath, LIST, STRINGS } from './migration.js';
import { entriesOf, type MapContext } from './map-context.js';
import { isPlainObject, type Plain } from './plain-value.js';

export function mapRedirects(ctx: MapContext, options: Plain | undefined, path: string): void {
  const { m } = ctx;
  const given = isPlainObject(options) ? options : {};
  for (const [key, value] of entriesOf(given)) {
    const at = keyPath(path, key);
    if (key === 'redirects') {
      const rules = m.take(at, value, LIST);
      if (rules) m.set(['redirects', 'rules'], rules, at);
    } else if (key === 'fromExtensions' || key === 'toExtensions') {
      const extensions = m.take(at, value, STRINGS);
      if (extensions) m.set(['redirects', key], extensions, at);
    } else if (key === 'createRedirects') {
      m.skip(
        at,
        'no-equivalent',
        'is a function: copy it into site.config.ts as redirects.createRedirects, which mysite calls with each page path as Docusaurus does',
      );
    } else if (key !== 'id') {
      m.skip(at, 'no-equivalent', 'an option of the client-redirects plugin mysite does not have');
    }
  }
}
