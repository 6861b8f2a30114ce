/**
 * Bundles the theme twice with esbuild, from the same entry points:
 * - for the server: one ESM module exporting `renderPage(chunk)`; React stays
 *   external (the engine's own copy), CSS is dropped;
 * - for the browser: the hydration entry, split so each layout is its own
 *   lazily loaded chunk, minified, with content-hashed file names.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type BuildOptions, type Message, type Metafile, type Plugin } from 'esbuild';
import type { SiteConfig } from '../config/schema.js';
import { MysiteError } from '../core/errors.js';
import type { OutputFile, PageHead } from '../core/types.js';
import type { PageChunk, SiteData } from '../client/types.js';
import { ENGINE_ROOT } from './engine-root.js';

/** The engine's root folder (holds src/client, which is bundled from source). */
const CLIENT_DIR = join(ENGINE_ROOT, 'src/client');
const requireFromEngine = createRequire(join(ENGINE_ROOT, 'package.json'));

export interface ThemeInput {
  config: SiteConfig;
  siteDir: string;
  /** Extra layouts (React pages): layout name → absolute file. */
  pageLayouts: Record<string, string>;
  cacheDir: string;
}

export interface ServerRenderer {
  renderPage(page: PageChunk): Promise<string>;
  layoutHead(layout: string): Promise<PageHead | undefined>;
  layoutNames: string[];
  /** The module file the renderer was imported from. */
  file: string;
}

export interface ClientBundle {
  files: OutputFile[];
  /** Output paths relative to the site root (no leading slash). */
  entryScript: string;
  css: string[];
  /** Layout name → chunks to modulepreload on pages of that layout. */
  preloads: Record<string, string[]>;
}

export function siteData(config: SiteConfig): SiteData {
  const { title, tagline, url, baseUrl, locale, direction, navbar, footer, announcementBar, colorMode, favicon } = config;
  return { title, tagline, url, baseUrl, locale, direction, navbar, footer, announcementBar, colorMode, favicon };
}

function themeDir(input: ThemeInput): string {
  return resolve(input.siteDir, input.config.theme);
}

function themeEntry(input: ThemeInput): string {
  const dir = themeDir(input);
  for (const name of ['index.ts', 'index.tsx', 'index.js']) if (existsSync(join(dir, name))) return join(dir, name);
  throw MysiteError.of('theme/missing', `No theme at ${input.config.theme} (expected ${input.config.theme}/index.ts).`, { file: input.config.theme });
}

/** `mysite:theme`, `mysite:site` and `mysite/client` for both bundles. */
function virtualModules(input: ThemeInput): Plugin {
  return {
    name: 'mysite-virtual',
    setup(b) {
      b.onResolve({ filter: /^mysite:(theme|site)$/ }, (args) => ({ path: args.path, namespace: 'mysite' }));
      b.onResolve({ filter: /^mysite\/client$/ }, () => ({ path: join(CLIENT_DIR, 'index.ts') }));
      b.onLoad({ filter: /.*/, namespace: 'mysite' }, (args) => {
        if (args.path === 'mysite:site') return { contents: `export default ${JSON.stringify(siteData(input.config))};`, loader: 'js' };
        const pages = Object.entries(input.pageLayouts)
          .map(([name, file]) => `${JSON.stringify(name)}: () => import(${JSON.stringify(file)})`)
          .join(',\n');
        return {
          contents: `import theme from ${JSON.stringify(themeEntry(input))};\nexport default { ...theme, layouts: { ...theme.layouts, ${pages} } };`,
          loader: 'js',
          resolveDir: input.siteDir,
        };
      });
    },
  };
}

/** Server bundles use the engine's React, so there is one React in the process. */
const externalReact: Plugin = {
  name: 'external-react',
  setup(b) {
    b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: requireFromEngine.resolve(args.path), external: true }));
  },
};

