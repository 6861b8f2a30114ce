/**
 * Bundles the MDX pages of a source with everything they import (their
 * components, partials, CSS, images), for rendering on the server: one
 * esbuild run, one module per page plus the shared chunks and the render
 * runtime, written to a folder of the cache (a module must be a file to be
 * imported) named by its contents. The CSS the pages import is bundled
 * once for the whole site; the files they import (images, fonts) are
 * published under a content hash.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import { ENGINE_ROOT } from '../core/engine-package.js';
import { NODE_REQUIRE_BANNER } from '../core/node-require-banner.js';
import type { OutputFile } from '../core/types.js';
import { bundleError } from './bundle-errors.js';
import { ASSET_LOADERS, inputFile, siteImports } from './site-imports.js';
import type { DocusaurusData } from './docusaurus-data.js';
import type { IdealImages } from './ideal-image/ideal-images.js';
import { writingFile } from '../core/file-system-errors.js';
import { siteSwizzles } from '../compat/swizzle/site-swizzles.js';
import { withSwizzleFallbacks } from './swizzle-fallback.js';
import type { Diagnostic } from '../core/diagnostics.js';

const RUNTIME = join(ENGINE_ROOT, 'src/mdx/runtime');

export interface MdxPageModule {
  /** Site-relative path of the page. */
  file: string;
  absolutePath: string;
  /** The page's text, where a problem with one of its imports is found. */
  source: string;
  code: string;
}

export interface MdxBundleInput {
  siteDir: string;
  baseUrl: string;
  /** What Docusaurus's generated modules hold. */
  docusaurus?: DocusaurusData;
  /** The static folder (absolute), whose files CSS may name by their path on the site. */
  staticDir: string;
  pages: MdxPageModule[];
  /** Where bundles are written to be imported (one folder per bundle). */
  outDir: string;
  /** The `mysite:mdx-provider` module: the global components. */
  provider: string;
  /** A partial imported by a page, compiled to a module. */
  compilePartial: (absolutePath: string) => Promise<string>;
  /** Why a partial may not be read, or undefined. */
  partialRefused: (absolutePath: string) => string | undefined;
  /** The config's `idealImage`, set up. */
  idealImages?: IdealImages;
}

export interface MdxBundle {
  /** The module of each page (absolute file), by its site-relative path. */
  pages: Map<string, string>;
  /** The render runtime (runtime/island-server.tsx with the global components). */
  runtime: string;
  /** The CSS the pages import, if any. */
  css?: string;
  /** Files the pages import (images, fonts…), under `assets/media/`. */
  assets: OutputFile[];
  /** Every file the bundle was made from (absolute), and the swizzles' it left out. */
  inputs: string[];
  /** The swizzles it left out, each a warning (mdx/swizzle-fallback.ts). */
  warnings: Diagnostic[];
  /** Every file of the bundle, for mapping errors back to sources. */
  files: string[];
  /** What each input imports (absolute paths), for finding partials that import each other. */
  graph: Map<string, string[]>;
}

