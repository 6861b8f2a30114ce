/**
 * The remark and rehype plugins a site adds (`markdown.remarkPlugins`, and
 * per docs and blog), on both the Markdown and the MDX paths, each a function
 * or `[function, options]` as Docusaurus has them. remark plugins run before
 * code blocks are highlighted (they see `code` nodes, as in Docusaurus);
 * rehype plugins run after mysite's own.
 * They are code of the site: compiled pages are kept by a key made of their
 * source and options and of the site's lockfile (an upgraded plugin package
 * changes it), and pages that use them are compiled in the main thread,
 * where the config's functions are.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Pluggable } from 'unified';
import { MysiteError } from '../core/errors.js';

export type UserPlugin = ((...args: never[]) => unknown) | [(...args: never[]) => unknown, unknown];

export interface UserPlugins {
  remark: UserPlugin[];
  rehype: UserPlugin[];
  /** Changes whenever the plugins could change what they make. */
  key: string;
}

const LOCKFILES = ['package-lock.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lockb'];

/** The plugins of a section: the site's, then the section's own. Undefined when there are none. */
export function userPlugins(
  siteDir: string,
  ...lists: ({ remarkPlugins?: UserPlugin[]; rehypePlugins?: UserPlugin[] } | undefined)[]
): UserPlugins | undefined {
  const remark = lists.flatMap((l) => l?.remarkPlugins ?? []);
  const rehype = lists.flatMap((l) => l?.rehypePlugins ?? []);
  if (remark.length === 0 && rehype.length === 0) return undefined;
  const hash = createHash('sha1');
  for (const plugin of [...remark, '\0', ...rehype]) hash.update(describe(plugin)).update('\0');
  for (const lockfile of LOCKFILES) {
    try {
      hash.update(readFileSync(join(siteDir, lockfile)));
    } catch {
      // not this package manager
    }
  }
  return { remark, rehype, key: hash.digest('hex').slice(0, 16) };
}

function describe(value: unknown): string {
  if (typeof value === 'function') return `${value.name}:${value.toString()}`;
  if (Array.isArray(value)) return `[${value.map(describe).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${k}:${describe(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

type Transformer = (tree: unknown, file: { path?: string; data: Record<string, unknown> }, next?: unknown) => unknown;

/** The plugins in unified's form; what one throws becomes an error naming the plugin and the file. */
export function asPluggables(list: UserPlugin[]): Pluggable[] {
  return list.map((entry) => {
    const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
    const name = plugin.name || 'anonymous plugin';
    function guarded(this: unknown, ...args: unknown[]) {
      const transformer = (plugin as (...a: unknown[]) => unknown).apply(this, args) as Transformer | undefined;
      if (typeof transformer !== 'function') return transformer;
      return async (tree: unknown, file: Parameters<Transformer>[1]) => {
        try {
          // A transformer may return a tree, a promise of one, or nothing; unified's `next` style is not used here.
          return await transformer(tree, file);
        } catch (error) {
          throw pluginError(name, (file.data.relativePath as string | undefined) ?? file.path ?? '', error);
        }
      };
    }
    Object.defineProperty(guarded, 'name', { value: name });
    return (options === undefined ? guarded : [guarded, options]) as Pluggable;
  });
}

function pluginError(name: string, file: string, error: unknown): MysiteError {
  if (error instanceof MysiteError) return error;
  const place = error && typeof error === 'object' && 'line' in error ? (error as { line?: number; column?: number }) : {};
  return MysiteError.of(
    {
      code: 'markdown/plugin-threw',
      message: `The plugin "${name}" failed on ${file}: ${error instanceof Error ? error.message : String(error)}`,
      at: { file, line: place.line ?? undefined, column: place.column ?? undefined },
      hint: 'The plugin comes from the config (markdown.remarkPlugins / rehypePlugins, or those of docs or a blog): check its options, or remove it to see whether the page builds without it.',
    },
    { cause: error },
  );
}
