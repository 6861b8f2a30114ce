/**
 * Partials (Markdown or MDX files imported by pages) that import each other
 * in a loop would render each other without end; each loop is an error
 * naming its files, found in the bundle's import graph.
 */
import { readFileSync } from 'node:fs';
import { basename, relative, sep } from 'node:path';
import type { Diagnostic } from '../core/diagnostics.js';
import { escapeRegExp } from '../core/escape-regexp.js';
import type { SourcePosition } from '../core/types.js';

const PARTIAL = /\.mdx?$/i;

export function partialLoops(graph: Map<string, string[]>, siteDir: string): Diagnostic[] {
  const name = (file: string) => relative(siteDir, file).split(sep).join('/');
  const found = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of (graph.get(file) ?? []).filter((f) => PARTIAL.test(f))) {
      if (state.get(next) === 'open') {
        const loop = stack.slice(stack.indexOf(next));
        found.set([...loop].sort().join('\0'), loop);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (PARTIAL.test(file) && !state.has(file)) visit(file);
  return [...found.values()].map((loop) => ({
    severity: 'error',
    code: 'mdx/partial-loop',
    message: `Partials import each other in a loop: ${[...loop, loop[0]!].map(name).join(' → ')}.`,
    at: importPlace(loop[0]!, loop[1] ?? loop[0]!, name(loop[0]!)),
    hint: 'Remove one of the imports: a partial cannot contain itself.',
  }));
}

/** Where `file` imports `target`: the first quoted path in it that ends with the target's name. */
function importPlace(file: string, target: string, shown: string): SourcePosition {
  try {
    const text = readFileSync(file, 'utf8');
    const at = text.search(new RegExp(`['"][^'"\\n]*${escapeRegExp(basename(target))}['"]`));
    if (at < 0) return { file: shown };
    const before = text.slice(0, at);
    return { file: shown, line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
  } catch {
    return { file: shown };
  }
}
