// Compiles the engine (src/) and the tests (test/) from TypeScript to plain
// ESM in lib/, file by file, so `mysite` starts without a TypeScript loader,
// and writes the public entries' type declarations (lib/types).
// Runs on `npm install` (prepare) and before `npm test`.
import { build } from 'esbuild';
import fg from 'fast-glob';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { writeDeclarations } from './declarations.mjs';
import { placeAddon } from './native-addon.mjs';
import { writeThirdPartyNotices } from './third-party-notices.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const entryPoints = await fg(['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.ts', '!test/fixtures/**', '!src/client/**'], {
  cwd: root,
});
// Everything in lib/ is made again, except the declarations: tsc brings those
// up to date itself (incrementally), alongside esbuild, in a second process.
const KEPT = new Set(['types', 'types.tsbuildinfo']);
for (const name of existsSync(join(root, 'lib')) ? readdirSync(join(root, 'lib')) : []) {
  if (!KEPT.has(name)) rmSync(join(root, 'lib', name), { recursive: true, force: true });
}
const declarations = writeDeclarations(root);
await build({
  absWorkingDir: root,
  entryPoints,
  outdir: 'lib',
  outbase: '.',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: 'inline',
  logLevel: 'warning',
});

// The engine again, bundled: one module per entry point (the CLI, the kinds
// of worker thread, and the package's public API, `mysite-ssg`), its dependencies inside, shared code and lazily
// imported parts in chunks. A build thread then loads a few modules instead
// of about 900, which was most of a small build's time. Kept out: React (the
// site's own, a peer dependency, which the theme's bundles import too),
// packages with native binaries, and Shiki's grammars (loaded one by one, as
// a build needs them; Shiki's core and engine are bundled, which spares an
// install the HTML serialiser and its 30 packages that the core depends on
// and mysite never calls). The package ships lib/bundle, not lib/src.
const bundled = await build({
  absWorkingDir: root,
  entryPoints: {
    cli: 'src/cli/main.ts',
    'build-worker': 'src/builder/workers/worker.ts',
    'card-worker': 'src/seo/cards/card-worker.ts',
    'migrate-worker': 'src/migrate/evaluate-worker.ts',
    index: 'src/index.ts',
  },
  outdir: 'lib/bundle',
  chunkNames: 'chunks/[name].[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  external: [
    'react',
    'react-dom',
    'react/*',
    'react-dom/*',
    'esbuild',
    '@napi-rs/canvas',
    '@shikijs/langs-precompiled',
    '@shikijs/langs-precompiled/*',
    'fsevents',
  ],
  define: { MYSITE_BUNDLED: 'true' },
  // Shorter code, same names and lines (stack traces stay readable): about 0.5 MB less to install.
  minifySyntax: true,
  // Bundled CommonJS packages call require() for Node's own modules.
  banner: { js: "import { createRequire as __mysiteCreateRequire } from 'node:module'; const require = __mysiteCreateRequire(import.meta.url);" },
  metafile: true,
  logLevel: 'warning',
});
// What the bundle holds (kept for the tests), and the notices of the packages in it, shipped with it.
writeFileSync(join(root, 'lib/bundle-meta.json'), JSON.stringify(bundled.metafile));
writeThirdPartyNotices(root, bundled.metafile);

// The output-swap addon, if `prepare` built it (scripts/build-native.mjs): lib/ was just made anew.
placeAddon(root);

await declarations;
