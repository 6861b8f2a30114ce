/**
 * `theme.components` (theme/component-overrides.ts checks them): wherever
 * the theme imports `components/Footer`, the bundle gets the site's file
 * instead (its default export, under the name `Footer`, the theme file's
 * other exports kept), while the theme's public entry keeps the original,
 * so an override can wrap it.
 */
import type { Plugin } from 'esbuild';
import { claims } from './resolving.js';
import { RELATIVE_IMPORT, type ThemeFiles, themeImportStem, withoutExtension } from './theme-files.js';

export interface ThemeOverride {
  /** The component's name in the theme. */
  name: string;
  /** The theme's component file (absolute). */
  original: string;
  /** The site's file (absolute). */
  replacement: string;
}

export function componentOverrides(overrides: readonly ThemeOverride[], theme: ThemeFiles): Plugin {
  const byStem = new Map(overrides.map((o) => [withoutExtension(o.original), o]));
  return {
    name: 'mysite-component-overrides',
    setup(b) {
      if (overrides.length === 0) return;
      b.onResolve(
        { filter: RELATIVE_IMPORT },
        claims((args) => {
          const stem = themeImportStem(args, theme);
          const override = stem === undefined ? undefined : byStem.get(stem);
          return override ? { path: override.name, namespace: 'mysite-override' } : undefined;
        }),
      );
      b.onLoad({ filter: /.*/, namespace: 'mysite-override' }, (args) => {
        const o = overrides.find((x) => x.name === args.path)!;
        return {
          contents: `export { default as ${o.name} } from ${JSON.stringify(o.replacement)};\nexport * from ${JSON.stringify(o.original)};`,
          loader: 'js',
          resolveDir: theme.dir,
        };
      });
    },
  };
}
