/**
 * CSS modules (`x.module.css`, `x.module.scss`): the class names, named the
 * same in every bundle (../css-modules.ts); their CSS goes on as CSS, through
 * a module of its own that the class names' module imports.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import { localizeCss } from '../css-modules.js';
import { compileSass } from './sass.js';

const CSS_OF_MODULE = '?mysite-css-module';

export function cssModules(siteDir: string): Plugin {
  return {
    name: 'mysite-css-modules',
    setup(build) {
      const moduleCss = new Map<string, string>();
      build.onLoad({ filter: /\.module\.(css|s[ac]ss)$/ }, (args) => {
        const css = /\.s[ac]ss$/.test(args.path) ? compileSass(args.path, siteDir) : { css: readFileSync(args.path, 'utf8') };
        if ('errors' in css) return css;
        const { css: local, classes } = localizeCss(css.css, relative(siteDir, args.path).split(sep).join('/'));
        moduleCss.set(args.path, local);
        return { contents: `import ${JSON.stringify(`${args.path}${CSS_OF_MODULE}`)};\nexport default ${JSON.stringify(classes)};`, loader: 'js' };
      });
      build.onResolve({ filter: new RegExp(`${CSS_OF_MODULE.replace('?', '\\?')}$`) }, (args) => ({ path: args.path, namespace: 'mysite-css-module' }));
      build.onLoad({ filter: /.*/, namespace: 'mysite-css-module' }, (args) => {
        const file = args.path.slice(0, -CSS_OF_MODULE.length);
        return { contents: moduleCss.get(file) ?? '', loader: 'css', resolveDir: dirname(file) };
      });
    },
  };
}
