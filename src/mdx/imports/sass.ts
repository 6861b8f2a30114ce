/**
 * Sass stylesheets, compiled with the site's own `sass` package (as
 * docusaurus-plugin-sass): not at all for a bundle that drops CSS (the
 * server's), and once per build process while the files a stylesheet read
 * are unchanged (a translated site bundles its theme once per locale; a
 * Bootstrap stylesheet takes about a second, and Sass prints its warnings
 * each time).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

export function sassStylesheets(siteDir: string): Plugin {
  return {
    name: 'mysite-sass',
    setup(build) {
      const dropsCss = build.initialOptions.loader?.['.css'] === 'empty';
      build.onLoad({ filter: /\.s[ac]ss$/ }, (args) => {
        if (dropsCss) return { contents: '', loader: 'empty' };
        const css = compileSass(args.path, siteDir);
        return 'errors' in css ? css : { contents: css.css, loader: 'css', resolveDir: dirname(args.path) };
      });
    },
  };
}

/** A compiled stylesheet with the files it read, each with the hash of its contents then. */
interface Compiled {
  css: string;
  read: { file: string; hash: string | undefined }[];
}

const compiled = new Map<string, Compiled>();

function hashOf(file: string): string | undefined {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('base64url');
  } catch {
    return undefined;
  }
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
  const key = `${siteDir}\0${path}`;
  const kept = compiled.get(key);
  if (kept?.read.every(({ file, hash }) => hashOf(file) === hash)) return { css: kept.css };
  const packages = join(siteDir, 'node_modules');
  const started = Date.now();
  const result = sass.compile(path, { loadPaths: [dirname(path), packages], importers: [webpackPackageImports(packages)], quietDeps: true });
  const files = [...new Set([path, ...(result.loadedUrls ?? []).filter((url) => url.protocol === 'file:').map((url) => fileURLToPath(url))])];
  // Kept only if no file it read was written while it compiled (the hashes are taken after): a save then compiles again.
  if (files.every((file) => !changedSince(file, started - MTIME_SLACK_MS)))
    compiled.set(key, { css: result.css, read: files.map((file) => ({ file, hash: hashOf(file) })) });
  return { css: result.css };
}

/** How far a file's modification time may lag the clock (coarse file system timestamps). */
const MTIME_SLACK_MS = 1000;

function changedSince(file: string, time: number): boolean {
  try {
    return statSync(file).mtimeMs >= time;
  } catch {
    return true;
  }
}

/** `@import '~bootstrap/scss/bootstrap'`: webpack's sass-loader reads `~` as the site's packages, and sites written for it do. */
function webpackPackageImports(packages: string): SassImporter {
  return { findFileUrl: (url) => (url.startsWith('~') ? pathToFileURL(join(packages, url.slice(1))) : null) };
}

interface SassImporter {
  findFileUrl(url: string): URL | null;
}

interface Sass {
  compile(path: string, options: { loadPaths: string[]; importers: SassImporter[]; quietDeps: boolean }): { css: string; loadedUrls?: URL[] };
}

/** The site's `sass` package, if it has one. */
function siteSass(siteDir: string): Sass | undefined {
  try {
    return createRequire(join(siteDir, 'package.json'))('sass') as Sass;
  } catch {
    return undefined;
  }
}
