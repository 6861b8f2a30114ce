/**
 * `require(`@site/static/img/${name}`)`: webpack bundles every file the
 * pattern can name (a context module), and Docusaurus sites lean on it for
 * images chosen by a prop. esbuild does the same for a template literal
 * only when it starts with `./` or `../`, so in the site's own code the
 * `@site/` of such a literal is written as the path from the file to the
 * site folder. (A file that also imports `mysite-ssg/theme` is the barrel
 * rule's, which runs first in the theme's bundles: a mix no Docusaurus site has.)
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import type { Loader, Plugin } from 'esbuild';
import { CODE_FILE, codeLoader } from './theme-files.js';

/** The literal's start, up to its first `${`: one that climbs (`@site/../`) is left alone, for esbuild reads such patterns past every rule. */
const CONTEXT_REQUEST = /\b(require|import)\(\s*`@site\/(?![^`$]*\.\.\/)/g;

export function siteContextRequires(siteDir: string): Plugin {
  return {
    name: 'mysite-site-context-requires',
    setup(b) {
      b.onLoad({ filter: CODE_FILE }, (args) => {
        if (args.namespace !== 'file' || !args.path.startsWith(siteDir + sep) || /[\\/]node_modules[\\/]/.test(args.path)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('`@site/')) return undefined;
        const toSite = relative(dirname(args.path), siteDir).split(sep).join('/') || '.';
        const prefix = toSite.startsWith('.') ? `${toSite}/` : `./${toSite}/`;
        // The bundle's own loader for the extension (`.js` is JSX in Docusaurus sites' code).
        const loader: Loader = b.initialOptions.loader?.[args.path.slice(args.path.lastIndexOf('.'))] ?? codeLoader(args.path);
        return { contents: source.replace(CONTEXT_REQUEST, (_, call: string) => `${call}(\`${prefix}`), loader, resolveDir: dirname(args.path) };
      });
    },
  };
}
