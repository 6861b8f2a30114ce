/**
 * Bundles a Docusaurus config with esbuild so it can run here whatever it is
 * written in (CommonJS or ESM, JavaScript or TypeScript), and so it loads
 * even when the team has not run `npm install`:
 *
 * - a package that cannot be resolved becomes a stand-in (migrate-runtime.ts)
 *   that any property, call or text can be taken from;
 * - installed packages and Node's modules stay imports, run by Node;
 * - each local module is wrapped so that the functions it exports are
 *   recorded with its path (a remark plugin in `./src/plugins/` is then
 *   imported the same way by the site.config.ts written from it);
 * - a JSON or text file the config imports is read as it runs, through
 *   the runtime, so the values taken from it are known (value-sources.ts);
 * - `require`, `require.resolve`, `__dirname` and `import.meta.url` behave
 *   as in the config's own folder (sidebars are often `require.resolve`d).
 */
import { build, type Message, type Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ownerModuleBuild } from '../config/owner-module-build.js';
import { RUNTIME_KEY } from './migrate-runtime.js';

export interface BundledConfig {
  source: string;
  /** Packages the config imports that are installed (kept as imports), each with how it is imported. */
  packages: { name: string; kind: 'require' | 'import' }[];
  /** The packages that are not installed which a local module (`./src/x.js`) imports, itself or through other local modules. */
  missingUnder(module: string): string[];
}

export class BundleError extends Error {
  constructor(readonly messages: Message[]) {
    super(messages.map((m) => m.text).join('\n'));
  }
}

const SCRIPT = /\.(c|m)?(j|t)sx?$/;
/** Files esbuild would inline as data (its JSON and text loaders). */
const DATA = /\.(json|txt)$/;

