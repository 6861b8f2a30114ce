/**
 * `@docusaurus/plugin-ideal-image` → `idealImage`: the options that choose
 * the widths and the quality carry over as they are; those of its placeholder
 * and loader (`name`, `adapter`) mysite has no use for are named.
 */
import { type Accept, BOOLEAN, keyPath, NUMBER } from './migration.js';
import { entriesOf, type MapContext } from './map-context.js';
import { isPlainObject, type Plain } from './plain-value.js';
import { declaresPackage } from './map-mermaid.js';

const NUMBERS: Accept<number[]> = {
  test: (v) => Array.isArray(v) && v.every((n) => typeof n === 'number'),
  what: 'a list of numbers',
};

export function mapIdealImage(ctx: MapContext, options: Plain | undefined, path: string): void {
  const { m } = ctx;
  const given = isPlainObject(options) ? options : {};
  // Set even without options: the plugin's presence is what makes images responsive.
  m.set(['idealImage'], {}, path);
  // Docusaurus's plugin brings sharp itself; a site without Docusaurus's packages needs its own.
  if (!declaresPackage(ctx.siteDir, 'sharp')) m.packages.set('sharp', `resizes the ideal images (${path})`);
  for (const [key, value] of entriesOf(given)) {
    const at = keyPath(path, key);
    if (key === 'sizes') {
      const sizes = m.take(at, value, NUMBERS);
      if (sizes) m.set(['idealImage', 'sizes'], sizes, at);
    } else if (key === 'size' || key === 'min' || key === 'max' || key === 'steps' || key === 'quality') {
      const number = m.take(at, value, NUMBER);
      if (number !== undefined) m.set(['idealImage', key], number, at);
    } else if (key === 'disableInDev') {
      const off = m.take(at, value, BOOLEAN);
      if (off !== undefined) m.set(['idealImage', key], off, at);
    } else if (key !== 'id') {
      m.skip(at, 'no-equivalent', 'an option of the ideal-image plugin mysite does not have (mysite names the files and resizes them with sharp itself)');
    }
  }
}
