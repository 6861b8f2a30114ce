/**
 * The theme's own imports of its component files, which the theme bundle's
 * rules give another module (a swizzle, an override, nothing): a relative
 * import made by a file of the theme, except its public entry
 * (`mysite-ssg/theme`), which keeps the theme's own components so that a
 * site's component can wrap them.
 */
import { resolve } from 'node:path';
import type { OnResolveArgs } from 'esbuild';

export interface ThemeFiles {
  /** The theme's folder (absolute). */
  dir: string;
  /** Its public entry (absolute), whose imports are left as they are. */
  publicEntry: string;
}

/** The file a theme's relative import names, without its extension, or undefined for any other import. */
export function themeImportStem(args: OnResolveArgs, theme: ThemeFiles): string | undefined {
  if (!args.importer.startsWith(theme.dir) || args.importer === theme.publicEntry) return undefined;
  return withoutExtension(resolve(args.resolveDir, args.path));
}

export const withoutExtension = (file: string) => file.replace(/\.(tsx|ts|jsx|js)$/, '');

/** Imports the theme's rules read: relative ones. */
export const RELATIVE_IMPORT = /^\.\.?\//;

const CODE_LOADERS = { '.tsx': 'tsx', '.ts': 'ts', '.jsx': 'jsx', '.js': 'js' } as const;

/** The loader of a code file a rule rewrites (its extension is one of CODE_FILE's). */
export const codeLoader = (file: string) => CODE_LOADERS[file.slice(file.lastIndexOf('.')) as keyof typeof CODE_LOADERS];

/** Code files, which the rules that rewrite a file's text read. */
export const CODE_FILE = /\.(tsx|ts|jsx|js)$/;
