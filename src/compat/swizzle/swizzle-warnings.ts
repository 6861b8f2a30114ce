/**
 * What the build says about a site's swizzled components that it does not
 * use: a Docusaurus component mysite's theme has no place for, each at its
 * file with what to do; every one of them, when the site's theme is not the
 * default one (they replace the default theme's components).
 */
import type { Diagnostic } from '../../core/diagnostics.js';
import type { SiteSwizzle } from './site-swizzles.js';
import { swizzleTarget } from './swizzle-map.js';

export function swizzleWarnings(swizzles: readonly SiteSwizzle[], defaultTheme: boolean): Diagnostic[] {
  const warnings: Diagnostic[] = [];
  if (!defaultTheme) {
    const replacing = swizzles.filter((s) => swizzleTarget(s.name)?.kind === 'theme');
    if (replacing.length > 0) {
      warnings.push({
        severity: 'warning',
        code: 'theme/swizzle-other-theme',
        message: `Swizzled components of the default theme (${replacing.map((s) => s.name).join(', ')}), and the site has a theme of its own (theme.name): not used.`,
        at: { file: replacing[0]!.relative },
      });
    }
  }
  for (const swizzle of swizzles) {
    const target = swizzleTarget(swizzle.name);
    if (target?.kind !== 'unsupported') continue;
    warnings.push({
      severity: 'warning',
      code: 'theme/swizzle-unsupported',
      message: `Docusaurus's ${swizzle.name}, swizzled here, has no place in mysite's theme: the file is not used.`,
      at: { file: swizzle.relative },
      hint: `Instead, ${target.instead}.`,
    });
  }
  return warnings;
}
