/**
 * `require(`@site/static/img/${name}`)`: webpack bundles every file the
 * pattern can name (a context module), and Docusaurus sites lean on it for
 * images chosen by a prop. esbuild does the same for a template literal
 * only when it starts with `./` or `../`, so in the site's own code the
 * `@site/` of such a literal is written as the path from the file to the
 * site folder. esbuild reads the files such a pattern names past every
 * import rule, the site's boundary included: a pattern whose fixed start
 * leads out of the site folder is an error at its place. (A file that also
 * imports `mysite-ssg/theme` is the barrel rule's, which runs first in the
 * theme's bundles: a mix no Docusaurus site has.)
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Loader, PartialMessage, Plugin } from 'esbuild';
import { codedDetail } from '../coded-detail.js';
import { CODE_FILE, codeLoader } from './theme-files.js';

/** A template literal's fixed start, up to its first `${`. */
const PATTERN_REQUEST = /\b(require|import)\(\s*`([^`$]*)/g;

export function siteContextRequires(siteDir: string): Plugin {
  return {
    name: 'mysite-site-context-requires',
    setup(b) {
      b.onLoad({ filter: CODE_FILE }, (args) => {
        if (args.namespace !== 'file' || !args.path.startsWith(siteDir + sep) || /[\\/]node_modules[\\/]/.test(args.path)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('require(`') && !source.includes('import(`')) return undefined;
        const here = dirname(args.path);
        const toSite = relative(here, siteDir).split(sep).join('/') || '.';
        const errors: PartialMessage[] = [];
        const contents = source.replace(PATTERN_REQUEST, (whole, call: string, start: string, offset: number) => {
          const site = start.startsWith('@site/');
          if (!site && !/^\.\.?\//.test(start)) return whole;
          const folder = site ? join(siteDir, start.slice('@site/'.length)) : resolve(here, start);
          if (!(folder + sep).startsWith(siteDir + sep)) {
            errors.push(outsideError(source, offset, args.path, siteDir, start));
            return whole;
          }
          return site ? `${call}(\`${toSite.startsWith('.') ? toSite : `./${toSite}`}/${start.slice('@site/'.length)}` : whole;
        });
        if (errors.length > 0) return { errors };
        // The bundle's own loader for the extension (`.js` is JSX in Docusaurus sites' code).
        const loader: Loader = b.initialOptions.loader?.[args.path.slice(args.path.lastIndexOf('.'))] ?? codeLoader(args.path);
        return { contents, loader, resolveDir: here };
      });
    },
  };
}

function outsideError(source: string, offset: number, file: string, siteDir: string, start: string): PartialMessage {
  const before = source.slice(0, offset).split('\n');
  const line = before.length;
  return {
    text: `The pattern \`${start}…\` names files outside the site folder, which a build may not read.`,
    detail: codedDetail('mdx/import', 'Move the files into the site folder (static/ or src/), and name them from there.'),
    location: { file: relative(siteDir, file), line, column: before[line - 1]!.length, lineText: source.split('\n')[line - 1]! },
  };
}
