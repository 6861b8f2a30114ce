/**
 * `$ref`s that only point at each other (`A: {$ref: B}`, `B: {$ref: A}`,
 * also across files): there is no schema, parameter or response at the end
 * of them. Bundling turns such a loop into self-references (or overflows
 * its stack), and unchecked it becomes an empty page; so it is found in the
 * files as written, before bundling, and reported with the loop and where
 * it starts.
 */
import { dirname, resolve } from 'node:path';
import type { Diagnostic } from '../core/diagnostics.js';
import type { SpecSources } from './source-map.js';
import { isObject, parsePointer } from './spec.js';

interface Place {
  /** Absolute path of the file. */
  file: string;
  /** JSON pointer in it, `#/...`. */
  pointer: string;
}

export function refLoops(sources: SpecSources): Diagnostic[] {
  const values = new Map<string, unknown>();
  const valueOf = (file: string) => {
    if (!values.has(file)) values.set(file, sources.value(file));
    return values.get(file);
  };
  const nodeAt = ({ file, pointer }: Place): unknown => {
    let node = valueOf(file);
    for (const token of parsePointer(pointer)) node = Array.isArray(node) ? node[Number(token)] : isObject(node) ? node[token] : undefined;
    return node;
  };
  const target = (from: string, ref: string): Place => {
    const [path = '', fragment = ''] = ref.split('#');
    return { file: path ? resolve(dirname(from), decodeURI(path)) : from, pointer: '#' + fragment };
  };
  const name = (p: Place) => `${sources.relative(p.file)}${p.pointer}`;

  /** Places known to lead to something (or nothing) without a loop. */
  const settled = new Set<string>();
  const loops = new Map<string, Place[]>();
  const follow = (from: string, ref: string) => {
    const chain: Place[] = [];
    for (let at: Place | undefined = target(from, ref); at && !settled.has(name(at)); ) {
      const seenAt = chain.findIndex((p) => name(p) === name(at!));
      if (seenAt >= 0) {
        const loop = chain.slice(seenAt);
        loops.set(loop.map(name).sort().join(' '), loop);
        break;
      }
      chain.push(at);
      const node = nodeAt(at);
      at = isObject(node) && typeof node.$ref === 'string' ? target(at.file, node.$ref) : undefined;
    }
    for (const p of chain) settled.add(name(p));
  };

  // Every $ref of every file reachable from the root, walked without recursion.
  const files = [sources.rootFile];
  for (let i = 0; i < files.length; i++) {
    const stack: unknown[] = [valueOf(files[i]!)];
    while (stack.length > 0) {
      const node = stack.pop();
      if (Array.isArray(node)) stack.push(...node);
      else if (isObject(node)) {
        if (typeof node.$ref === 'string') {
          follow(files[i]!, node.$ref);
          const other = target(files[i]!, node.$ref).file;
          if (!files.includes(other)) files.push(other);
        }
        for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) stack.push(value);
      }
    }
  }
  return [...loops.values()].map((loop) => ({
    severity: 'error',
    code: 'api/ref-loop',
    message: `These $refs only point at each other, so there is nothing at the end of them: ${[...loop, loop[0]!].map(name).join(' → ')}.`,
    at: sources.position(loop[0]!.file, loop[0]!.pointer),
    hint: 'Make one of them the real definition (a schema, parameter, response…) instead of another $ref.',
  }));
}
