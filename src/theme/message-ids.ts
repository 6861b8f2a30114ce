/**
 * A site without texts (English, without `i18n/<locale>/code.json`) never looks
 * a message up by its id, so the browser bundle takes the theme's
 * `translate('theme.pager.previous', 'Previous')` calls without their ids:
 * `translate('', 'Previous')` gives the same text, and every page loads
 * about 0.2 KB less. Only the theme's own files are changed, only their ids,
 * and line breaks are kept. The server bundle keeps them as written (its
 * source map points at the author's lines).
 */
import { readFileSync } from 'node:fs';
import { dirname, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import { DEFAULT_THEME_DIR } from './locate-theme.js';

/** `translate(` or `translateNodes(` and its id, quoted as theme-messages.ts reads it (TRANSLATE_CALL). */
const ID_ARGUMENT = /\btranslate(?:Nodes)?\(\s*'[^'\n]+',/g;

const LOADERS = { '.tsx': 'tsx', '.ts': 'ts', '.jsx': 'jsx', '.js': 'js' } as const;

export function withoutMessageIds(source: string): string {
  return source.replace(ID_ARGUMENT, (call) => call.replace(/'[^'\n]+'/, "''"));
}

/** `themeDir`: the site's theme; the default theme's files (mysite-ssg/theme) are the theme's too. */
export function messageIdsPlugin(themeDir: string): Plugin {
  const dirs = [themeDir + sep, DEFAULT_THEME_DIR + sep];
  return {
    name: 'mysite-message-ids',
    setup(b) {
      b.onLoad({ filter: /\.(tsx|ts|jsx|js)$/ }, (args) => {
        if (args.namespace !== 'file' || !dirs.some((dir) => args.path.startsWith(dir))) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('translate')) return undefined;
        const ext = args.path.slice(args.path.lastIndexOf('.')) as keyof typeof LOADERS;
        return { contents: withoutMessageIds(source), loader: LOADERS[ext], resolveDir: dirname(args.path) };
      });
    },
  };
}
