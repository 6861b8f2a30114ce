/**
 * The order of the one list of import rules (site-imports.ts), where two
 * rules answer for the same file: a swizzled part of a layout is the
 * layout's onLoad, which the theme's message-id rule would otherwise answer
 * first (the layout calls translate()), and the bundle would lose the
 * site's component. The layout's own imports are left out of the bundle.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { ENGINE_ROOT } from '../../../src/core/engine-package.js';
import { siteImports } from '../../../src/mdx/site-imports.js';
import { RuleFolder } from './bundle-with.js';

const DEFAULT_THEME = join(ENGINE_ROOT, 'themes/default');

const importsLeftOut: Plugin = {
  name: 'imports-left-out',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'entry-point' ? undefined : { path: args.path, external: true }));
  },
};

describe('the order of the import rules', () => {
  const folder = new RuleFolder({ 'src/theme/DocItem/Footer/index.js': 'export default function Footer({ children }) { return children; }\n' });
  after(() => folder.remove());
  const footer = join(folder.dir, 'src/theme/DocItem/Footer/index.js');

  it("gives a swizzled layout part before the theme's rules rewrite the layout", async () => {
    const rules = siteImports({
      siteDir: folder.dir,
      baseUrl: '/',
      emit: () => {},
      compilePartial: async () => '',
      virtual: {},
      swizzles: [{ name: 'DocItem/Footer', file: footer, relative: 'src/theme/DocItem/Footer/index.js' }],
      theme: {
        dir: DEFAULT_THEME,
        publicEntry: join(DEFAULT_THEME, 'public.ts'),
        isDefault: true,
        overrides: [],
        unused: new Map(),
        featureModules: new Map(),
        withoutMessageIds: [DEFAULT_THEME],
      },
    });
    const entry = join(DEFAULT_THEME, 'layouts/DocLayout.tsx');
    const { build } = await import('esbuild');
    const out = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      logLevel: 'silent',
      jsx: 'automatic',
      plugins: [importsLeftOut, ...rules],
    });
    const text = out.outputFiles[0]!.text;
    assert.match(text, new RegExp(`from "${footer.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"`));
    assert.match(text, /SwizzledPart/);
  });
});