export async function bundleMdx(input: MdxBundleInput): Promise<MdxBundle> {
  const { siteDir, pages } = input;
  const entries = pages.map((_, i) => ({ in: `mysite-page:${i}`, out: `pages/${i}` }));
  const styles = pages.map((_, i) => `import ${JSON.stringify(`mysite-page:${i}`)};`).join('\n');
  const emitted = new Map<string, OutputFile>();
  const bundled = await withSwizzleFallbacks(siteSwizzles(siteDir), (swizzles) =>
    build({
      entryPoints: [...entries, { in: join(RUNTIME, 'server-entry.ts'), out: 'runtime' }, { in: 'mysite:mdx-styles', out: 'styles' }],
      absWorkingDir: siteDir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      banner: { js: NODE_REQUIRE_BANNER },
      outdir: join(siteDir, '.mysite-mdx'),
      write: false,
      metafile: true,
      sourcemap: 'external',
      sourcesContent: false,
      jsx: 'automatic',
      logLevel: 'silent',
      loader: { ...ASSET_LOADERS, '.js': 'jsx' },
      assetNames: 'assets/media/[name].[hash]',
      chunkNames: 'chunks/[name].[hash]',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [
        pageModules(pages),
        ...siteImports({
          siteDir,
          baseUrl: input.baseUrl,
          docusaurus: input.docusaurus,
          staticDir: input.staticDir,
          emit: (file) => emitted.set(file.path, file),
          compilePartial: input.compilePartial,
          partialRefused: input.partialRefused,
          ...(input.idealImages ? { idealImages: input.idealImages } : {}),
          virtual: { 'mysite:mdx-provider': () => input.provider, 'mysite:mdx-styles': () => styles },
          swizzles,
          react: 'server',
        }),
      ],
    }).catch((error: unknown) => {
      throw bundleError(error, siteDir, pages);
    }),
  );
  const result = bundled.value;
  const outRoot = join(siteDir, '.mysite-mdx');
  const hash = createHash('sha1');
  // Bumped when what is written from the same output changes (the maps' sources), so older cached bundles are not reused.
  hash.update('maps with absolute sources');
  for (const f of result.outputFiles!) hash.update(f.path).update(f.contents);
  const dir = join(input.outDir, hash.digest('hex').slice(0, 16));
  const files: string[] = [];
  const assets: OutputFile[] = [...emitted.values()];
  let css: string | undefined;
  for (const f of result.outputFiles!) {
    const path = relative(outRoot, f.path).split(sep).join('/');
    if (path.startsWith('assets/')) assets.push({ path, contents: Buffer.from(f.contents) });
    // What CSS refers to is published under assets/ too; the CSS is published elsewhere, so its URLs start at the base URL.
    else if (path === 'styles.css') css = f.text.replace(/url\((["']?)\.\/assets\//g, `url($1${input.baseUrl}assets/`);
    else files.push(join(dir, path));
  }
  if (!existsSync(dir)) {
    const written = result.outputFiles!.filter((f) => !relative(outRoot, f.path).startsWith('assets'));
    const target = (file: string) => join(dir, relative(outRoot, file));
    for (const folder of new Set(written.map((f) => dirname(target(f.path))))) mkdirSync(folder, { recursive: true });
    // Two files a page (its module and its map): written side by side, not one after the other.
    await Promise.all(
      written.map((f) => writingFile(target(f.path), () => writeFile(target(f.path), f.path.endsWith('.map') ? mapWithAbsoluteSources(f) : f.contents))),
    );
    // The bundle is ES modules whatever the site's package.json says: Node reads it as such without guessing (and warning).
    await writingFile(join(dir, 'package.json'), () => writeFile(join(dir, 'package.json'), '{ "type": "module" }\n'));
    removeOtherBundles(input.outDir, dir);
  }
  return {
    pages: new Map(pages.map((page, i) => [page.file, join(dir, `pages/${i}.js`)])),
    runtime: join(dir, 'runtime.js'),
    css,
    assets,
    inputs: [...inputsOf(result.metafile!, siteDir), ...bundled.leftOut.map((s) => s.file)],
    warnings: bundled.warnings,
    files: files.filter((f) => f.endsWith('.js')),
    graph: importGraph(result.metafile!, siteDir),
  };
}

/** `mysite-page:<n>`: the compiled module of page n, resolved from the page's own folder. */
function pageModules(pages: MdxPageModule[]): Plugin {
  return {
    name: 'mysite-mdx-pages',
    setup(b) {
      b.onResolve({ filter: /^mysite-page:\d+$/ }, (args) => ({ path: args.path, namespace: 'mysite-page' }));
      b.onLoad({ filter: /.*/, namespace: 'mysite-page' }, (args) => {
        const page = pages[Number(args.path.slice('mysite-page:'.length))]!;
        return { contents: page.code, loader: 'js', resolveDir: dirname(page.absolutePath) };
      });
    },
  };
}

/**
 * A map's sources are relative to where esbuild put it (outdir), not to the
 * folder it is moved to: made absolute, errors name the author's files.
 */
function mapWithAbsoluteSources(map: { path: string; text: string }): string {
  const json = JSON.parse(map.text) as { sources: string[]; sourceRoot?: string };
  json.sources = json.sources.map((source) => (/^[a-z][a-z0-9+.-]*:/i.test(source) ? source : pathToFileURL(resolve(dirname(map.path), source)).href));
  return JSON.stringify(json);
}

function removeOtherBundles(outDir: string, keep: string): void {
  for (const name of readdirSync(outDir)) if (join(outDir, name) !== keep) rmSync(join(outDir, name), { recursive: true, force: true });
}

/** The site's files a bundle read (engine and packages aside): a change to one renders the pages again. */
function inputsOf(meta: Metafile, siteDir: string): string[] {
  return Object.keys(meta.inputs)
    .map(inputFile)
    .filter((input): input is string => input !== undefined && !input.split(/[\\/]/).includes('node_modules'))
    .map((input) => resolve(siteDir, input))
    .filter((file) => !file.startsWith(ENGINE_ROOT + sep));
}

function importGraph(meta: Metafile, siteDir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [input, { imports }] of Object.entries(meta.inputs)) {
    if (input.includes(':')) continue;
    graph.set(
      resolve(siteDir, input),
      imports.filter((i) => !i.external && !i.path.includes(':')).map((i) => resolve(siteDir, i.path)),
    );
  }
  return graph;
}
