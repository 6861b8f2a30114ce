/**
 * The mapped config as the text of site.config.ts: `defineConfig({...})`
 * with the values written as literals, but those the Docusaurus config read
 * from the environment or a file, which are written as those reads
 * (write-reads.ts), and each remark or rehype plugin imported from the
 * module the Docusaurus config took it from.
 */
import { basename } from 'node:path';
import type { Skipped, TargetPath } from './migration.js';
import { isFunctionValue, type Origin, type Plain, type PlainObject } from './plain-value.js';
import { readExpression, readsNote } from './write-reads.js';
import type { SourcedValue } from './sourced-values.js';

type ReadAt = (at: TargetPath) => string | undefined;

const WIDTH = 120;

export interface WriteInput {
  from: string;
  skipped: Skipped[];
  /** Values written as reads of the environment or of a file, not as their value (sourced-values.ts). */
  sourced?: SourcedValue[];
  /** Texts written as they are that look like secrets (secret-looking.ts), by key path. */
  secrets?: { path: string; why: string }[];
}

export function writeConfigSource(config: PlainObject, input: WriteInput): string {
  const imports = new ImportList();
  const reads = new Map((input.sourced ?? []).map((s) => [JSON.stringify(s.target), s.pieces]));
  const body = literal(config, '', imports, (at) => {
    const pieces = reads.get(JSON.stringify(at));
    return pieces && readExpression(pieces, imports);
  });
  const lines = [
    `// Written by \`mysite migrate\` from ${input.from}. See docs/CONFIG.md for every option.`,
    "import { defineConfig } from 'mysite-ssg';",
    ...imports.lines(),
    ...readsNote(input.from, input.sourced ?? []),
    ...(input.secrets ?? []).map((s) => `// CHECK BEFORE COMMITTING: ${s.path} is written as its value, and ${s.why}.`),
    '',
    `export default defineConfig(${body});`,
  ];
  if (input.skipped.length > 0) {
    lines.push('', `// Not migrated from ${input.from}:`);
    for (const s of input.skipped) lines.push(`//   ${s.path}: ${s.reason}`.replace(/[\r\n\u2028\u2029]+/g, ' '));
  }
  return `${lines.join('\n')}\n`;
}

/** The import declarations of the plugins, each module once, with names that do not clash. */
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

function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name);
}

/** A value as TypeScript, on one line when it fits, else one item per line; `read` gives the expression written instead of a value. */
function literal(value: Plain | undefined, indent: string, imports: ImportList, read: ReadAt, at: TargetPath = []): string {
  if (value === null || value === undefined) return 'null';
  if (isFunctionValue(value)) return value.origin ? imports.nameOf(value.origin) : 'undefined';
  if (typeof value === 'string') return read(at) ?? quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((v, i) => literal(v, inner, imports, read, [...at, i]));
    const oneLine = `[${items.join(', ')}]`;
    if (oneLine.length + indent.length <= WIDTH && !oneLine.includes('\n')) return oneLine;
    return `[\n${items.map((i) => `${inner}${i},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  const items = entries.map(([k, v]) => `${key(k)}: ${literal(v, inner, imports, read, [...at, k])}`);
  const oneLine = `{ ${items.join(', ')} }`;
  if (indent !== '' && oneLine.length + indent.length <= WIDTH && !oneLine.includes('\n')) return oneLine;
  return `{\n${items.map((i) => `${inner}${i},`).join('\n')}\n${indent}}`;
}
