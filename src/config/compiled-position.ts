/**
 * Where in the owner's own file an error thrown by a compiled module (the
 * config, the sidebars file) happened: the first frame of its stack inside
 * the compiled file, mapped back through the module's inline source map.
 * esbuild writes the map's sources relative to the site folder.
 */
import { SourceMap } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { SourcePosition } from '../core/types.js';

const INLINE_MAP = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/;

/** The position in a file of the site, or undefined when the stack names no place of the compiled module that maps to one. */
export function compiledErrorPosition(error: unknown, compiledPath: string, source: string): SourcePosition | undefined {
  const stack = (error as { stack?: unknown } | null)?.stack;
  const payload = INLINE_MAP.exec(source)?.[1];
  if (typeof stack !== 'string' || !payload) return undefined;
  let map: SourceMap;
  try {
    map = new SourceMap(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
  } catch {
    return undefined; // a map that cannot be read only costs the position
  }
  for (const [line, column] of framesIn(stack, compiledPath)) {
    const entry = map.findEntry(line - 1, column - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
    // Frames in code esbuild added (its require helper, the mysite shim) map to no file of the site.
    if (!entry.originalSource || entry.originalSource.includes(':') || entry.originalLine === undefined) continue;
    return { file: entry.originalSource, line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
  }
  return undefined;
}

/** The 1-based line and column of each stack frame in `path`, innermost first. */
function framesIn(stack: string, path: string): Array<[number, number]> {
  const names = [pathToFileURL(path).href, path];
  const frames: Array<[number, number]> = [];
  for (const text of stack.split('\n')) {
    for (const name of names) {
      const at = text.lastIndexOf(`${name}:`);
      if (at < 0) continue;
      const m = /^:(\d+):(\d+)/.exec(text.slice(at + name.length));
      if (m) frames.push([Number(m[1]), Number(m[2])]);
      break;
    }
  }
  return frames;
}
