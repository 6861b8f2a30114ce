/**
 * Render: every file of the site. The site-wide files (published images and files, feeds,
 * sitemap, robots, headers, redirects, sidebars, the client bundle when the theme
 * changed) are emitted first (written while the pages render, see
 * OutputSwap); then the pages, with a page whose key is
 * unchanged carried over from the last run; then the social cards (drawn
 * while the pages render) and the search index.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputFile } from '../../core/types.js';
import { isLinkingFile } from '../../links/read-output.js';
import { redirectFiles } from '../../seo/redirect-pages.js';
import { siteFiles } from '../../seo/site-files.js';
import type { ThemeState } from '../orchestration/build-state.js';
import { renderPages, type RenderPagesResult } from './render-pages.js';
import type { ResolvedSite } from './resolve-site.js';
import type { RunContext } from './run-context.js';
import { updateSearch } from './search-phase.js';
import { pageTextsOf } from '../../content/page-texts.js';
import { sitemapFiles } from './sitemap.js';

export interface RenderedSite extends RenderPagesResult {
  /** The site-wide files that hold links the link check reads (feeds, the sitemap). */
  linkingFiles: OutputFile[];
  searchFiles: OutputFile[];
  /** The sidebars as JSON: a page's key depends on them. */
  sidebarsJson: string;
}

export async function renderSite(run: RunContext, site: ResolvedSite, theme: ThemeState, themeChanged: boolean): Promise<RenderedSite> {
  const { config, step, services, previous } = run;
  const { routes, sidebars } = site;
  // Drawn while the pages render; awaited after.
  const cards = services.cards.files(routes, config);
  cards.catch(() => {});

  const { renderer } = theme;
  renderer.setDocsVersions(site.docsVersions);
  const linkingFiles = await writeSiteFiles(run, site, theme, themeChanged);

  const sidebarsJson = JSON.stringify(sidebars);
  const last = previous.rendered;
  const pages = await step('render', () =>
    renderPages({
      routes,
      renderer,
      target: run.target,
      trailingSlash: config.trailingSlash,
      previous: last && { routes: last.routes, sameSidebars: last.sidebars === sidebarsJson, renderer: last.renderer },
      onProgress: (done, total) => run.progress('render', done, total),
    }),
  );
  run.written.push(...pages.written);
  // What is left: the cards still to draw, and the search index, built meanwhile.
  services.cards.hurry();
  // The pages' search texts are written while the threads index the buckets.
  const texts: OutputFile[] = [];
  const onTexts = (files: OutputFile[]) => {
    texts.push(...files);
    for (const file of files) run.emit(file);
  };
  const search = step('search', () =>
    updateSearch(services.search, { routes, keys: pages.keys, config, texts: pageTextsOf(run.build), renderer, pool: services.pool, onTexts }),
  );
  search.catch(() => {});
  for (const file of await step('cards', () => cards)) run.emit(file);
  const indexFiles = await search;
  for (const file of indexFiles) run.emit(file);
  return { ...pages, linkingFiles, searchFiles: [...indexFiles, ...texts], sidebarsJson };
}

/**
 * Emits the site-wide files and returns those the link check reads (feeds,
 * the sitemap, redirect pages). The others are not kept: at 5,000 pages the Markdown twins
 * and llms-full.txt are 44 MB of text, which the pages' render and the
 * search index would otherwise be built beside.
 */
async function writeSiteFiles(run: RunContext, site: ResolvedSite, theme: ThemeState, themeChanged: boolean): Promise<OutputFile[]> {
  const { config, siteDir, step, services } = run;
  const { routes, sidebars } = site;
  const { renderer } = theme;
  const files: OutputFile[] = [
    ...site.published,
    ...site.files,
    ...siteFiles(routes, sidebars, config),
    ...renderer.setSidebars(sidebars),
    renderer.headersFile(),
  ];
  const redirects = redirectFiles(routes, config, siteDir);
  for (const warning of redirects.warnings) run.diagnostics.warn(warning);
  files.push(...redirects.files);
  if (themeChanged) files.push(...theme.client.files);
  files.push(
    ...(await step('sitemap', () =>
      sitemapFiles({
        routes,
        config,
        lastModified: services.lastCommits,
        alternates: run.alternates,
        ownRobots: existsSync(join(siteDir, config.staticDir, 'robots.txt')),
        cache: services.cache.sitemap ? { file: services.cache.sitemap, identity: services.cache.identity } : undefined,
      }),
    )),
  );
  for (const file of files) run.emit(file);
  return files.filter((file) => isLinkingFile(file.path) || redirects.files.includes(file));
}
