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
 * - React: on the server, the engine's React behind the probes that find
 *   islands (runtime/probe*.ts); in the browser, the page's own React,
 *   shared through `globalThis` (src/client/islands.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { basename, dirname, extname, join, relative } from 'node:path';
import type { Loader, Plugin } from 'esbuild';
import { ENGINE_ROOT, requireFromEngine } from '../core/engine-package.js';
import type { OutputFile } from '../core/types.js';
import { compatModule, missingModuleMessage } from '../compat/modules.js';
import { svgComponentModule } from './svg-component.js';

export interface SiteImportsOptions {
  siteDir: string;
  target: 'server' | 'client';
  /** The site's base URL, which the URLs of imported files start with. */
  baseUrl: string;
  /** A file imported from code (an image, a font), to publish at `path`. */
  emit: (file: OutputFile) => void;
  /** A Markdown or MDX file imported by a page, compiled to a module. */
  compilePartial: (absolutePath: string) => Promise<string>;
  /** Why a partial may not be read (core/site-boundary.ts), or undefined. */
  partialRefused?: (absolutePath: string) => string | undefined;
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

/** Files published as they are: what CSS refers to with url() (JavaScript imports go through the plugin). */
export const ASSET_LOADERS: Record<string, Loader> = Object.fromEntries([...ASSET_EXTENSIONS, '.svg'].map((ext) => [ext, 'file' as Loader]));

/** Where a file imported from code is published: under `assets/media/`, named by its contents. */
export function assetPath(file: string, contents: Buffer): string {
  const ext = extname(file);
  return `assets/media/${basename(file, ext)}.${createHash('sha1').update(contents).digest('hex').slice(0, 8)}${ext}`;
}

export function siteImports(options: SiteImportsOptions): Plugin {
  const { siteDir, target } = options;
  const engineFile = (request: string) => requireFromEngine.resolve(request);
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

      build.onResolve({ filter: /^@site\// }, (args) =>
        build.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: siteDir, importer: args.importer }),
      );

      build.onResolve({ filter: /^(@theme(-original|-init)?|@docusaurus)\/|^@mdx-js\/react$/ }, (args) => {
        const file = compatModule(args.path);
        return file ? { path: file } : { errors: [{ text: missingModuleMessage(args.path) }] };
      });

      // React: one copy, the engine's, on both sides.
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
        const fromRuntime = args.importer.startsWith(RUNTIME);
        if (target === 'client') return { path: args.path, namespace: 'mysite-shared-react' };
        if (!fromRuntime && args.path === 'react') return { path: join(RUNTIME, 'probe-react.ts') };
        if (!fromRuntime && (args.path === 'react/jsx-runtime' || args.path === 'react/jsx-dev-runtime')) return { path: join(RUNTIME, 'probe-jsx.ts') };
        return { path: engineFile(args.path), external: true };
      });
      build.onLoad({ filter: /.*/, namespace: 'mysite-shared-react' }, (args) => ({ contents: sharedReactModule(args.path), loader: 'js' }));

      // Files imported from code: their URL, and the file published under a content hash.
      build.onResolve({ filter: ASSET_FILE }, async (args) => {
        if (args.pluginData === 'asset' || args.kind === 'url-token' || args.kind === 'import-rule') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'asset' });
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
        if (args.pluginData === 'partial' || !options.partialRefused) return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'partial' });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const refused = options.partialRefused(resolved.path);
        return refused ? { errors: [{ text: refused }] } : { path: resolved.path };
      });
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => ({
        contents: await options.compilePartial(args.path),
        loader: 'js',
        resolveDir: dirname(args.path),
      }));

      // SVG: a component when code imports it, a file when CSS does (url()) or `?url` asks.
      build.onResolve({ filter: /\.svg(\?url)?$/ }, async (args) => {
        if (args.pluginData === 'svg') return undefined;
        const fromCss = args.kind === 'url-token' || args.kind === 'import-rule';
        const resolved = await build.resolve(args.path.replace(/\?url$/, ''), {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'svg',
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        if (fromCss) return { path: resolved.path };
        return { path: resolved.path, namespace: args.path.endsWith('?url') ? 'mysite-asset' : 'mysite-svg' };
      });
      build.onLoad({ filter: /.*/, namespace: 'mysite-svg' }, (args) => ({
        contents: svgComponentModule(readFileSync(args.path, 'utf8'), basename(args.path)),
        loader: 'js',
        resolveDir: dirname(args.path),
      }));

      // Sass, with the site's own `sass` (as docusaurus-plugin-sass).
      build.onLoad({ filter: /\.s[ac]ss$/ }, (args) => {
        const sass = siteSass(siteDir);
        if (!sass) {
          return {
            errors: [
              {
                text: `${relative(siteDir, args.path)} is Sass, and the site has no "sass" package to compile it.`,
                detail: 'Install it in the site folder: npm install --save-dev sass',
              },
            ],
          };
        }
        const css = sass.compile(args.path, { loadPaths: [dirname(args.path), join(siteDir, 'node_modules')] }).css;
        return { contents: css, loader: /\.module\.s[ac]ss$/.test(args.path) ? 'local-css' : 'css', resolveDir: dirname(args.path) };
      });
    },
  };
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
function sharedReactModule(request: string): string {
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
  const names = SHARED_EXPORTS[part] ?? [];
  return `const m = globalThis.__mysiteReact.${part};\nexport default m;\n${names.map((n) => `export const ${n} = m.${n};`).join('\n')}\n`;
}

const SHARED_EXPORTS: Record<string, string[]> = {
  React: Object.keys(requireFromEngine('react') as object).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n)),
  JsxRuntime: ['jsx', 'jsxs', 'Fragment'],
  ReactDOM: ['createPortal', 'flushSync'],
  ReactDOMClient: ['createRoot', 'hydrateRoot'],
};
