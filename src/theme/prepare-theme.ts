/**
 * Everything the two theme bundles are made from, checked before esbuild
 * runs so that a wrong theme name, a missing stylesheet or a bad component
 * override is reported as the author's mistake, all at once.
 */
import type { IdealImages } from '../mdx/ideal-image/ideal-images.js';
import type { Messages } from '../core/messages.js';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { MermaidOptions, SiteConfig } from '../config/schema.js';
import { apiSpecs, docsSpecs, type ApiSpec } from '../config/sections.js';
import { introHref } from '../openapi/intro-href.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { MysiteError } from '../core/errors.js';
import type { LocaleLink, SiteData } from '../client/types.js';
import { resolveOverrides, type ComponentOverride } from './component-overrides.js';
import { DEFAULT_THEME_DIR, locateTheme, type ThemeLocation } from './locate-theme.js';
import { tokenStylesheet } from '../markdown/token-classes.js';
import { themeStylesheet } from './theme-styles.js';
import { unusedComponents } from './unused-components.js';
import type { SiteFeatures } from './site-features.js';
import { siteSwizzles, type SiteSwizzle } from '../compat/swizzle/site-swizzles.js';
import { swizzleWarnings } from '../compat/swizzle/swizzle-warnings.js';
import { copyrightHtml } from '../core/copyright-html.js';
import { copyrightWarnings } from './copyright-warnings.js';
import type { DocusaurusData } from '../mdx/docusaurus-data.js';

/** Docusaurus's Infima class names in the default theme's colours (`theme.infima`). */
const INFIMA_CSS = join(DEFAULT_THEME_DIR, 'styles/infima.css');

export interface ThemeInput {
  config: SiteConfig;
  siteDir: string;
  /** Extra layouts (React pages): layout name → absolute file. */
  pageLayouts: Record<string, string>;
  /** The locale's texts of UI messages the bundles carry (theme/browser-texts.ts). */
  messages: Messages;
  /** A translated site's locales, for the locale dropdown. */
  locales?: LocaleLink[];
  /** What Docusaurus's generated modules hold, for React pages that import them. */
  docusaurus: DocusaurusData;
  /** What the site's pages use, of the code not every site needs (site-features.ts). */
  features: SiteFeatures;
  /** Where bundles are kept (builder/cache/build-cache.ts), and the engine identity that keys them. */
  cache: { themes: string; serverBundles: string; engineIdentity: string };
  /** What the site's plugins give the bundles (absent without plugins or clientModules). */
  plugins?: ThemePluginParts;
  /** The config's `idealImage`, set up: React pages' image imports are then responsive. */
  idealImages?: IdealImages;
}

/** Of the site's plugins (src/plugins/): what the bundles carry. */
export interface ThemePluginParts {
  /** `globalData[pluginName][pluginId]`, for useGlobalData and usePluginData. */
  globalData: Record<string, Record<string, unknown>>;
  /** Modules the browser runs once on every page (absolute). */
  clientModules: string[];
  /** From configureWebpack: resolve.alias and DefinePlugin values. */
  alias: Record<string, string>;
  define: Record<string, string>;
}

export interface ThemeSetup {
  siteDir: string;
  theme: ThemeLocation;
  /** `mysite-ssg/theme`: the default theme's public components. */
  publicEntry: string;
  site: SiteData;
  /** What Docusaurus's generated modules hold (mdx/docusaurus-data.ts). */
  docusaurus: DocusaurusData;
  /** CSS custom properties from `theme.colors` and `theme.fonts`. */
  stylesheet: string;
  /** The colours of highlighted code's token classes (the engine's, whatever the theme). */
  tokenStylesheet: string;
  /** `theme.customCss`, absolute. */
  customCss: string[];
  overrides: ComponentOverride[];
  /** The site's swizzled Docusaurus components (`src/theme/`), and what the build says of those it does not use. */
  swizzles: SiteSwizzle[];
  swizzleWarnings: Diagnostic[];
  /** What the build says of the config's parts the theme shows otherwise than written (copyright-warnings.ts). */
  siteWarnings: Diagnostic[];
  pageLayouts: Record<string, string>;
  /** The static folder, absolute: CSS may name its files by their path on the site. */
  staticDir: string;
  /** The theme's components no page of the site can show, bundled as nothing (unused-components.ts). */
  unused: string[];
  features: SiteFeatures;
  /** The config's `search.page`: the search page's layout is bundled. */
  searchPage: boolean;
  /** How diagrams look (the config's `mermaid`), on a site that has them: the diagrams' bundle's `mysite:mermaid` (bundle-diagrams.ts). */
  mermaid?: MermaidOptions;
  /** The site's client modules, and its plugins' aliases and definitions; absent when it has none. */
  clientModules?: string[];
  alias?: Record<string, string>;
  define?: Record<string, string>;
  /** The config's `idealImage`, set up; absent when it has none. */
  idealImages?: IdealImages;
}

