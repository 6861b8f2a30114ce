/**
 * The site features a theme bundle is made for, and what a site without
 * each leaves out:
 * - islands: the router's islands hook (client/page-islands.ts) and, unless
 *   a React page sets the mode, the colour switch's watch for page code
 *   setting it (core/color-mode-changes.ts);
 * - Markdown pages: the `markdownPage` layout (`SITE_HAS_MARKDOWN_PAGES`,
 *   client/site-features.ts);
 * - unlisted pages: their notice (unused-components.ts).
 * This site's pages are 0.16 KB gzip lighter for it. Features are known once
 * the pages are compiled, while the theme is bundled alongside, so a run
 * starts from a guess (the last run's, else the cached bundles') and bundles
 * the theme again when its pages say otherwise (build/phases/load-content.ts).
 */
import { join } from 'node:path';
import type { Plugin } from 'esbuild';
import { ENGINE_ROOT } from '../core/engine-package.js';

export interface SiteFeatures {
  islands: boolean;
  markdownPages: boolean;
  /** Some page says it is unlisted (its data's `unlisted`): the theme's notice (unused-components.ts). */
  unlisted: boolean;
}

export const NO_FEATURES: SiteFeatures = { islands: false, markdownPages: false, unlisted: false };

export function sameFeatures(a: SiteFeatures, b: SiteFeatures): boolean {
  return (Object.keys(NO_FEATURES) as (keyof SiteFeatures)[]).every((name) => a[name] === b[name]);
}

/**
 * Engine modules whose contents depend on the site's features.
 * `followColorMode`: whether code besides the theme's switch may change the
 * colour mode (islands may; bundle-theme.ts finds a page's `useColorMode`).
 */
function featureModules(features: SiteFeatures, followColorMode: boolean): Map<string, string | undefined> {
  const src = (file: string) => join(ENGINE_ROOT, 'src', file);
  return new Map([
    [src('client/site-features.ts'), `export const SITE_HAS_MARKDOWN_PAGES = ${features.markdownPages};`],
    [src('client/page-islands.ts'), features.islands ? undefined : 'export function hydratePageIslands() {}'],
    [src('core/color-mode-changes.ts'), followColorMode ? undefined : 'export function onColorModeChange() {}'],
  ]);
}

export function siteFeaturesPlugin(features: SiteFeatures, followColorMode = features.islands): Plugin {
  const modules = featureModules(features, followColorMode);
  return {
    name: 'mysite-site-features',
    setup(b) {
      b.onLoad({ filter: /(site-features|page-islands|color-mode-changes)\.ts$/ }, (args) => {
        const contents = modules.get(args.path);
        return contents === undefined ? undefined : { contents, loader: 'js' };
      });
    },
  };
}
