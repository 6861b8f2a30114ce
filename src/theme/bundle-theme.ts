/**
 * Bundles the theme twice with esbuild, from the same entry points:
 * - for the server: one ESM module exporting `renderPage(chunk)`; React stays
 *   external (the engine's own copy), CSS is dropped, and a source map is
 *   kept beside it so errors thrown by components name their own files;
 * - for the browser: the hydration entry, split so each layout is its own
 *   lazily loaded chunk, minified, with content-hashed file names; each
 *   chunk's loader may load it again under a new URL (retryable-imports.ts).
 */
import type { ServerRenderer } from './import-server.js';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { build, type BuildOptions, type Message, type Metafile } from 'esbuild';
import { ENGINE_ROOT } from '../core/engine-package.js';
import { NODE_REQUIRE_BANNER } from '../core/node-require-banner.js';
import { MysiteError } from '../core/errors.js';
import { contentHashedNames } from '../core/content-hashed-names.js';
import type { OutputFile, SourcePosition } from '../core/types.js';
import { overrideProblem } from './component-overrides.js';
import type { ThemeSetup } from './prepare-theme.js';
import { featureModuleContents } from './site-features.js';
import { virtualModules } from './virtual-modules.js';
import { ASSET_LOADERS, inputFile, siteImports, type ThemeRules } from '../mdx/site-imports.js';
import { detailOf } from '../mdx/coded-detail.js';
import { inAuthorsTerms } from '../mdx/imports/docusaurus-modules.js';
import { DEFAULT_THEME_DIR } from './locate-theme.js';
import { bundleDiagrams } from './bundle-diagrams.js';
import { retryableImports } from './retryable-imports.js';

/** The engine's browser runtime, bundled from source with the theme. */
const CLIENT_DIR = join(ENGINE_ROOT, 'src/client');

export interface ClientBundle {
  files: OutputFile[];
  /** Output paths relative to the site root (no leading slash). */
  entryScript: string;
  css: string[];
  /** Layout name → chunks to modulepreload on pages of that layout. */
  preloads: Record<string, string[]>;
}

export interface BundleResult<T> {
  value: T;
  /** The files the bundle was made from (absolute): the engine's, the theme's and the site's, not other packages'. */
  inputs: string[];
}

/**
 * `emit`: files the pages import (images, fonts), published under a content hash.
 * `followColorMode`: the switch watches for page code setting the colour mode (site-features.ts).
 */
function common(setup: ThemeSetup, target: 'server' | 'client', emit: (file: OutputFile) => void = () => {}, followColorMode?: boolean): BuildOptions {
  return {
    absWorkingDir: setup.siteDir,
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
    resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
    metafile: true,
    // What the site's plugins' configureWebpack gives (plugins/bundler-hooks.ts).
    ...(setup.alias ? { alias: setup.alias } : {}),
    ...(setup.define ? { define: setup.define } : {}),
    write: false,
    plugins: [
      virtualModules(setup, target),
      // What React pages import as Docusaurus pages do (@site/, @theme/*, @docusaurus/*, SVG components, images, Sass), and the theme's own rules.
      ...siteImports({
        siteDir: setup.siteDir,
        baseUrl: setup.site.baseUrl,
        docusaurus: setup.docusaurus,
        staticDir: setup.staticDir,
        emit,
        ...(setup.idealImages ? { idealImages: setup.idealImages } : {}),
        compilePartial: async (path) => {
          throw new Error(`${relative(setup.siteDir, path)}: a React page cannot import a Markdown file; write the page as MDX (.mdx) instead.`);
        },
        virtual: { 'mysite:mdx-provider': () => 'export function useMDXComponents() { return {}; }' },
        swizzles: setup.swizzles,
        theme: themeRules(setup, target, followColorMode),
      }),
    ],
  };
}

function themeRules(setup: ThemeSetup, target: 'server' | 'client', followColorMode?: boolean): ThemeRules {
  const { theme } = setup;
  return {
    dir: theme.dir,
    publicEntry: setup.publicEntry,
    isDefault: theme.dir === DEFAULT_THEME_DIR,
    overrides: setup.overrides,
    unused: new Map(setup.unused.flatMap((name) => (theme.components.has(name) ? [[name, theme.components.get(name)!] as const] : []))),
    featureModules: featureModuleContents(setup.features, { followColorMode: followColorMode ?? setup.features.islands, searchPage: setup.searchPage }),
    // The server bundle keeps the ids: its source map points at the author's lines.
    // A right-to-left site keeps them: they tell the theme's English texts, which it isolates (core/translate-text.ts).
    ...(target === 'client' && !setup.site.messages && setup.site.direction !== 'rtl' ? { withoutMessageIds: [theme.dir, DEFAULT_THEME_DIR] } : {}),
  };
}

