/**
 * Errors thrown by React code (the site's pages and MDX, its component
 * overrides, the theme) while a server bundle loads or renders a page. They are the
 * author's to fix, so they are reported as such: the route being rendered
 * and the file, line and column in the author's source, found through the
 * bundle's source map, never a position in the generated bundle.
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENGINE_ROOT } from './engine-package.js';
import { isCodedError, MysiteError } from './errors.js';
import type { SourcePosition } from './types.js';

const maps = new Map<string, SourceMap | undefined>();

function sourceMapOf(bundle: string): SourceMap | undefined {
  if (!maps.has(bundle)) {
    try {
      maps.set(bundle, new SourceMap(JSON.parse(readFileSync(bundle + '.map', 'utf8'))));
    } catch {
      maps.set(bundle, undefined);
    }
  }
  return maps.get(bundle);
}

interface Frame {
  /** Absolute path of the original source. */
  file: string;
  line: number;
  column: number;
}

/** The stack frames of an error that lie in the bundle (its files, when it was split into several), mapped back to the sources they came from. */
export function sourceFrames(error: unknown, bundle: string | string[]): Frame[] {
  const stack = (error as Error | undefined)?.stack;
  if (typeof stack !== 'string') return [];
  const files = new Map((Array.isArray(bundle) ? bundle : [bundle]).map((file) => [pathToFileURL(file).href, file]));
  const frames: Frame[] = [];
  for (const m of stack.matchAll(/(file:\/\/[^\s)]+|\/[^\s:)]+):(\d+):(\d+)\)?$/gm)) {
    const where = m[1]!.startsWith('file:') ? m[1]! : pathToFileURL(m[1]!).href;
    const file = files.get(where);
    const map = file && sourceMapOf(file);
    if (!file || !map) continue;
    const entry = map.findEntry(Number(m[2]) - 1, Number(m[3]) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
    if (!entry.originalSource) continue;
    const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : resolve(dirname(file), entry.originalSource);
    frames.push({ file: source, line: entry.originalLine! + 1, column: entry.originalColumn! + 1 });
  }
  return frames;
}

const inNodeModules = (file: string) => file.includes(`${sep}node_modules${sep}`);
const inEngine = (file: string) => file.startsWith(ENGINE_ROOT + sep) && !inNodeModules(file.slice(ENGINE_ROOT.length));

/** The author's error for a throw from React code; `route` is the page being rendered, if any. */
export function componentError(error: unknown, bundle: string | string[], siteDir: string, route?: string): MysiteError {
  if (isCodedError(error)) return MysiteError.of({ code: error.code, message: route ? `${route}: ${error.message}` : error.message }, { cause: error });
  const frames = sourceFrames(error, bundle).filter((f) => !inNodeModules(f.file) || inEngine(f.file));
  const own = frames.find((f) => !inEngine(f.file) || f.file.startsWith(siteDir + sep));
  const frame = own ?? frames[0];
  const at: SourcePosition | undefined = frame && { file: relative(siteDir, frame.file).split(sep).join('/'), line: frame.line, column: frame.column };
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const doing = route ? `Rendering ${route} failed` : 'Loading the pages and theme failed';
  const hint = own
    ? 'The page or component threw this error while rendering on the server; fix the code at this line.'
    : frame
      ? 'The error was thrown inside the theme; check the data or props your page passes it (if you did not change them, please report it as a bug in mysite).'
      : 'React could not render the page; check what your page and components return.';
  return new MysiteError([{ severity: 'error', code: route ? 'render/component-threw' : 'render/module-threw', message: `${doing}: ${what}`, at, hint }], {
    cause: error,
  });
}
