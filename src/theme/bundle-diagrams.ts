/**
 * The diagrams' code (client/diagrams.ts and Mermaid) is a build of its own,
 * published at a fixed address (`DIAGRAMS_SCRIPT`, revalidated on each use as
 * the islands' runtime is, mdx/bundle-islands.ts), its Mermaid chunks under
 * content hashes. Split within the theme's build, it shared esbuild's
 * helpers with the theme: they moved into a chunk of their own, one more
 * file (406 B gzip) on every page of a site with diagrams. Apart, it shares
 * nothing, so a page without a diagram loads what it loads on a site without
 * any, the hook that looks for one aside (theme/site-features.ts).
 */
import { join, relative, sep } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { ENGINE_ROOT } from '../core/engine-package.js';
import { DIAGRAMS_SCRIPT } from '../core/mermaid-markup.js';
import type { MermaidOptions } from '../config/schema.js';
import type { OutputFile } from '../core/types.js';
import { contentHashedNames } from '../core/content-hashed-names.js';

const DIAGRAMS_ENTRY = join(ENGINE_ROOT, 'src/client/diagrams.ts');

export interface DiagramsBundle {
  files: OutputFile[];
  meta: Metafile;
}

/** `mermaid`: how diagrams look (the config's), the bundle's `mysite:mermaid`. */
export async function bundleDiagrams(siteDir: string, mermaid: MermaidOptions | undefined): Promise<DiagramsBundle> {
  const outdir = join(siteDir, '.mysite-diagrams');
  const result = await build({
    entryPoints: { [DIAGRAMS_SCRIPT.replace(/\.js$/, '')]: DIAGRAMS_ENTRY },
    absWorkingDir: siteDir,
    bundle: true,
    // Mermaid loads each kind of diagram as it needs it: a chunk apiece.
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    outdir,
    write: false,
    metafile: true,
    logLevel: 'silent',
    // As the theme's bundle keeps them (bundle-theme.ts): inline, without the file paths `eof` would add.
    legalComments: 'inline',
    entryNames: '[dir]/[name]',
    chunkNames: 'assets/js/diagrams/[name].[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [settingsModule(mermaid)],
  });
  const files = contentHashedNames(result.outputFiles!).outputs.map((f) => ({
    path: relative(outdir, f.path).split(sep).join('/'),
    contents: Buffer.from(f.contents),
  }));
  return { files, meta: result.metafile! };
}

/** `mysite:mermaid`: the config's `mermaid`, in this bundle alone. */
function settingsModule(mermaid: MermaidOptions | undefined): Plugin {
  return {
    name: 'mysite-mermaid-settings',
    setup(b) {
      b.onResolve({ filter: /^mysite:mermaid$/ }, (args) => ({ path: args.path, namespace: 'mysite-mermaid' }));
      b.onLoad({ filter: /.*/, namespace: 'mysite-mermaid' }, () => ({ contents: `export default ${JSON.stringify(mermaid ?? null)};`, loader: 'js' }));
    },
  };
}
