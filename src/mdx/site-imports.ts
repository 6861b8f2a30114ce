/**
 * What MDX pages and the site's components may import, as Docusaurus sites
 * do, for esbuild (the server bundle of MDX pages and the browser bundle
 * of islands):
 *
 * - `@site/…`: the site folder;
 * - `@theme/X`, `@theme-original/X`, `@docusaurus/X`, `@mdx-js/react`:
 *   mysite's modules of the same name (src/compat/); one it does not have
 *   is an error at the import, saying what to use instead (compat/modules.ts);
 * - `.md` / `.mdx` files: partials, compiled as MDX;
 * - `.svg` imported from code: a React component (as Docusaurus's SVGR),
 *   its URL from CSS or with `?url`; images, fonts and media: published
 *   files under a content hash; CSS and CSS modules; Sass through the site's
 *   own `sass` package;
 * - `!!raw-loader!<file>` (webpack's inline loader): the file's text; any
 *   other loader is an error saying what to do;
 * - a file of any other type esbuild cannot load (`.docx`, `.zip`…): its
 *   URL, published under a content hash (as Docusaurus's file-loader);
 *
 * The theme bundles (React pages) use it too; MDX bundles add
 * `reactImports`: on the server, the site's React behind the probes that
 * find islands (runtime/probe*.ts); in the browser, the page's own React,
 * shared through `globalThis` (src/client/islands.ts).
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { basename, dirname, extname, isAbsolute, join, relative, sep } from 'node:path';
import type { Loader, Plugin } from 'esbuild';
import { ENGINE_ROOT } from '../core/engine-package.js';
import { loadSiteReact, resolveSiteReact } from '../core/site-react.js';
import { outsideReasonText, SiteBoundary } from '../core/site-boundary.js';
import type { OutputFile } from '../core/types.js';
import { compatModule, missingModuleMessage } from '../compat/modules.js';
import { localizeCss } from './css-modules.js';
import { svgComponentModule } from './svg-component.js';
import { codedDetail } from './coded-detail.js';
import { LOADER_IMPORT, loaderRequest, unsupportedLoaderHint } from './webpack-loaders.js';

export interface SiteImportsOptions {
  siteDir: string;
  /** The site's base URL, which the URLs of imported files start with. */
  baseUrl: string;
  /** A file imported from code (an image, a font), to publish at `path`. */
  emit: (file: OutputFile) => void;
  /** A Markdown or MDX file imported by a page, compiled to a module. */
  compilePartial: (absolutePath: string) => Promise<string>;
  /** Why a partial may not be read (core/site-boundary.ts), or undefined. */
  partialRefused?: (absolutePath: string) => string | undefined;
  /** The static folder (absolute): CSS may name its files by their path on the site (`url(/img/x.svg)`). */
  staticDir?: string;
  /** Virtual modules by name (`mysite:…`), made by the bundler. */
  virtual: Record<string, () => string>;
}

const RUNTIME = join(ENGINE_ROOT, 'src/mdx/runtime');

const ASSET_EXTENSIONS = [
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.bmp',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.eot',
  '.mp4',
  '.webm',
  '.mp3',
  '.wav',
  '.pdf',
];
const ASSET_FILE = new RegExp(`(${ASSET_EXTENSIONS.map((e) => e.replace('.', '\\.')).join('|')})$`, 'i');

/** Extensions a bundle loads itself (esbuild's loaders, the plugin's handlers); a file of any other is published and imported as its URL. */
const LOADED_EXTENSIONS = new Set([
  ...['.js', '.mjs', '.cjs', '.jsx', '.ts', '.mts', '.cts', '.tsx', '.json', '.txt', '.css', '.scss', '.sass', '.md', '.mdx', '.svg'],
  ...ASSET_EXTENSIONS,
]);
/** Stylesheet languages that need a compiler mysite does not have (Sass it compiles with the site's `sass`). */
const STYLE_LANGUAGES: Record<string, string> = { '.less': 'Less', '.styl': 'Stylus', '.stylus': 'Stylus' };
const isLoaded = (file: string) => extname(file) === '' || LOADED_EXTENSIONS.has(extname(file).toLowerCase());

