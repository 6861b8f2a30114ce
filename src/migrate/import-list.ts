/**
 * The import declarations site.config.ts starts with: each module once
 * (a plugin's, a data file the config reads), with names that do not clash.
 */
import { basename } from 'node:path';
import type { Origin } from './plain-value.js';

/** What one module gives: its default export's name, and its named exports'. */
interface ModuleImports {
  defaultName?: string;
  /** Export name → local name. */
  named: Map<string, string>;
}

export class ImportList {
  private readonly byModule = new Map<string, ModuleImports>();
  private readonly taken = new Set(['defineConfig']);

  nameOf(origin: Origin): string {
    const module = importPath(origin.module);
    const entry: ModuleImports = this.byModule.get(module) ?? { named: new Map() };
    this.byModule.set(module, entry);
    if (origin.export === 'default') return (entry.defaultName ??= this.unique(identifierFrom(module)));
    let name = entry.named.get(origin.export);
    if (!name) {
      name = this.unique(origin.export);
      entry.named.set(origin.export, name);
    }
    return name;
  }

  lines(): string[] {
    return [...this.byModule].map(([module, { defaultName, named }]) => {
      const names = [...named].map(([exported, local]) => (exported === local ? exported : `${exported} as ${local}`));
      const parts = [defaultName, names.length ? `{ ${names.join(', ')} }` : undefined].filter(Boolean);
      return `import ${parts.join(', ')} from ${quote(module)};`;
    });
  }

  private unique(base: string): string {
    let name = /^[A-Za-z_$][\w$]*$/.test(base) ? base : `_${base.replace(/[^\w$]/g, '_')}`;
    for (let n = 2; this.taken.has(name); n++) name = `${base}${n}`;
    this.taken.add(name);
    return name;
  }
}

/** A local TypeScript module is imported by its `.js` name, as TypeScript and esbuild both resolve it. */
function importPath(module: string): string {
  return module.startsWith('./') ? module.replace(/\.([cm]?)ts(x?)$/, '.$1js$2') : module;
}

/** `./src/plugins/remark-external-links.js` → `remarkExternalLinks`; `@scope/rehype-x` → `rehypeX`. */
function identifierFrom(module: string): string {
  const stem = basename(module).replace(/\.[cm]?[jt]sx?$/, '');
  const base = stem === 'index' ? basename(module.replace(/\/index(\.[cm]?[jt]sx?)?$/, '')) : stem;
  const words = base.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const name = words.map((w, i) => (i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  return /^[A-Za-z_$]/.test(name) ? name : `plugin${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

export function quote(text: string): string {
  return `'${text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}
