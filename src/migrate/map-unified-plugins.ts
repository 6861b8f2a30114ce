/**
 * remark and rehype plugin lists: each plugin function that a module
 * exports is kept (site.config.ts imports it the same way), with its
 * options when they can be written as literals.
 */
import { keyPath, missingPackageReason, type SkipKind, type TargetPath } from './migration.js';
import type { MapContext } from './map-context.js';
import { isFunctionValue, isMissing, isSpecial, type Plain } from './plain-value.js';

/** A content plugin's `recmaPlugins`: MDX is compiled with mysite's own steps (src/markdown/page-plugins.ts), which a site joins through remark and rehype plugins only. */
export const RECMA_PLUGINS: [SkipKind, string] = [
  'no-equivalent',
  'mysite compiles MDX to JavaScript with its own steps and takes no recma plugins: only remark and rehype plugins',
];

export function mapUnifiedPlugins(ctx: MapContext, list: Plain | undefined, path: string, target: TargetPath): void {
  const { m } = ctx;
  if (list === undefined || list === null) return;
  if (!Array.isArray(list)) {
    if (isMissing(list)) m.skip(path, 'missing-package', missingPackageReason(list.package));
    else m.skip(path, 'no-equivalent', 'is not a list of plugins');
    return;
  }
  if (list.length === 0) return;
  list.forEach((entry, i) => {
    const at = keyPath(path, i);
    const [plugin, options, ...rest] = Array.isArray(entry) ? entry : [entry];
    if (plugin === null || plugin === false) return;
    if (isMissing(plugin)) return m.skip(at, 'missing-package', missingPackageReason(plugin.package));
    if (!isFunctionValue(plugin)) return m.skip(at, 'no-equivalent', 'is not a plugin function');
    if (!plugin.origin) {
      return m.skip(
        at,
        'not-literal',
        `the plugin ${plugin.name === 'anonymous' ? '' : `"${plugin.name}" `}is written in the config itself: move it to a file of its own and import it, then run mysite migrate --force again`,
      );
    }
    const needs = plugin.origin.needs ?? [];
    if (needs.length > 0) {
      const names = needs.map((n) => `"${n}"`).join(', ');
      return m.skip(at, 'missing-package', `${plugin.origin.module} needs ${names}, not installed (npm install, then run mysite migrate --force again)`);
    }
    if (rest.length > 0)
      m.adjust(at, `only the plugin and its first options object are kept (it had ${rest.length} more value${rest.length === 1 ? '' : 's'})`);
    if (options === undefined) return m.push(target, plugin, at);
    const problem = notLiteral(options);
    if (problem) return m.skip(at, problem.startsWith('needs the package') ? 'missing-package' : 'not-literal', problem);
    m.push(target, [plugin, options], at);
  });
}

/** Why a plugin's options cannot be written as literals, if they cannot. */
function notLiteral(value: Plain | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (isSpecial(value)) {
    if (value.__mysite === 'missing') return missingPackageReason(value.package);
    if (value.__mysite === 'function') return 'its options hold a function, which cannot be written into site.config.ts: add the plugin there by hand';
    return `its options hold ${value.what}, which cannot be written into site.config.ts: add the plugin there by hand`;
  }
  if (Array.isArray(value)) return value.map(notLiteral).find(Boolean);
  if (typeof value === 'object' && value !== null) return Object.values(value).map(notLiteral).find(Boolean);
  return undefined;
}