function common(input: ThemeInput): BuildOptions {
  return {
    absWorkingDir: input.siteDir,
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
    nodePaths: [join(ENGINE_ROOT, 'node_modules')],
    resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
    metafile: true,
    write: false,
  };
}

export async function bundleServer(input: ThemeInput): Promise<ServerRenderer> {
  const result = await runEsbuild({
    ...common(input),
    entryPoints: [join(CLIENT_DIR, 'server-entry.tsx')],
    platform: 'node',
    target: 'node20',
    loader: { '.css': 'empty', '.svg': 'dataurl', '.png': 'dataurl' },
    plugins: [virtualModules(input), externalReact],
  });
  const code = result.outputFiles![0]!.text;
  const hash = createHash('sha1').update(code).digest('hex').slice(0, 12);
  const dir = join(input.cacheDir, 'ssr');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `server.${hash}.mjs`);
  if (!existsSync(file)) {
    // Older bundles are never imported again (a running watch server keeps its module in memory).
    for (const old of readdirSync(dir)) if (old !== basename(file)) rmSync(join(dir, old), { force: true });
    writeFileSync(file, code);
  }
  return { ...((await import(pathToFileURL(file).href)) as Omit<ServerRenderer, 'file'>), file };
}

export async function bundleClient(input: ThemeInput): Promise<ClientBundle> {
  const result = await runEsbuild({
    ...common(input),
    entryPoints: { entry: join(CLIENT_DIR, 'entry.tsx') },
    outdir: join(input.siteDir, '.mysite-out'),
    platform: 'browser',
    target: 'es2020',
    splitting: true,
    minify: true,
    entryNames: 'assets/[ext]/[name].[hash]',
    chunkNames: 'assets/js/chunks/[name].[hash]',
    assetNames: 'assets/media/[name].[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    plugins: [virtualModules(input)],
  });
  const outdir = join(input.siteDir, '.mysite-out');
  const files = result.outputFiles!.map((f) => ({ path: relative(outdir, f.path).split('\\').join('/'), contents: f.contents }));
  const meta = result.metafile!;
  const outputs = Object.entries(meta.outputs).map(([path, o]) => ({ path: relative('.mysite-out', path).split('\\').join('/'), ...o }));
  const entry = outputs.find((o) => o.entryPoint?.endsWith('entry.tsx') && o.path.endsWith('.js'));
  if (!entry) throw new Error('esbuild produced no client entry');
  const css = outputs.filter((o) => o.path.endsWith('.css')).map((o) => o.path);
  return { files, entryScript: entry.path, css, preloads: layoutPreloads(input, outputs) };
}

type Output = Metafile['outputs'][string] & { path: string };

/**
 * Which chunks each layout needs, so a page can preload them alongside the
 * entry instead of discovering them one import at a time.
 */
function layoutPreloads(input: ThemeInput, outputs: Output[]): Record<string, string[]> {
  const layoutFiles: Record<string, string> = { ...input.pageLayouts };
  const entryFile = themeEntry(input);
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
  const preloads: Record<string, string[]> = {};
  for (const [name, file] of Object.entries(layoutFiles)) {
    const stem = relative(input.siteDir, file).replace(/\.(js|jsx|ts|tsx)$/, '');
    const out = outputs.find((o) => o.entryPoint && o.entryPoint.replace(/\.(js|jsx|ts|tsx)$/, '') === stem && o.path.endsWith('.js'));
    if (out) preloads[name] = staticClosure(out.path);
  }
  return preloads;
}

async function runEsbuild(options: BuildOptions) {
  try {
    return await build(options);
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors;
    if (!messages?.length) throw error;
    throw new MysiteError(
      messages.map((m) => ({
        severity: 'error' as const,
        code: 'theme/compile',
        message: `Cannot bundle the theme: ${m.text}`,
        at: m.location ? { file: m.location.file, line: m.location.line, column: m.location.column + 1 } : undefined,
      })),
    );
  }
}