/** The input files of a bundle, from its metafile. */
function inputsOf(setup: ThemeSetup, meta: Metafile): string[] {
  return Object.keys(meta.inputs)
    .map(inputFile)
    .filter((input): input is string => input !== undefined)
    .map((input) => resolve(setup.siteDir, input))
    .filter((file) =>
      file.startsWith(ENGINE_ROOT + sep) ? !file.slice(ENGINE_ROOT.length).includes(`${sep}node_modules${sep}`) : !file.includes(`${sep}node_modules${sep}`),
    );
}

/** `dir`: where the server bundle is written to be imported. */
export async function bundleServer(setup: ThemeSetup, dir: string): Promise<BundleResult<ServerRenderer>> {
  const result = await runEsbuild(setup, {
    ...common(setup, 'server'),
    entryPoints: [join(CLIENT_DIR, 'server-entry.tsx')],
    outfile: join(dir, 'server.mjs'),
    platform: 'node',
    target: 'node20',
    banner: { js: NODE_REQUIRE_BANNER },
    sourcemap: 'external',
    sourcesContent: false,
    // JSX in .js files, as Docusaurus sites write their pages and components.
    loader: { ...ASSET_LOADERS, '.js': 'jsx', '.css': 'empty', '.module.css': 'local-css' },
  });
  const code = result.outputFiles!.find((f) => f.path.endsWith('.mjs'))!.text.replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n');
  const map = result.outputFiles!.find((f) => f.path.endsWith('.map'))!.text;
  const hash = createHash('sha1').update(code).digest('hex').slice(0, 12);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `server.${hash}.mjs`);
  if (!existsSync(file)) {
    // Older bundles are never imported again (a running watch server keeps its module in memory).
    for (const old of readdirSync(dir)) if (!old.startsWith(basename(file))) rmSync(join(dir, old), { force: true });
    writeFileSync(file + '.map', map);
    writeFileSync(file, code);
  }
  const { importServer } = await import('./import-server.js');
  return { value: { ...(await importServer(file, setup.siteDir)), file }, inputs: inputsOf(setup, result.metafile!) };
}

/** `useColorMode` (Docusaurus's), whose pages set the colour mode the theme's switch shows. */
const COLOR_MODE_HOOK = join(ENGINE_ROOT, 'src/compat/docusaurus/color-mode.ts');

export async function bundleClient(setup: ThemeSetup): Promise<BundleResult<ClientBundle>> {
  // The diagrams' code is a build of its own (bundle-diagrams.ts), made alongside.
  const diagrams = setup.features.diagrams ? bundleDiagrams(setup.siteDir, setup.mermaid) : undefined;
  diagrams?.catch(() => {});
  let bundled = await clientBundle(setup, setup.features.islands);
  // A React page of the site sets the colour mode: bundled again with a switch that follows it.
  if (!setup.features.islands && bundled.setsColorMode) bundled = await clientBundle(setup, true);
  if (!diagrams) return bundled;
  const { files, meta } = await diagrams;
  return { value: { ...bundled.value, files: [...bundled.value.files, ...files] }, inputs: [...new Set([...bundled.inputs, ...inputsOf(setup, meta)])] };
}

async function clientBundle(setup: ThemeSetup, followColorMode: boolean): Promise<BundleResult<ClientBundle> & { setsColorMode: boolean }> {
  const emitted: OutputFile[] = [];
  const result = await runEsbuild(setup, {
    ...common(setup, 'client', (file) => emitted.push(file), followColorMode),
    loader: { ...ASSET_LOADERS, '.js': 'jsx' },
    entryPoints: { entry: join(CLIENT_DIR, 'entry.tsx') },
    outdir: join(setup.siteDir, '.mysite-out'),
    platform: 'browser',
    target: 'es2020',
    splitting: true,
    minify: true,
    entryNames: 'assets/[ext]/[name].[hash]',
    chunkNames: 'assets/js/chunks/[name].[hash]',
    assetNames: 'assets/media/[name].[hash]',
    define: { ...setup.define, 'process.env.NODE_ENV': '"production"' },
    // The notices their licences ask for stay where they are (React's, mysite's): inline, as `eof` labels each
    // with its file's path, which differs between a clone and an installed package.
    legalComments: 'inline',
  });
  const outdir = join(setup.siteDir, '.mysite-out');
  // Before naming by content: the loaders' change is part of each file's bytes.
  const named = contentHashedNames(retryableImports(result.outputFiles!));
  const files = [...named.outputs.map((f) => ({ path: relative(outdir, f.path).split('\\').join('/'), contents: f.contents })), ...emitted];
  const meta = result.metafile!;
  const outputs = Object.entries(meta.outputs).map(([path, o]) => ({
    ...o,
    path: relative('.mysite-out', named.rename(path)).split('\\').join('/'),
    imports: o.imports.map((i) => ({ ...i, path: named.rename(i.path) })),
  }));
  const entry = outputs.find((o) => o.entryPoint?.endsWith('entry.tsx') && o.path.endsWith('.js'));
  if (!entry) throw new Error('esbuild produced no client entry');
  const css = outputs.filter((o) => o.path.endsWith('.css')).map((o) => o.path);
  const setsColorMode = outputs.some((o) =>
    Object.entries(o.inputs).some(([input, use]) => use.bytesInOutput > 0 && resolve(setup.siteDir, input) === COLOR_MODE_HOOK),
  );
  return { value: { files, entryScript: entry.path, css, preloads: layoutPreloads(setup, outputs, entry) }, inputs: inputsOf(setup, meta), setsColorMode };
}

