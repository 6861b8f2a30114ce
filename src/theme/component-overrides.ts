/**
 * `theme.components`: replaces components of the theme with the site's own,
 * at bundle time, without copying the theme. Wherever the theme imports
 * `components/Footer`, the bundle gets the site's file instead (its default
 * export, under the name `Footer`), while the theme's public entry
 * (`mysite-ssg/theme`) keeps the original, so an override can wrap it.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Message, Plugin } from 'esbuild';
import type { Diagnostic } from '../core/diagnostics.js';
import { closest } from '../core/suggest.js';
import type { ThemeLocation } from './locate-theme.js';

export interface ComponentOverride {
  name: string;
  /** The theme's component file. */
  original: string;
  /** The site's file, absolute. */
  replacement: string;
  /** As written in the config, for messages. */
  configured: string;
}

const CONFIG_FILE = 'site.config.ts';

/** Checks `theme.components` against the theme; returns the overrides, or the problems. */
export function resolveOverrides(
  components: Record<string, string>,
  theme: ThemeLocation,
  siteDir: string,
): { overrides: ComponentOverride[]; problems: Diagnostic[] } {
  const overrides: ComponentOverride[] = [];
  const problems: Diagnostic[] = [];
  for (const [name, file] of Object.entries(components)) {
    const original = theme.components.get(name);
    if (!original) {
      const guess = closest(name, theme.components.keys());
      problems.push({
        severity: 'error',
        code: 'theme/unknown-component',
        message: `theme.components.${name}: the theme has no component "${name}"${guess ? ` (did you mean "${guess}"?)` : ''}.`,
        at: { file: CONFIG_FILE },
        hint: `Components you can replace: ${[...theme.components.keys()].join(', ')}.`,
      });
      continue;
    }
    const replacement = resolve(siteDir, file);
    if (!existsSync(replacement)) {
      problems.push({
        severity: 'error',
        code: 'theme/missing-component-file',
        message: `theme.components.${name}: there is no file ${file} (looked for ${replacement}).`,
        at: { file: CONFIG_FILE },
        hint: 'Paths are relative to the site folder, e.g. "./src/components/Footer.tsx".',
      });
      continue;
    }
    overrides.push({ name, original, replacement, configured: file });
  }
  return { overrides, problems };
}

const withoutExtension = (file: string) => file.replace(/\.(tsx|ts|jsx|js)$/, '');

export function overridesPlugin(overrides: ComponentOverride[], theme: ThemeLocation, publicEntry: string): Plugin {
  const byStem = new Map(overrides.map((o) => [withoutExtension(o.original), o]));
  return {
    name: 'mysite-component-overrides',
    setup(b) {
      if (overrides.length === 0) return;
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (!args.importer.startsWith(theme.dir) || args.importer === publicEntry) return undefined;
        const override = byStem.get(withoutExtension(resolve(args.resolveDir, args.path)));
        return override ? { path: override.name, namespace: 'mysite-override' } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: 'mysite-override' }, (args) => {
        const o = overrides.find((x) => x.name === args.path)!;
        return {
          // The site's component under the theme's name; the theme file's other exports stay available.
          contents: `export { default as ${o.name} } from ${JSON.stringify(o.replacement)};\nexport * from ${JSON.stringify(o.original)};`,
          loader: 'js',
          resolveDir: theme.dir,
        };
      });
    },
  };
}

/** esbuild's "no default export" for an override file, as the author's error. */
export function overrideProblem(message: Message, overrides: ComponentOverride[]): Diagnostic | undefined {
  const m = /^No matching export in "([^"]+)" for import "default"$/.exec(message.text);
  if (!m) return undefined;
  const o = overrides.find((x) => x.replacement.endsWith(m[1]!.replace(/^\.\//, '')) || resolve(m[1]!) === x.replacement);
  if (!o) return undefined;
  return {
    severity: 'error',
    code: 'theme/component-no-default',
    message: `theme.components.${o.name}: ${o.configured} has no default export.`,
    at: { file: o.configured.replace(/^\.\//, '') },
    hint: `Export the component as the default: export default function ${o.name}(props) { … } (its props are ThemeComponentProps<'${o.name}'> from mysite-ssg/theme).`,
  };
}
