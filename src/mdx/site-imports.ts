/**
 * What MDX pages and the site's components may import, as Docusaurus sites
 * do, for esbuild (the server bundle of MDX pages, the browser bundle of
 * islands, the theme bundles of React pages): an ordered list of rules, one
 * esbuild plugin each, in imports/.
 *
 * The order is the rules' precedence: esbuild asks each plugin's onResolve
 * and onLoad handlers in the order they were registered, and the first
 * answer wins. A rule that claims a file resolves it through the rules again
 * (imports/resolving.ts), with a mark that only the rules that change a name
 * (virtual modules, `@site/`, Docusaurus modules) answer.
 *
 * MDX bundles add `reactImports` before these (imports/shared-react.ts).
 */
import type { Plugin } from 'esbuild';
import type { OutputFile } from '../core/types.js';
import { FileBoundary, importBoundary } from './imports/boundary.js';
import { cssModules } from './imports/css-modules.js';
import type { DocusaurusData } from './docusaurus-data.js';
import { docusaurusModules } from './imports/docusaurus-modules.js';
import { partials } from './imports/partials.js';
import { ASSET_NAMESPACE, publishedFiles } from './imports/published-files.js';
import { RAW_NAMESPACE, rawText } from './imports/raw-text.js';
import { sassStylesheets } from './imports/sass.js';
import { siteAlias } from './imports/site-alias.js';
import { stylesheetReferences } from './imports/stylesheet-references.js';
import { SVG_NAMESPACE, svgComponents } from './imports/svg-components.js';
import { uncompiledStylesheets } from './imports/uncompiled-stylesheets.js';
import { virtualModules } from './imports/virtual-modules.js';

export { ASSET_LOADERS, assetPath } from './imports/published-files.js';
export { reactImports } from './imports/shared-react.js';

export interface SiteImportsOptions {
  siteDir: string;
  /** The site's base URL, which the URLs of imported files start with. */
  baseUrl: string;
  /** A file imported from code (an image, a font), to publish at `path`. */
  emit: (file: OutputFile) => void;
  /** A Markdown or MDX file imported by a page, compiled to a module. */
  compilePartial: (absolutePath: string) => Promise<string>;
  /** Why a partial may not be read (core/site-boundary.ts), or undefined. */
  partialRefused?: (absolutePath: string) => string | undefined;
  /** The static folder (absolute): CSS may name its files by their path on the site (`url(/img/x.svg)`). */
  staticDir?: string;
  /** What Docusaurus's generated modules hold (`@generated/docusaurus.config`…). */
  docusaurus?: DocusaurusData;
  /** Virtual modules by name (`mysite:…`), made by the bundler. */
  virtual: Record<string, () => string>;
}

export function siteImports(options: SiteImportsOptions): Plugin[] {
  const { siteDir, baseUrl, staticDir } = options;
  const boundary = new FileBoundary(siteDir, staticDir);
  return [
    // Names that stand for something else come first: what they stand for goes through the rules below.
    virtualModules(siteDir, options.virtual),
    siteAlias(siteDir, staticDir),
    docusaurusModules(options.docusaurus),
    // A stylesheet's url() and @import, before the rules for JavaScript imports, which leave them alone.
    stylesheetReferences({ siteDir, baseUrl, staticDir }),
    // `!!raw-loader!x.svg` is the text of x.svg: the loader prefix is read before the file's type.
    rawText(siteDir, staticDir),
    // Before published-files.ts, which would publish a .less file as a file of an unknown type.
    uncompiledStylesheets(),
    publishedFiles({ baseUrl, emit: options.emit, boundary }),
    partials({ compilePartial: options.compilePartial, partialRefused: options.partialRefused }),
    svgComponents(boundary),
    // CSS modules before Sass: `x.module.scss` is a module, compiled as Sass inside it.
    cssModules(siteDir),
    sassStylesheets(siteDir),
    // Last: every file no rule above claimed (code, JSON, text) passes the site's boundary (those that claim files check it themselves).
    importBoundary(boundary),
  ];
}

/** The rules' namespaces whose paths are files read from disk. */
const FILE_NAMESPACES = new Set([ASSET_NAMESPACE, SVG_NAMESPACE, RAW_NAMESPACE]);

/**
 * The file a bundle's metafile input is (one of the rules' namespaced files
 * too: an edit to it must build again what imports it), or undefined for a
 * module that is no file.
 */
export function inputFile(input: string): string | undefined {
  const colon = input.indexOf(':');
  if (colon < 0) return input;
  return FILE_NAMESPACES.has(input.slice(0, colon)) ? input.slice(colon + 1) : undefined;
}
