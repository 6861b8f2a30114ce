/**
 * Compiling and running a module the site owner wrote (site.config.ts, the
 * docs sidebars file): bundled by esbuild, so it may be TypeScript and import
 * local files, with packages left as imports, then imported from a file
 * inside the site so those imports resolve as they would from the site.
 */
import { build, type Message } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cacheDirOf } from '../build/cache/cache-files.js';

/** `defineConfig` is an identity function: the config never needs the engine at runtime. */
const MYSITE_SHIM = 'export function defineConfig(config) { return config; }';

export interface CompiledModule {
  source: string;
  /** The module and the local files it imports (absolute paths). */
  files: string[];
}

/** Bundles `file` into one ES module; esbuild's failure is thrown as it is (see `compileMessages`). */
export async function compileModule(file: string, siteDir: string): Promise<CompiledModule> {
  const result = await build({
    entryPoints: [file],
    absWorkingDir: siteDir,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
    packages: 'external',
    metafile: true,
    plugins: [
      {
        name: 'mysite-shim',
        setup(b) {
          b.onResolve({ filter: /^mysite$/ }, () => ({ path: 'mysite', namespace: 'mysite-shim' }));
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

/** esbuild's messages about the code, if that is why it failed (none: something else went wrong). */
export function compileMessages(error: unknown): Message[] {
  return (error as { errors?: Message[] }).errors ?? [];
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
    writeFileSync(out, source);
    return await run(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
