/**
 * The browser side of islands: one runtime module at a fixed address
 * (`_mysite/islands.js`, loaded by pages that have islands: see
 * src/client/islands.ts) that hydrates them, and a chunk per island
 * component, loaded only by the pages that show it. React is the page's own
 * (site-imports.ts), so a chunk holds the component's code alone.
 */
import { join, relative, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';
import type { SiteInfo } from '../compat/page-context.js';
import { ENGINE_ROOT } from '../core/engine-package.js';
import type { OutputFile } from '../core/types.js';
import { contentHashedNames } from '../core/content-hashed-names.js';
import type { IslandEntry } from './mdx-pages.js';
import type { DocusaurusData } from './docusaurus-data.js';
import type { IdealImages } from './ideal-image/ideal-images.js';
import { bundleError } from './bundle-errors.js';
import type { InlineModule } from './inline-island.js';
import type { LookedUpFiles } from '../core/looked-up-files.js';
import { siteMdxComponentsFile } from './provider.js';
import { ASSET_LOADERS, siteImports } from './site-imports.js';
import { siteSwizzles } from '../compat/swizzle/site-swizzles.js';

const ISLANDS_CLIENT = join(ENGINE_ROOT, 'src/mdx/runtime/islands-client.tsx');

export interface IslandsBundleInput {
  siteDir: string;
  site: SiteInfo;
  /** What Docusaurus's generated modules hold. */
  docusaurus?: DocusaurusData;
  islands: IslandEntry[];
  /** The config's `markdown.components`. */
  components: Record<string, string>;
  /** Where the site's MDXComponents file is looked up (provider.ts). */
  lookedUp: LookedUpFiles;
  compilePartial: (absolutePath: string) => Promise<string>;
  /** The config's `idealImage`, set up. */
  idealImages?: IdealImages;
}

export async function bundleIslands(input: IslandsBundleInput): Promise<OutputFile[]> {
  const { siteDir, site, islands } = input;
  const loaders = islands.map((island) => `${JSON.stringify(island.key)}: () => import(${JSON.stringify(`mysite-island:${island.key}`)})`);
  const entry = [
    `import { hydrateIslands } from ${JSON.stringify(ISLANDS_CLIENT)};`,
    `const loaders = { ${loaders.join(', ')} };`,
    'export function hydrate(root) { return hydrateIslands(loaders, root); }',
  ].join('\n');
  const outdir = join(siteDir, '.mysite-islands');
  const emitted: OutputFile[] = [];
  const result = await build({
    entryPoints: { '_mysite/islands': 'mysite:islands-entry' },
    absWorkingDir: siteDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    outdir,
    write: false,
    logLevel: 'silent',
    jsx: 'automatic',
    // The notices their licences ask for stay where they are (React's, mysite's): inline, as `eof` labels each
    // with its file's path, which differs between a clone and an installed package.
    legalComments: 'inline',
    loader: { ...ASSET_LOADERS, '.js': 'jsx' },
    entryNames: '[dir]/[name]',
    chunkNames: 'assets/js/islands/[name].[hash]',
    assetNames: 'assets/media/[name].[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      islandModules(islands, input),
      ...siteImports({
        siteDir,
        baseUrl: site.baseUrl,
        docusaurus: input.docusaurus,
        emit: (file) => emitted.push(file),
        compilePartial: input.compilePartial,
        ...(input.idealImages ? { idealImages: input.idealImages } : {}),
        virtual: { 'mysite:islands-entry': () => entry, 'mysite:site-info': () => `export default ${JSON.stringify(site)};` },
        swizzles: siteSwizzles(siteDir),
        react: 'client',
      }),
    ],
  }).catch((error: unknown) => {
    throw bundleError(error, siteDir);
  });
  const files: OutputFile[] = [];
  for (const f of contentHashedNames(result.outputFiles!).outputs) {
    const path = relative(outdir, f.path).split(sep).join('/');
    // The pages' CSS is in the content stylesheet already (bundle-mdx.ts); their files too.
    if (path.endsWith('.css') || path.startsWith('assets/media/')) continue;
    files.push({ path, contents: Buffer.from(f.contents) });
  }
  return files;
}

/** `mysite-island:<key>`: a module whose default export is the island's component, imported as the page imports it. */
function islandModules(islands: IslandEntry[], input: IslandsBundleInput): Plugin {
  const byKey = new Map(islands.map((island) => [island.key, island]));
  return {
    name: 'mysite-island-modules',
    setup(b) {
      b.onResolve({ filter: /^mysite-island:/ }, (args) => ({ path: args.path, namespace: 'mysite-island' }));
      b.onLoad({ filter: /.*/, namespace: 'mysite-island' }, (args) => {
        const island = byKey.get(args.path.slice('mysite-island:'.length))!;
        const { info } = island;
        if (info.inline) return { contents: inlineComponent(info.inline, input), loader: 'jsx', resolveDir: island.resolveDir };
        if (info.kind === 'global') return { contents: globalComponent(info.name, input), loader: 'js', resolveDir: input.siteDir };
        const source = JSON.stringify(info.source);
        const contents =
          info.imported === 'default' ? `export { default } from ${source};` : `export { ${JSON.stringify(info.imported)} as default } from ${source};`;
        return { contents, loader: 'js', resolveDir: island.resolveDir };
      });
    },
  };
}

/** A global component, from where the provider takes it (provider.ts). */
function globalComponent(name: string, input: IslandsBundleInput): string {
  return `${globalImport(name, 'component', input)}\nexport default component;`;
}

/** An element written in the page with its function child (inline-island.ts), its global components imported. */
function inlineComponent(inline: InlineModule, input: IslandsBundleInput): string {
  return [...inline.globals.map((name) => globalImport(name, name, input)), inline.source].join('\n');
}

/** `const <local> = <the global component name>;`, from where the provider takes it (provider.ts). */
function globalImport(name: string, local: string, input: IslandsBundleInput): string {
  const spec = input.components[name];
  if (spec) {
    const [module, exportName = 'default'] = spec.split('#');
    const from = module!.startsWith('.') ? `@site/${module!.replace(/^\.\//, '')}` : module!;
    return `import * as ${local}$module from ${JSON.stringify(from)};\nconst ${local} = ${local}$module[${JSON.stringify(exportName)}];`;
  }
  const siteFile = siteMdxComponentsFile(input.lookedUp);
  const from = siteFile ? `@site/${siteFile}` : '@theme/MDXComponents';
  return `import ${local}$components from ${JSON.stringify(from)};\nconst ${local} = ${local}$components[${JSON.stringify(name)}];`;
}
