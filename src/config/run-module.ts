/**
 * Compiling and running a module the site owner wrote (site.config.ts, the
 * docs sidebars file): bundled by esbuild, so it may be TypeScript and import
 * local files, with packages left as imports, then imported from a file
 * inside the site so those imports resolve as they would from the site.
 */
import { build, type Message, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { ownerModuleBuild } from './owner-module-build.js';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { cacheDirOf } from '../core/cache-folder.js';
import { NODE_REQUIRE_BANNER } from '../core/node-require-banner.js';
import type { ErrorCode } from '../core/error-catalogue.js';
import { MysiteError } from '../core/errors.js';
import { packageSpecifier } from '../core/package-name.js';
import { writingFile } from '../core/file-system-errors.js';

/** `defineConfig` is an identity function: the config never needs the engine at runtime. */
const MYSITE_SHIM = 'export function defineConfig(config) { return config; }';

export interface CompiledModule {
  source: string;
  /** The module and the local files it imports (absolute paths). */
  files: string[];
}

/**
 * Bundles `file` (absolute) into one ES module. Code esbuild cannot compile
 * is an error of code `code` at each place esbuild names, relative to the site.
 */
export async function compileModule(file: string, siteDir: string, code: ErrorCode, options: CompileOptions = {}): Promise<CompiledModule> {
  try {
    return await bundleModule(file, siteDir, options);
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors ?? [];
    if (messages.length === 0) throw error;
    const siteRelative = (path: string) => relative(siteDir, resolve(siteDir, path)).split(sep).join('/');
    throw new MysiteError(
      messages.map((m) => ({
        severity: 'error' as const,
        code,
        message: `Cannot compile ${siteRelative(file)}: ${m.text}`,
        at: m.location ? { file: siteRelative(m.location.file), line: m.location.line, column: m.location.column + 1 } : { file: siteRelative(file) },
      })),
    );
  }
}

export interface CompileOptions {
  /**
   * Give the module what a CommonJS file of Node's has (`require` of packages, `__dirname`,
   * `__filename`), as Docusaurus plugins are often written: the site's own plugins.
   */
  commonJsGlobals?: boolean;
  /** Packages given by the engine instead: request → the module's JavaScript, bundled in (the site's plugins' `@docusaurus/plugin-content-blog`). */
  stubs?: Record<string, string>;
}

/** Each local file's own `__dirname` and `__filename`, before its first line (so its lines keep their numbers). */
const fileGlobals: Plugin = {
  name: 'mysite-file-globals',
  setup(b) {
    b.onLoad({ filter: /\.(c?js|mjs|ts|mts|cts)$/ }, async (args) => {
      if (/[\\/]node_modules[\\/]/.test(args.path)) return undefined;
      const text = await readFile(args.path, 'utf8');
      const globals = `var __dirname = ${JSON.stringify(dirname(args.path))}, __filename = ${JSON.stringify(args.path)}; `;
      return { contents: globals + text, loader: /\.[cm]?ts$/.test(args.path) ? 'ts' : 'js' };
    });
  },
};

function stubModules(stubs: Record<string, string>): Plugin {
  const names = Object.keys(stubs).map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return {
    name: 'mysite-stub-modules',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^(${names.join('|')})$`) }, (args) => ({ path: args.path, namespace: 'mysite-stub' }));
      b.onLoad({ filter: /.*/, namespace: 'mysite-stub' }, (args) => ({ contents: stubs[args.path], loader: 'js' }));
    },
  };
}

async function bundleModule(file: string, siteDir: string, options: CompileOptions): Promise<CompiledModule> {
  const result = await build({
    ...ownerModuleBuild(file, siteDir),
    ...(options.commonJsGlobals ? { banner: { js: NODE_REQUIRE_BANNER } } : {}),
    packages: 'external',
    metafile: true,
    // So that an error thrown while the module runs can be told at its line in the file the owner wrote.
    sourcemap: 'inline',
    sourcesContent: false,
    plugins: [
      ...(options.commonJsGlobals ? [fileGlobals] : []),
      ...(options.stubs ? [stubModules(options.stubs)] : []),
      {
        name: 'mysite-shim',
        setup(b) {
          // The package by its name, or by its former one (sites written before the rename).
          b.onResolve({ filter: packageSpecifier() }, () => ({ path: 'mysite', namespace: 'mysite-shim' }));
          b.onLoad({ filter: /.*/, namespace: 'mysite-shim' }, () => ({ contents: MYSITE_SHIM, loader: 'js' }));
        },
      },
    ],
  });
  const files = Object.keys(result.metafile!.inputs)
    .filter((input) => !input.includes(':'))
    .map((input) => resolve(siteDir, input));
  return { source: result.outputFiles[0]!.text, files };
}

/** Runs compiled code through `run` (which imports the file it is given), from a temporary file in the site's cache folder. */
export async function withModuleFile<T>(source: string, siteDir: string, run: (path: string) => Promise<T>): Promise<T> {
  // Written inside the site (in its cache folder), so bare imports resolve as they would from the
  // site: from its node_modules or any folder above it.
  const cacheDir = cacheDirOf(siteDir);
  mkdirSync(cacheDir, { recursive: true });
  const dir = mkdtempSync(join(cacheDir, 'module-'));
  const out = join(dir, 'module.mjs');
  try {
    writingFile(out, () => writeFileSync(out, source));
    return await run(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
