/**
 * A swizzled component that imports what mysite does not provide (an ejected
 * Docusaurus component reaching into `@docusaurus/theme-common/internal`)
 * cannot be bundled. Rather than stop the build, mysite's own component
 * takes its place, and the build warns at the file with everything it lacks,
 * so a migrated site builds and looks as mysite's theme until it is rewritten.
 * A swizzle that wrapped the one left out may then fail in turn: rounds go on
 * until the bundles build or what fails is not a swizzle's import (the
 * error then carries the warnings too).
 */
import type { SiteSwizzle } from '../compat/swizzle/site-swizzles.js';
import { swizzleTarget } from '../compat/swizzle/swizzle-map.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';
import type { ErrorCode } from '../core/error-catalogue.js';
import type { ThemeSetup } from './prepare-theme.js';

/** The errors of an import of a Docusaurus module or name mysite lacks (mdx/imports/docusaurus-modules.ts). */
const MISSING_IMPORT_CODES = new Set<ErrorCode>(['mdx/import', 'mdx/unknown-export']);

export interface Fallbacks<T> {
  value: T;
  /** The setup the bundles were made with: without the swizzles left out. */
  setup: ThemeSetup;
  /** One warning per swizzle left out; none when every swizzle was used. */
  warnings: Diagnostic[];
}

export async function withSwizzleFallbacks<T>(setup: ThemeSetup, bundle: (setup: ThemeSetup) => Promise<T>): Promise<Fallbacks<T>> {
  const warnings: Diagnostic[] = [];
  let current = setup;
  for (;;) {
    try {
      return { value: await bundle(current), setup: current, warnings };
    } catch (error) {
      if (!(error instanceof MysiteError)) throw error;
      const lacking = missingImportsBySwizzle(error.diagnostics, current.swizzles);
      if (lacking.size === 0) throw warnings.length > 0 ? new MysiteError([...warnings, ...error.diagnostics], { cause: error }) : error;
      for (const [swizzle, missing] of lacking) warnings.push(fallbackWarning(swizzle, missing));
      current = { ...current, swizzles: current.swizzles.filter((s) => !lacking.has(s)) };
    }
  }
}

/** The swizzles that errors are imports of, each with the errors' messages. */
function missingImportsBySwizzle(errors: readonly Diagnostic[], swizzles: readonly SiteSwizzle[]): Map<SiteSwizzle, string[]> {
  const byFile = new Map(swizzles.map((s) => [s.relative, s]));
  const found = new Map<SiteSwizzle, string[]>();
  for (const error of errors) {
    const swizzle = error.at && MISSING_IMPORT_CODES.has(error.code) ? byFile.get(error.at.file) : undefined;
    if (swizzle) found.set(swizzle, [...(found.get(swizzle) ?? []), error.message]);
  }
  return found;
}

function fallbackWarning(swizzle: SiteSwizzle, missing: string[]): Diagnostic {
  const instead = swizzleTarget(swizzle.name)?.kind === 'theme' ? `mysite's own ${swizzle.name} is used instead` : 'the file is not used';
  return {
    severity: 'warning',
    code: 'theme/swizzle-fallback',
    message: `The swizzled ${swizzle.name} imports what mysite does not provide, so ${instead}: ${[...new Set(missing)].join(' ')}`,
    at: { file: swizzle.relative },
  };
}
