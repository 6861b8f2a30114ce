/** Sass stylesheets, compiled with the site's own `sass` package (as docusaurus-plugin-sass). */
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

export function sassStylesheets(siteDir: string): Plugin {
  return {
    name: 'mysite-sass',
    setup(build) {
      build.onLoad({ filter: /\.s[ac]ss$/ }, (args) => {
        const css = compileSass(args.path, siteDir);
        return 'errors' in css ? css : { contents: css.css, loader: 'css', resolveDir: dirname(args.path) };
      });
    },
  };
}

/** A Sass file compiled with the site's `sass`, or esbuild's errors saying it is missing. */
export function compileSass(path: string, siteDir: string): { css: string } | { errors: { text: string; detail: string }[] } {
  const sass = siteSass(siteDir);
  if (!sass) {
    return {
      errors: [
        {
          text: `${relative(siteDir, path)} is Sass, and the site has no "sass" package to compile it.`,
          detail: 'Install it in the site folder: npm install --save-dev sass',
        },
      ],
    };
  }
  const packages = join(siteDir, 'node_modules');
  return { css: sass.compile(path, { loadPaths: [dirname(path), packages], importers: [webpackPackageImports(packages)], quietDeps: true }).css };
}

/** `@import '~bootstrap/scss/bootstrap'`: webpack's sass-loader reads `~` as the site's packages, and sites written for it do. */
function webpackPackageImports(packages: string): SassImporter {
  return { findFileUrl: (url) => (url.startsWith('~') ? pathToFileURL(join(packages, url.slice(1))) : null) };
}

interface SassImporter {
  findFileUrl(url: string): URL | null;
}

interface Sass {
  compile(path: string, options: { loadPaths: string[]; importers: SassImporter[]; quietDeps: boolean }): { css: string };
}

/** The site's `sass` package, if it has one. */
function siteSass(siteDir: string): Sass | undefined {
  try {
    return createRequire(join(siteDir, 'package.json'))('sass') as Sass;
  } catch {
    return undefined;
  }
}
