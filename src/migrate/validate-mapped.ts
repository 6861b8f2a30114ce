/**
 * Checks the mapped config against mysite's schema before it is written:
 * a value the schema refuses (an edit URL that is not a URL, a colour it
 * cannot read) is taken out and reported with the schema's reason, so the
 * written config always loads. What cannot be taken out (a missing title)
 * is returned for the caller to report.
 */
import { siteConfigSchema } from '../config/schema.js';
import type { Migration } from './migration.js';
import { isFunctionValue, type Plain } from './plain-value.js';

/** Schema problems that removing a mapped value could not fix. */
export function dropRefused(m: Migration): string[] {
  for (let round = 0; round < 50; round++) {
    const result = siteConfigSchema.safeParse(withPluginStandIns(m.config));
    if (result.success) return [];
    let dropped = false;
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      // The smallest mapped value that holds the problem.
      for (let n = path.length; n > 0 && !dropped; n--) {
        const key = path.slice(0, n).join('.');
        const from = m.sources.get(key);
        if (from === undefined) continue;
        if (remove(m, path.slice(0, n))) {
          m.skip(from, 'refused', `mysite refuses the mapped value: ${issue.message}`);
          m.sources.delete(key);
          m.mapped--;
          dropped = true;
        }
      }
      if (dropped) break;
    }
    if (!dropped) return result.error.issues.map((i) => `${i.path.join('.') || '(config)'}: ${i.message}`);
  }
  return [];
}

function remove(m: Migration, path: string[]): boolean {
  const parent = m.get(path.slice(0, -1).map((k) => (/^\d+$/.test(k) ? Number(k) : k)));
  const last = path.at(-1)!;
  if (Array.isArray(parent)) {
    const index = Number(last);
    if (!(index in parent)) return false;
    parent.splice(index, 1);
    const prefix = path.slice(0, -1).join('.');
    for (const k of [...m.sources.keys()]) if (k.startsWith(`${prefix}.${index}.`)) m.sources.delete(k);
    // Later items moved up one place: so did their sources.
    const moved = [...m.sources].filter(([k]) => k.startsWith(`${prefix}.`)).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
    for (const [k, v] of moved) {
      const rest = k.slice(prefix.length + 1).split('.');
      const i = Number(rest[0]);
      if (i > index) {
        m.sources.delete(k);
        m.sources.set([prefix, i - 1, ...rest.slice(1)].join('.'), v);
      }
    }
    return true;
  }
  if (typeof parent === 'object' && parent !== null && last in parent) {
    delete (parent as Record<string, Plain>)[last];
    return true;
  }
  return false;
}

/** The config with each plugin marker as a function, as the written file will have it. */
function withPluginStandIns(value: Plain | undefined): unknown {
  if (isFunctionValue(value)) return () => undefined;
  if (Array.isArray(value)) return value.map(withPluginStandIns);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPluginStandIns(v)]));
  return value;
}