/** Files published as they are: what CSS refers to with url() (JavaScript imports go through the plugin). */
export const ASSET_LOADERS: Record<string, Loader> = Object.fromEntries([...ASSET_EXTENSIONS, '.svg'].map((ext) => [ext, 'file' as Loader]));

/** Where a file imported from code is published: under `assets/media/`, named by its contents. */
export function assetPath(file: string, contents: Buffer): string {
  const ext = extname(file);
  return `assets/media/${basename(file, ext)}.${createHash('sha1').update(contents).digest('hex').slice(0, 8)}${ext}`;
}

export function siteImports(options: SiteImportsOptions): Plugin {
  const { siteDir } = options;
  return {
    name: 'mysite-site-imports',
    setup(build) {
      build.onResolve({ filter: /^mysite:/ }, (args) =>
        args.path in options.virtual ? { path: args.path, namespace: 'mysite-virtual' } : { errors: [{ text: `mysite has no module "${args.path}".` }] },
      );
      build.onLoad({ filter: /.*/, namespace: 'mysite-virtual' }, (args) => ({
        contents: options.virtual[args.path]!(),
        loader: 'tsx',
        resolveDir: siteDir,
      }));

      build.onResolve({ filter: /^@site\// }, async (args) => {
        const resolved = await build.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: siteDir, importer: args.importer });
        return resolved.errors.length > 0 ? { errors: [{ text: `Could not resolve "${args.path}" (in the site folder)` }] } : resolved;
      });

      build.onResolve({ filter: /^(@theme(-original|-init)?|@docusaurus)\/|^@mdx-js\/react$/ }, (args) => {
        const file = compatModule(args.path);
        return file ? { path: file } : { errors: [{ text: missingModuleMessage(args.path) }] };
      });

      // What CSS names with url() or @import: a file of the static folder by its path on the site, kept as a
      // URL (with the base URL); another file by its path from the stylesheet, published; never one outside the
      // site, unless it is a file of an installed package (a monorepo installs packages above the site).
      const boundary = SiteBoundary.of(siteDir, options.staticDir ? [options.staticDir] : []);
      build.onResolve({ filter: /.*/ }, async (args) => {
        if ((args.kind !== 'url-token' && args.kind !== 'import-rule') || args.pluginData === RESOLVING) return undefined;
        if (/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(args.path)) return { path: args.path, external: true };
        if (args.path.startsWith('/')) {
          const file = args.path.split(/[?#]/)[0]!;
          if (options.staticDir && !existsSync(join(options.staticDir, decodeURIComponent(file)))) {
            return {
              errors: [{ text: `${args.path} names a file of the static folder, and there is none at ${relative(siteDir, join(options.staticDir, file))}.` }],
            };
          }
          return { path: options.baseUrl + args.path.slice(1), external: true };
        }
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const refused = inInstalledPackage(resolved.path) ? undefined : boundary.check(resolved.path);
        if (refused) return { errors: [{ text: `${args.path} may not be published: ${outsideReasonText(refused, relative(siteDir, resolved.path))}.` }] };
        return resolved;
      });

      // `!!raw-loader!<file>`: the file's text, from the site only (as any file content names).
      build.onResolve({ filter: LOADER_IMPORT }, async (args) => {
        const request = args.pluginData === RESOLVING ? undefined : loaderRequest(args.path);
        if (!request) return undefined;
        if (request.loaders.join('!') !== 'raw-loader') {
          const text = `${args.path} uses the webpack loader${request.loaders.length > 1 ? 's' : ''} ${request.loaders.map((l) => `"${l}"`).join(', ')}, which mysite does not run.`;
          return { errors: [{ text, detail: codedDetail('mdx/webpack-loader', unsupportedLoaderHint(request)) }] };
        }
        const resolved = await build.resolve(request.file, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const refused = boundary.check(resolved.path);
        if (refused) {
          const text = `${args.path} may not be read: ${outsideReasonText(refused, relative(siteDir, resolved.path))}.`;
          return {
            errors: [{ text, detail: codedDetail('mdx/import', 'Move the file into the site folder (say, src/ or static/), and import it from there.') }],
          };
        }
        return { path: resolved.path, namespace: 'mysite-raw' };
      });
      build.onLoad({ filter: /.*/, namespace: 'mysite-raw' }, (args) => ({
        contents: `export default ${JSON.stringify(readFileSync(args.path, 'utf8'))};`,
        loader: 'js',
        watchFiles: [args.path],
      }));

      // A file of a type no loader reads (`require('./form.docx')`): its URL, published, as the assets below.
      build.onResolve({ filter: /\.[^./\\]+$/ }, async (args) => {
        if (args.pluginData === RESOLVING || args.kind === 'url-token' || args.kind === 'import-rule' || args.kind === 'entry-point') return undefined;
        if (isLoaded(args.path)) return undefined;
        // A stylesheet in a language mysite does not compile is a mistake to say, not a file to link to.
        const language = STYLE_LANGUAGES[extname(args.path).toLowerCase()];
        if (language)
          return {
            errors: [
              { text: `${args.path} is ${language}, which mysite does not compile: write it as CSS, or as Sass (.scss) with the sass package installed.` },
            ],
          };
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
        if (resolved.errors.length > 0 || resolved.external || resolved.namespace !== 'file' || isLoaded(resolved.path)) return undefined;
        return { path: resolved.path, namespace: 'mysite-asset' };
      });

      // Files imported from code: their URL, and the file published under a content hash.
      build.onResolve({ filter: ASSET_FILE }, async (args) => {
        if (args.pluginData === RESOLVING || args.kind === 'url-token' || args.kind === 'import-rule') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
        return resolved.errors.length > 0 ? { errors: resolved.errors } : { path: resolved.path, namespace: 'mysite-asset' };
      });
      build.onLoad({ filter: /.*/, namespace: 'mysite-asset' }, (args) => {
        const contents = readFileSync(args.path);
        const path = assetPath(args.path, contents);
        options.emit({ path, contents });
        return { contents: `export default ${JSON.stringify(options.baseUrl + path)};`, loader: 'js' };
      });

      // Partials: checked where they are imported, so an error names the import.
      build.onResolve({ filter: /\.mdx?$/ }, async (args) => {
        if (args.pluginData === RESOLVING || !options.partialRefused) return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const refused = options.partialRefused(resolved.path);
        return refused ? { errors: [{ text: refused }] } : { path: resolved.path };
      });
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => ({
        contents: await options.compilePartial(args.path),
        loader: 'js',
        resolveDir: dirname(args.path),
      }));

      // SVG imported from code: a component, or its URL with `?url` (from CSS, a file: see above).
      build.onResolve({ filter: /\.svg(\?url)?$/ }, async (args) => {
        if (args.pluginData === RESOLVING || args.kind === 'url-token' || args.kind === 'import-rule') return undefined;
        const resolved = await build.resolve(args.path.replace(/\?url$/, ''), {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: RESOLVING,
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: resolved.path, namespace: args.path.endsWith('?url') ? 'mysite-asset' : 'mysite-svg' };
      });
      build.onLoad({ filter: /.*/, namespace: 'mysite-svg' }, (args) => ({
        contents: svgComponentModule(readFileSync(args.path, 'utf8'), basename(args.path)),
        loader: 'js',
        resolveDir: dirname(args.path),
      }));

      // CSS modules: named here, the same in every bundle (css-modules.ts); their CSS goes on as CSS.
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

      // Sass, with the site's own `sass` (as docusaurus-plugin-sass).
      build.onLoad({ filter: /\.s[ac]ss$/ }, (args) => {
        const css = compileSass(args.path, siteDir);
        return 'errors' in css ? css : { contents: css.css, loader: 'css', resolveDir: dirname(args.path) };
      });
    },
  };
}

/** This plugin's namespaces whose paths are files read from disk. */
const FILE_NAMESPACES = new Set(['mysite-asset', 'mysite-svg', 'mysite-raw']);

/**
 * The file a bundle's metafile input is (one of this plugin's namespaced
 * files too: an edit to it must build again what imports it), or undefined
 * for a module that is no file.
 */
export function inputFile(input: string): string | undefined {
  const colon = input.indexOf(':');
  if (colon < 0) return input;
  return FILE_NAMESPACES.has(input.slice(0, colon)) ? input.slice(colon + 1) : undefined;
}

/** React in MDX bundles: see the file's comment. */
export function reactImports(target: 'server' | 'client', siteDir: string): Plugin {
  return {
    name: 'mysite-mdx-react',
    setup(build) {
      // React: one copy, the site's (core/site-react.ts), on both sides.
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
        const fromRuntime = args.importer.startsWith(RUNTIME);
        if (target === 'client') return { path: args.path, namespace: 'mysite-shared-react' };
        if (!fromRuntime && args.path === 'react') return { path: join(RUNTIME, 'probe-react.ts') };
        if (!fromRuntime && (args.path === 'react/jsx-runtime' || args.path === 'react/jsx-dev-runtime')) return { path: join(RUNTIME, 'probe-jsx.ts') };
        return { path: resolveSiteReact(args.path, siteDir), external: true };
      });
      build.onLoad({ filter: /.*/, namespace: 'mysite-shared-react' }, (args) => ({ contents: sharedReactModule(args.path, siteDir), loader: 'js' }));
    },
  };
}

