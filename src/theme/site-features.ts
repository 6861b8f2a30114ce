/**
 * The site features a theme bundle is made for, and what a site without
 * each leaves out:
 * - islands: the router's islands hook (client/page-islands.ts) and, unless
 *   a React page sets the mode, the colour switch's watch for page code
 *   setting it (core/color-mode-changes.ts);
 * - Markdown pages: the `markdownPage` layout (`SITE_HAS_MARKDOWN_PAGES`,
 *   client/site-features.ts);
 * - the search page (the config's `search.page`): its layout
 *   (`SITE_HAS_SEARCH_PAGE`, client/site-features.ts);
 * - unlisted pages: their notice (unused-components.ts);
 * - diagrams (Mermaid, core/mermaid-markup.ts): the check that loads their
 *   chunk (client/page-diagrams.ts, given through client/page-islands.ts).
 * This site's pages are 0.16 KB gzip lighter for it. Features are known once
 * the pages are compiled, while the theme is bundled alongside, so a run
 * starts from a guess (the last run's, else the cached bundles') and bundles
 * the theme again when its pages say otherwise (builder/phases/load-content.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_ROOT } from '../core/engine-package.js';

export interface SiteFeatures {
  islands: boolean;
  markdownPages: boolean;
  /** Some page says it is unlisted (its data's `unlisted`): the theme's notice (unused-components.ts). */
  unlisted: boolean;
  /** Some page holds a Mermaid diagram. */
  diagrams: boolean;
}

export const NO_FEATURES: SiteFeatures = { islands: false, markdownPages: false, unlisted: false, diagrams: false };

export function sameFeatures(a: SiteFeatures, b: SiteFeatures): boolean {
  return (Object.keys(NO_FEATURES) as (keyof SiteFeatures)[]).every((name) => a[name] === b[name]);
}

/**
 * Engine modules whose contents depend on the site's features, bundled so
 * (mdx/imports/feature-modules.ts); undefined: the file as written.
 * `followColorMode`: whether code besides the theme's switch may change the
 * colour mode (islands may; bundle-theme.ts finds a page's `useColorMode`).
 * `searchPage`: the site has a search page (the config's `search.page`).
 */
export function featureModuleContents(features: SiteFeatures, options: { followColorMode: boolean; searchPage: boolean }): Map<string, string | undefined> {
  const src = (file: string) => join(ENGINE_ROOT, 'src', file);
  return new Map([
    [
      src('client/site-features.ts'),
      `export const SITE_HAS_MARKDOWN_PAGES = ${features.markdownPages};\nexport const SITE_HAS_SEARCH_PAGE = ${options.searchPage};`,
    ],
    [src('client/page-islands.ts'), pageHooks(features)],
    [src('core/color-mode-changes.ts'), options.followColorMode ? undefined : 'export function onColorModeChange() {}'],
  ]);
}

const DIAGRAMS_HOOK = "export { drawPageDiagrams } from './page-diagrams.js';";

/** The router's hooks for what a page's HTML holds (client/page-islands.ts), each empty on a site without it; undefined: the file as written. */
function pageHooks(features: SiteFeatures): string | undefined {
  if (features.islands && features.diagrams) return undefined;
  const file = join(ENGINE_ROOT, 'src/client/page-islands.ts');
  const islands = features.islands ? readFileSync(file, 'utf8') : `export function hydratePageIslands() {}\n${DIAGRAMS_HOOK}`;
  return features.diagrams ? islands : islands.replace(DIAGRAMS_HOOK, 'export function drawPageDiagrams() {}');
}
