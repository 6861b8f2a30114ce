/**
 * How site.config.ts reads a value the Docusaurus config read from the
 * environment or from a file (sourced-values.ts), instead of holding it:
 * `process.env.NAME`; for a file, an import of it (esbuild bundles JSON and
 * text files into the compiled config, as Docusaurus's require did), so the
 * value stays in that file. A text made of reads and literal parts is a
 * template literal.
 */
import { keyPath, type TargetPath } from './migration.js';
import type { SourcedValue } from './sourced-values.js';
import type { SourceRef } from './value-sources.js';
import type { ImportList } from './import-list.js';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The expression of one value: a read alone, or a template literal of reads and text. */
export function readExpression(pieces: (string | SourceRef)[], imports: ImportList): string {
  if (pieces.length === 1 && typeof pieces[0] !== 'string') return readOf(pieces[0]!, imports);
  const parts = pieces.map((p) => (typeof p === 'string' ? p.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${') : `\${${readOf(p, imports)}}`));
  return `\`${parts.join('')}\``;
}

function readOf(ref: SourceRef, imports: ImportList): string {
  if ('env' in ref) return IDENTIFIER.test(ref.env) ? `process.env.${ref.env}` : `process.env[${JSON.stringify(ref.env)}]`;
  if ('text' in ref) return `${imports.nameOf({ module: ref.text, export: 'default' })}${ref.trim ? '.trim()' : ''}`;
  const name = imports.nameOf({ module: ref.json, export: 'default' });
  return ref.path.reduce<string>((expression, key) => {
    if (typeof key === 'number') return `${expression}[${key}]`;
    return IDENTIFIER.test(key) ? `${expression}.${key}` : `${expression}[${JSON.stringify(key)}]`;
  }, name);
}

/** What each read is, for the comment above the config and the summary. */
export function describeReads(pieces: (string | SourceRef)[]): string {
  const refs = pieces.filter((p): p is SourceRef => typeof p !== 'string');
  return refs
    .map((ref) => {
      if ('env' in ref) return `process.env.${ref.env}`;
      if ('text' in ref) return `the file ${ref.text}`;
      return `${ref.path.length ? `${ref.path.reduce<string>((base, key) => keyPath(base, key), '')} of ` : ''}the file ${ref.json}`;
    })
    .join(', ');
}

export function targetName(target: TargetPath): string {
  return target.reduce<string>((base, key) => keyPath(base, typeof key === 'number' ? key : String(key)), '');
}

/** The comment saying which values are read, not written. */
export function readsNote(from: string, sourced: SourcedValue[]): string[] {
  if (sourced.length === 0) return [];
  return [
    '',
    `// Read when the config loads, as ${from} read them; their values are not written here. Set the`,
    '// variables where the site is built, and keep files that hold secrets out of git:',
    ...sourced.map((s) => `//   ${targetName(s.target)}: ${describeReads(s.pieces)}`.replace(/[\r\n\u2028\u2029]+/g, ' ')),
  ];
}
