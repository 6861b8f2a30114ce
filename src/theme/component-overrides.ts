/**
 * `theme.components`: replaces components of the theme with the site's own,
 * at bundle time, without copying the theme (mdx/imports/component-overrides.ts
 * is the bundle's rule). Here: the config's entries checked against the
 * theme, and an override's missing default export told in the config's terms.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Message } from 'esbuild';
import type { Diagnostic } from '../core/diagnostics.js';
import { closest } from '../core/suggest.js';
import type { ThemeLocation } from './locate-theme.js';
import type { ThemeOverride } from '../mdx/imports/component-overrides.js';

export interface ComponentOverride extends ThemeOverride {
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