type Output = Metafile['outputs'][string] & { path: string };

/**
 * Which chunks each layout needs, so a page can preload them alongside the
 * entry instead of discovering them one import at a time: the layout's own
 * static imports, then the entry's (the chunks it shares with layouts,
 * which a page of a layout that does not use them would otherwise find only
 * once the entry has arrived).
 */
function layoutPreloads(setup: ThemeSetup, outputs: Output[], entry: Output): Record<string, string[]> {
  const layoutFiles: Record<string, string> = { ...setup.pageLayouts };
  const entryFile = setup.theme.entry;
  const source = readFileSync(entryFile, 'utf8');
  for (const m of source.matchAll(/['"]?([\w:-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const target = resolve(dirname(entryFile), m[2]!);
    layoutFiles[m[1]!] = target;
  }
  const byPath = new Map(outputs.map((o) => [o.path, o]));
  const staticClosure = (path: string, seen = new Set<string>()): string[] => {
    if (seen.has(path)) return [];
    seen.add(path);
    const o = byPath.get(path);
    const deps = (o?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => relative('.mysite-out', i.path).split('\\').join('/'));
    return [path, ...deps.flatMap((d) => staticClosure(d, seen))];
  };
  const entryImports = staticClosure(entry.path).slice(1);
  const preloads: Record<string, string[]> = {};
  for (const [name, file] of Object.entries(layoutFiles)) {
    const stem = relative(setup.siteDir, file).replace(/\.(js|jsx|ts|tsx)$/, '');
    const out = outputs.find((o) => o.entryPoint && o.entryPoint.replace(/\.(js|jsx|ts|tsx)$/, '') === stem && o.path.endsWith('.js'));
    if (out) preloads[name] = [...new Set([...staticClosure(out.path), ...entryImports])];
  }
  return preloads;
}

/** Errors of a page's import of a Docusaurus module (mdx/imports/docusaurus-modules.ts): the page's to fix, told as in MDX pages. */
const PAGE_IMPORT_CODES = new Set<string>(['mdx/import', 'mdx/unknown-export']);

async function runEsbuild(setup: ThemeSetup, options: BuildOptions) {
  try {
    return await build(options);
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (!errors?.length) throw error;
    throw new MysiteError(
      inAuthorsTerms(errors, setup.siteDir).map(
        (m) =>
          overrideProblem(m, setup.overrides) ?? {
            severity: 'error' as const,
            code: detailOf(m.detail).code ?? 'theme/compile',
            message: PAGE_IMPORT_CODES.has(detailOf(m.detail).code!) ? m.text : `Cannot bundle the theme and pages: ${m.text}`,
            at: placeOf(m.location),
            hint: detailOf(m.detail).hint ?? compileHint(m.text),
          },
      ),
    );
  }
}

/** Where the message is: the stylesheets the theme imports are `theme.customCss`, set in the config. */
function placeOf(location: Message['location']): SourcePosition | undefined {
  if (!location) return undefined;
  if (location.file.startsWith('mysite:')) return { file: 'site.config.ts' };
  return { file: location.file, line: location.line, column: location.column + 1 };
}

function compileHint(text: string): string | undefined {
  const missing = /^Could not resolve "([^"]+)"/.exec(text)?.[1];
  if (!missing) return undefined;
  if (missing.startsWith('.') || missing.startsWith('/')) return 'Check the path: it is relative to the file that imports it.';
  return `Install the package in the site folder (npm install ${missing
    .split('/')
    .slice(0, missing.startsWith('@') ? 2 : 1)
    .join('/')}), or fix the import.`;
}