const CSS_OF_MODULE = '?mysite-css-module';

/**
 * The `pluginData` of this plugin's own calls to esbuild's resolver: every
 * handler lets them through, so that one handler resolving a path never
 * comes back to another (which would wait for each other without end).
 */
const RESOLVING = 'mysite-resolving';

/** A Sass file compiled with the site's `sass`, or esbuild's errors saying it is missing. */
function compileSass(path: string, siteDir: string): { css: string } | { errors: { text: string; detail: string }[] } {
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
  return { css: sass.compile(path, { loadPaths: [dirname(path), join(siteDir, 'node_modules')] }).css };
}

interface Sass {
  compile(path: string, options: { loadPaths: string[] }): { css: string };
}

/** The site's `sass` package, if it has one. */
function siteSass(siteDir: string): Sass | undefined {
  try {
    return createRequire(join(siteDir, 'package.json'))('sass') as Sass;
  } catch {
    return undefined;
  }
}

/**
 * `react`, `react-dom`… in the browser bundle of islands: the module the
 * page's own runtime put on `globalThis.__mysiteReact` before it loaded the
 * islands, so that an island adds its own code and nothing of React.
 */
function sharedReactModule(request: string, siteDir: string): string {
  const part =
    request === 'react'
      ? 'React'
      : request.startsWith('react/jsx')
        ? 'JsxRuntime'
        : request === 'react-dom/client'
          ? 'ReactDOMClient'
          : request.startsWith('react-dom')
            ? 'ReactDOM'
            : 'React';
  const names = part === 'React' ? reactExports(siteDir) : SHARED_EXPORTS[part]!;
  return `const m = globalThis.__mysiteReact.${part};\nexport default m;\n${names.map((n) => `export const ${n} = m.${n};`).join('\n')}\n`;
}

/** The names the site's React exports (18 and 19 differ). */
function reactExports(siteDir: string): string[] {
  return Object.keys(loadSiteReact(siteDir)).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
}

const SHARED_EXPORTS: Record<string, string[]> = {
  JsxRuntime: ['jsx', 'jsxs', 'Fragment'],
  ReactDOM: ['createPortal', 'flushSync'],
  ReactDOMClient: ['createRoot', 'hydrateRoot'],
};

/** Whether `file` is a file of an installed package (inside `…/node_modules/<name>/` or `…/node_modules/@scope/<name>/`, wherever that is), not a hidden one. */
function inInstalledPackage(file: string): boolean {
  const real = realPathOf(file);
  const root = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/.][^\\/]*)[\\/]/.exec(real)?.[1];
  if (!root) return false;
  const inside = relative(root, real);
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) && !inside.split(sep).some((part) => part.startsWith('.'));
}

function realPathOf(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}