export const PUBLIC_ENTRY = join(DEFAULT_THEME_DIR, 'public.ts');

export function prepareTheme(input: ThemeInput): ThemeSetup {
  const { config, siteDir } = input;
  const theme = locateTheme(config.theme.name, siteDir);
  const problems: Diagnostic[] = [];
  const customCss = config.theme.customCss.map((file, i) => {
    const absolute = resolve(siteDir, file);
    if (!existsSync(absolute)) {
      problems.push({
        severity: 'error',
        code: 'theme/missing-css',
        message: `theme.customCss[${i}]: there is no file ${file} (looked for ${absolute}).`,
        at: { file: 'site.config.ts' },
        hint: 'Paths are relative to the site folder, e.g. "./src/custom.css".',
      });
    }
    return absolute;
  });
  // Infima's classes first, so the site's own CSS overrides them as it did Infima's.
  if (config.theme.infima) customCss.unshift(INFIMA_CSS);
  const { overrides, problems: overrideProblems } = resolveOverrides(config.theme.components, theme, siteDir);
  problems.push(...overrideProblems);
  if (problems.length) throw new MysiteError(problems);
  const copyright = config.footer.copyright === undefined ? undefined : copyrightHtml(config.footer.copyright, config);
  const site = siteData(config, siteDir, input.pageLayouts, input.messages, input.locales);
  if (copyright) site.footer = { ...site.footer, copyright: copyright.html };
  const plugins = input.plugins;
  if (plugins && Object.keys(plugins.globalData).length > 0) site.globalData = plugins.globalData;
  const swizzles = siteSwizzles(siteDir);
  return {
    siteDir,
    theme,
    publicEntry: PUBLIC_ENTRY,
    site,
    docusaurus: input.docusaurus,
    stylesheet: themeStylesheet(config.theme),
    tokenStylesheet: tokenStylesheet(),
    customCss,
    overrides,
    swizzles,
    swizzleWarnings: swizzleWarnings(swizzles, theme.dir === DEFAULT_THEME_DIR),
    siteWarnings: copyrightWarnings(copyright?.issues ?? [], siteDir),
    pageLayouts: input.pageLayouts,
    staticDir: resolve(siteDir, config.staticDir),
    unused: unusedComponents(
      siteDir,
      site,
      input.features,
      docsSpecs(config).map((docs) => docs.versionsPrefix),
    ),
    features: input.features,
    searchPage: config.search !== false && config.search.page,
    ...(input.features.diagrams ? { mermaid: config.mermaid } : {}),
    ...(plugins?.clientModules.length ? { clientModules: plugins.clientModules } : {}),
    ...(input.idealImages ? { idealImages: input.idealImages } : {}),
    ...(plugins && Object.keys(plugins.alias).length > 0 ? { alias: plugins.alias } : {}),
    ...(plugins && Object.keys(plugins.define).length > 0 ? { define: plugins.define } : {}),
  };
}

export function siteData(config: SiteConfig, siteDir: string, pageLayouts: Record<string, string>, messages: Messages, locales?: LocaleLink[]): SiteData {
  const { title, tagline, url, baseUrl, locale, direction, navbar, footer, announcementBar, colorMode, favicon } = config;
  return {
    title,
    tagline,
    url,
    baseUrl,
    locale,
    direction,
    navbar,
    footer,
    announcementBar,
    colorMode,
    favicon,
    ...(config.trailingSlash === false ? {} : { trailingSlash: config.trailingSlash }),
    homePath: homePath(config, siteDir, pageLayouts),
    search: config.search !== false,
    ...(Object.keys(messages).length > 0 ? { messages } : {}),
    ...(locales ? { locales } : {}),
    ...(Object.keys(config.customFields).length > 0 ? { customFields: config.customFields } : {}),
  };
}

/**
 * Where the navbar's logo and title lead: the home page, or on a site
 * without one (docs only, blog only) the first section that has content.
 */
function homePath(config: SiteConfig, siteDir: string, pageLayouts: Record<string, string>): string {
  const sections: { route: string; dir: string; api?: ApiSpec }[] = [
    ...docsSpecs(config).map((docs) => ({ route: docs.routeBasePath, dir: docs.path })),
    ...config.blogs.map((b) => ({ route: b.routeBasePath, dir: b.path })),
    ...apiSpecs(config).map((api) => ({ route: api.routeBasePath, dir: api.specPath, api })),
  ].filter((s) => existsSync(join(siteDir, s.dir)));
  if ('page:/' in pageLayouts || sections.some((s) => s.route === '/')) return '/';
  const first = sections[0];
  if (first?.api) return introHref(siteDir, first.api);
  return first?.route ?? '/';
}