/** Bundles `file` (absolute); `wrapLocals: false` skips the origin wrappers (a fallback for modules they cannot wrap). */
export async function bundleConfig(file: string, siteDir: string, wrapLocals = true): Promise<BundledConfig> {
  const packages = new Map<string, 'require' | 'import'>();
  // Who imports what, to tell which local modules need a package that is not installed.
  const missingBy = new Map<string, Set<string>>();
  const localImports = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) => map.set(key, (map.get(key) ?? new Set()).add(value));
  const configUrl = pathToFileURL(file).href;
  const banner = [
    `import { createRequire as __mysiteCreateRequire } from 'node:module';`,
    `const __mysite = globalThis[Symbol.for(${JSON.stringify(RUNTIME_KEY)})];`,
    `const __mysiteRequire = __mysiteCreateRequire(${JSON.stringify(configUrl)});`,
    // require.resolve of a package that is not installed gives a marked path instead of throwing.
    `const require = Object.assign((id) => __mysiteRequire(id), __mysiteRequire, { resolve: (id, options) => { try { return __mysiteRequire.resolve(id, options); } catch (error) { if (/^[./]/.test(id)) throw error; return __mysite.markedPath(id); } } });`,
    `const __filename = ${JSON.stringify(file)};`,
    `const __dirname = ${JSON.stringify(dirname(file))};`,
  ].join('\n');
  const plugin: Plugin = {
    name: 'mysite-migrate',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === 'plain') return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const bare = !/^[./]/.test(args.path) && !/^[a-zA-Z]:[\\/]/.test(args.path);
        if (bare) {
          const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'plain' });
          if (found.errors.length > 0) {
            add(missingBy, args.importer, packageName(args.path));
            // An ES import gets an ES module with the names the importer takes; a require, the stand-in itself.
            if (args.kind === 'require-call') return { path: args.path, namespace: 'mysite-missing' };
            return { path: `${args.path}?from=${args.importer}`, namespace: 'mysite-missing-esm', pluginData: { name: args.path, importer: args.importer } };
          }
          if (!packages.has(args.path)) packages.set(args.path, args.kind === 'require-call' ? 'require' : 'import');
          return { path: args.path, external: true };
        }
        if (args.namespace === 'mysite-origin') return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'plain' });
        if (found.errors.length > 0) return undefined;
        // A data file is read when the config runs, so that where its values go is known (value-sources.ts).
        if (DATA.test(found.path)) return { path: found.path, namespace: 'mysite-data' };
        if (!wrapLocals || !SCRIPT.test(found.path)) return undefined;
        add(localImports, args.importer, found.path);
        return { path: found.path, namespace: 'mysite-origin' };
      });
      b.onLoad({ filter: /.*/, namespace: 'mysite-data' }, (args) => ({
        contents: `module.exports = __mysite.dataFile(${JSON.stringify(args.path)}, ${JSON.stringify(readFileSync(args.path, 'utf8'))});`,
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: 'mysite-missing' }, (args) => ({
        contents: `module.exports = __mysite.standIn(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: 'mysite-missing-esm' }, (args) => {
        const { name, importer } = args.pluginData as { name: string; importer: string };
        const names = importedNames(importer, name).filter((n) => n !== 'default');
        return {
          contents: [
            `const standIn = __mysite.standIn(${JSON.stringify(name)});`,
            'export default standIn;',
            ...names.map((n, i) => `const n${i} = standIn[${JSON.stringify(n)}];\nexport { n${i} as ${JSON.stringify(n)} };`),
          ].join('\n'),
          loader: 'js',
        };
      });
      b.onLoad({ filter: /.*/, namespace: 'mysite-origin' }, async (args) => ({
        contents: await originWrapper(args.path, siteDir),
        loader: 'js',
        resolveDir: dirname(args.path),
      }));
    },
  };
  try {
    const result = await build({
      ...ownerModuleBuild(file, siteDir),
      banner: { js: banner },
      define: {
        'import.meta.url': JSON.stringify(configUrl),
        'import.meta.dirname': JSON.stringify(dirname(file)),
        'import.meta.filename': JSON.stringify(file),
      },
      plugins: [plugin],
    });
    const missingUnder = (module: string) => {
      const seen = new Set<string>();
      const found = new Set<string>();
      const walk = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const name of missingBy.get(file) ?? []) found.add(name);
        for (const next of localImports.get(file) ?? []) walk(next);
      };
      walk(resolve(siteDir, module));
      return [...found].sort();
    };
    return { source: result.outputFiles[0]!.text, packages: [...packages].map(([name, kind]) => ({ name, kind })), missingUnder };
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors;
    if (messages?.length) throw new BundleError(messages);
    throw error;
  }
}

/** The names `file` imports from `specifier` (`import { a, b as c } from 'x'`, `export { d } from 'x'`). */
function importedNames(file: string, specifier: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const statement = new RegExp(`(?:import|export)\\s+(?:type\\s+)?([^;]*?)\\s+from\\s+['"]${quoted}['"]`, 'g');
  const names = new Set<string>();
  for (const match of text.matchAll(statement)) {
    const braces = /\{([^}]*)\}/.exec(match[1]!)?.[1];
    for (const part of braces?.split(',') ?? []) {
      const exported = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (exported) names.add(exported.replace(/^['"]|['"]$/g, ''));
    }
  }
  return [...names];
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * A module standing in for the local module `file`: it imports it, records
 * the functions it exports, and exports the same things. ES modules get an
 * ES module (re-exporting its default only when it has one), CommonJS
 * modules a CommonJS one, so imports see exactly what they would have.
 */
async function originWrapper(file: string, siteDir: string): Promise<string> {
  const module = `./${relative(siteDir, file).split(sep).join('/')}`;
  const shape = await moduleShape(file);
  const target = JSON.stringify(file);
  if (shape.format === 'esm') {
    return [
      `import * as ns from ${target};`,
      `export * from ${target};`,
      shape.exports.includes('default') ? `export { default } from ${target};` : '',
      `__mysite.tag(ns, ${JSON.stringify(module)});`,
    ].join('\n');
  }
  return `module.exports = __mysite.tag(require(${target}), ${JSON.stringify(module)});`;
}

/** Whether esbuild reads `file` as an ES module, and its exports. */
async function moduleShape(file: string): Promise<{ format?: string; exports: string[] }> {
  try {
    const result = await build({ entryPoints: [file], bundle: false, write: false, metafile: true, format: 'esm', platform: 'node', logLevel: 'silent' });
    const input = Object.values(result.metafile.inputs)[0];
    const output = Object.values(result.metafile.outputs)[0];
    return { format: input?.format, exports: output?.exports ?? [] };
  } catch {
    return { exports: [] };
  }
}
