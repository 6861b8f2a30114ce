/**
 * What MDX pages, the site's components and the theme may import, as
 * Docusaurus sites do, for esbuild (the server bundle of MDX pages, the
 * browser bundle of islands, the theme's two bundles): one ordered list of
 * rules, one esbuild plugin each, in imports/, each bundle taking the
 * entries that concern it.
 *
 * The order is the rules' precedence: esbuild asks each plugin's onResolve
 * and onLoad handlers in the order they were registered, and the first
 * answer wins. A rule that claims a file resolves it through the rules again
 * (imports/resolving.ts), with a mark that only the rules that change a name
 * (virtual modules, React, `@site/`, Docusaurus modules) answer.
 *
 * Each bundle puts its own entry modules before these (bundle-mdx.ts's
 * pages, bundle-islands.ts's islands, theme/virtual-modules.ts's theme,
 * which gives the theme bundles React too).
 */
import type { Plugin } from 'esbuild';
import type { OutputFile } from '../core/types.js';
import { FileBoundary, importBoundary } from './imports/boundary.js';
import { cssModules } from './imports/css-modules.js';
import type { DocusaurusData } from './docusaurus-data.js';
import { docusaurusModules } from './imports/docusaurus-modules.js';
import { partials } from './imports/partials.js';
import { IDEAL_IMAGE_NAMESPACE, idealImageImports } from './imports/ideal-images.js';
import type { IdealImages } from './ideal-image/ideal-images.js';
import { ASSET_NAMESPACE, publishedFiles } from './imports/published-files.js';
import { RAW_NAMESPACE, rawText } from './imports/raw-text.js';
import { sassStylesheets } from './imports/sass.js';
import { siteAlias } from './imports/site-alias.js';
import { stylesheetReferences } from './imports/stylesheet-references.js';
import { SVG_NAMESPACE, svgComponents } from './imports/svg-components.js';
import { uncompiledStylesheets } from './imports/uncompiled-stylesheets.js';
import { virtualModules } from './imports/virtual-modules.js';
import { reactImports } from './imports/shared-react.js';
import { swizzledComponents } from './imports/swizzles.js';
import { siteContextRequires } from './imports/site-context-requires.js';
import { componentOverrides, type ThemeOverride } from './imports/component-overrides.js';
import { unusedComponents } from './imports/unused-components.js';
import { barrelImports } from './imports/barrel-imports.js';
import { featureModules } from './imports/feature-modules.js';
import { messageIds } from './imports/message-ids.js';
import type { ThemeFiles } from './imports/theme-files.js';
import type { SiteSwizzle } from '../compat/swizzle/site-swizzles.js';

export { ASSET_LOADERS, assetPath } from './imports/published-files.js';

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
  /** The config's `idealImage`, set up (ideal-image/ideal-images.ts): PNG and JPEG imports are then responsive images. */
  idealImages?: IdealImages;
  /** The site's swizzled components (compat/swizzle/site-swizzles.ts). */
  swizzles: readonly SiteSwizzle[];
  /** MDX and island bundles: which side's React (imports/shared-react.ts); the theme's modules give the theme bundles theirs. */
  react?: 'server' | 'client';
  /** The theme bundles: what their own rules need. */
  theme?: ThemeRules;
}

/** What the theme bundles' rules are given (theme/bundle-theme.ts). */
export interface ThemeRules extends ThemeFiles {
  /** The default theme, whose components the site's swizzles replace where it imports them. */
  isDefault: boolean;
  /** `theme.components` (theme/component-overrides.ts). */
  overrides: readonly ThemeOverride[];
  /** The components no page shows (theme/unused-components.ts): their files, by name. */
  unused: ReadonlyMap<string, string>;
  /** Engine modules as this site's features make them (theme/site-features.ts). */
  featureModules: ReadonlyMap<string, string | undefined>;
  /** The browser bundle of a site without texts: the theme folders whose message ids it drops (imports/message-ids.ts). */
  withoutMessageIds?: readonly string[];
}

export function siteImports(options: SiteImportsOptions): Plugin[] {
  const { siteDir, baseUrl, staticDir, theme } = options;
  const boundary = new FileBoundary(siteDir, staticDir);
  return [
    // Names that stand for something else come first: what they stand for goes through the rules below.
    virtualModules(siteDir, options.virtual),
    ...(options.react ? [reactImports(options.react, siteDir)] : []),
    // Before the theme's rules: a swizzled part of a layout is the layout file's onLoad, which the barrel split and the
    // message ids would otherwise answer first; a swizzle replaces a component where an override would.
    swizzledComponents({ swizzles: options.swizzles, ...(theme?.isDefault ? { theme: { publicEntry: theme.publicEntry } } : {}) }),
    ...(theme ? themeRules(theme) : []),
    siteAlias(siteDir, staticDir),
    siteContextRequires(siteDir),
    docusaurusModules(options.docusaurus),
    // A stylesheet's url() and @import, before the rules for JavaScript imports, which leave them alone.
    stylesheetReferences({ siteDir, baseUrl, staticDir }),
    // `!!raw-loader!x.svg` is the text of x.svg: the loader prefix is read before the file's type.
    rawText(siteDir, staticDir),
    // Before published-files.ts, which would publish a .less file as a file of an unknown type.
    uncompiledStylesheets(),
    // An ideal image is published in its widths: before published-files.ts, which would publish it as one file.
    ...(options.idealImages ? [idealImageImports({ images: options.idealImages, baseUrl, emit: options.emit, boundary })] : []),
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

/** The theme bundles' own rules, in their order. */
function themeRules(theme: ThemeRules): Plugin[] {
  return [
    componentOverrides(theme.overrides, theme),
    unusedComponents(theme.unused, theme),
    barrelImports(theme.publicEntry),
    featureModules(theme.featureModules),
    // After the barrel split, which reads the files it changes itself (a theme file importing mysite-ssg/theme keeps its ids).
    ...(theme.withoutMessageIds ? [messageIds(theme.withoutMessageIds)] : []),
  ];
}

/** The rules' namespaces whose paths are files read from disk. */
const FILE_NAMESPACES = new Set([ASSET_NAMESPACE, SVG_NAMESPACE, RAW_NAMESPACE, IDEAL_IMAGE_NAMESPACE]);

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
