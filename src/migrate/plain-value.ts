/**
 * What a Docusaurus config evaluated to, as plain data that can leave the
 * thread that ran it: JSON values, and markers for what JSON cannot hold
 * (functions, with the module that exports them; values of packages that
 * are not installed; anything else).
 */

/** Where a function comes from: a module (site-relative `./…` file or a package) and the export that holds it. */
export interface Origin {
  /** `./src/plugins/remark-x.js` (relative to the site folder) or a package name such as `remark-math`. */
  module: string;
  /** `default` (also a CommonJS module's `module.exports`) or the name of a named export. */
  export: string;
  /** For a local module: the packages it imports (itself or through other local modules) that are not installed. */
  needs?: string[];
}

export type Special =
  /** A function: `origin` when a module the config imports exports it, else it was written in the config. */
  | { __mysite: 'function'; name: string; origin?: Origin }
  /** A value taken from a package that is not installed (its stand-in, or text made from it). */
  | { __mysite: 'missing'; package: string }
  /** A value that is not plain data (a RegExp, a class instance, a circular reference…). */
  | { __mysite: 'other'; what: string };

export type Plain = null | boolean | number | string | Plain[] | PlainObject | Special;
export interface PlainObject {
  [key: string]: Plain | undefined;
  /** Never a key of plain data: it marks a Special. */
  __mysite?: never;
}

export function isSpecial(value: unknown): value is Special {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { __mysite?: unknown }).__mysite === 'string';
}

export function isPlainObject(value: Plain | undefined): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isSpecial(value);
}

export function isFunctionValue(value: Plain | undefined): value is Extract<Special, { __mysite: 'function' }> {
  return isSpecial(value) && value.__mysite === 'function';
}

export function isMissing(value: Plain | undefined): value is Extract<Special, { __mysite: 'missing' }> {
  return isSpecial(value) && value.__mysite === 'missing';
}
