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
import { CODE_FILE, codeLoader } from './theme-files.js';

/** `translate(` or `translateNodes(` and its id, quoted as theme-messages.ts reads it (theme/theme-messages.ts's TRANSLATE_CALL). */
const ID_ARGUMENT = /\btranslate(?:Nodes)?\(\s*'[^'\n]+',/g;

export function withoutMessageIds(source: string): string {
  return source.replace(ID_ARGUMENT, (call) => call.replace(/'[^'\n]+'/, "''"));
}

/** `themeDirs`: the site's theme and the default theme (whose files mysite-ssg/theme gives), absolute. */
export function messageIds(themeDirs: readonly string[]): Plugin {
  const dirs = themeDirs.map((dir) => dir + sep);
  return {
    name: 'mysite-message-ids',
    setup(b) {
      b.onLoad({ filter: CODE_FILE }, (args) => {
        if (args.namespace !== 'file' || !dirs.some((dir) => args.path.startsWith(dir))) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('translate')) return undefined;
        return { contents: withoutMessageIds(source), loader: codeLoader(args.path), resolveDir: dirname(args.path) };
      });
    },
  };
}
