/**
 * A swizzled component that imports what mysite does not provide (an ejected
 * Docusaurus component reaching into `@docusaurus/theme-common/internal`)
 * cannot be bundled. Rather than stop the build, mysite's own component
 * takes its place, and the build warns at the file with everything it lacks,
 * so a migrated site builds and looks as mysite's theme until it is rewritten.
 * A swizzle that wrapped the one left out may then fail in turn: rounds go on
 * until the bundle builds or what fails is not a swizzle's import (the
 * error then carries the warnings too). The theme's bundles and the MDX
 * pages' bundle each go through it: a page's Markdown headings import the
 * swizzled `Heading`, the theme never does.
 */
import type { Diagnostic } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';
import type { ErrorCode } from '../core/error-catalogue.js';
import type { SiteSwizzle } from '../compat/swizzle/site-swizzles.js';
import { swizzleTarget } from '../compat/swizzle/swizzle-map.js';

/** The errors of an import of a Docusaurus module or name mysite lacks (mdx/imports/docusaurus-modules.ts). */
const MISSING_IMPORT_CODES = new Set<ErrorCode>(['mdx/import', 'mdx/unknown-export']);

export interface Fallbacks<T> {
  value: T;
  /** The swizzles left out: their files decide the bundle too (a change to one may let it in). */
  leftOut: SiteSwizzle[];
  /** One warning per swizzle left out. */
  warnings: Diagnostic[];
}

/** `bundle` is made with the swizzles it is given; it throws a MysiteError with the bundle's errors. */
export async function withSwizzleFallbacks<T>(swizzles: readonly SiteSwizzle[], bundle: (used: readonly SiteSwizzle[]) => Promise<T>): Promise<Fallbacks<T>> {
  const leftOut: SiteSwizzle[] = [];
  const warnings: Diagnostic[] = [];
  let used = swizzles;
  for (;;) {
    try {
      return { value: await bundle(used), leftOut, warnings };
    } catch (error) {
      if (!(error instanceof MysiteError)) throw error;
      const lacking = missingImportsBySwizzle(error.diagnostics, used);
      if (lacking.size === 0) throw warnings.length > 0 ? new MysiteError([...warnings, ...error.diagnostics], { cause: error }) : error;
      for (const [swizzle, missing] of lacking) {
        leftOut.push(swizzle);
        warnings.push(fallbackWarning(swizzle, missing));
      }
      used = used.filter((s) => !lacking.has(s));
    }
  }
}

/** The swizzles that errors are imports of, each with the errors' messages. */
function missingImportsBySwizzle(errors: readonly Diagnostic[], swizzles: readonly SiteSwizzle[]): Map<SiteSwizzle, string[]> {
  const byFile = new Map(swizzles.map((s) => [s.relative, s]));
  const found = new Map<SiteSwizzle, string[]>();
  for (const error of errors) {
    const swizzle = error.at && MISSING_IMPORT_CODES.has(error.code) ? byFile.get(error.at.file) : undefined;
    // The first sentence: what is missing (the rest lists what mysite provides, said once in the hint).
    if (swizzle) found.set(swizzle, [...(found.get(swizzle) ?? []), error.message.replace(/ It provides .*$/s, '')]);
  }
  return found;
}

function fallbackWarning(swizzle: SiteSwizzle, missing: string[]): Diagnostic {
  const kind = swizzleTarget(swizzle.name)?.kind;
  const instead = kind === 'theme' || kind === 'module' ? `mysite's own ${swizzle.name} is used instead` : 'the file is not used';
  return {
    severity: 'warning',
    code: 'theme/swizzle-fallback',
    message: `The swizzled ${swizzle.name} imports what mysite does not provide, so ${instead}: ${[...new Set(missing)].join(' ')}`,
    at: { file: swizzle.relative },
  };
}
