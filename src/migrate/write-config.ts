/**
 * The mapped config as the text of site.config.ts: `defineConfig({...})`
 * with the values written as literals, but those the Docusaurus config read
 * from the environment or a file, which are written as those reads
 * (write-reads.ts), and each remark or rehype plugin imported from the
 * module the Docusaurus config took it from.
 */
import type { Skipped, TargetPath } from './migration.js';
import { isFunctionValue, type Plain, type PlainObject } from './plain-value.js';
import { ImportList, quote } from './import-list.js';
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
