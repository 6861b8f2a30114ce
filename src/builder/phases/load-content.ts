/**
 * Load: the content sources and the theme. Sources keep what they built
 * last time, so a run reloads only those whose files changed; an edit that
 * no source takes in stride (an image, a diagram, a theme file) starts them
 * all afresh, and so does a page that came, went or moved, since links kept
 * from the last run may then point to the wrong place.
 */
import picomatch from 'picomatch';
import { createSources } from '../../content/create-sources.js';
import { findPages, type PageFile } from '../../content/sources/pages.js';
import { MysiteError } from '../../core/errors.js';
import { settleAll } from '../../core/settle-all.js';
import type { SourceResult } from '../../content/content-source.js';
import type { ContentSource } from '../../content/content-source.js';
import type { BuildState, ThemeState } from '../orchestration/build-state.js';
import { fileRoutesKey } from '../orchestration/run-inputs.js';
import type { MdxPages } from '../../mdx/mdx-pages.js';
import { sameFeatures, type SiteFeatures } from '../../theme/site-features.js';
import { hasDiagram } from '../../core/mermaid-markup.js';
import { checkMermaidInstalled } from '../../theme/mermaid-package.js';
import type { RunContext } from './run-context.js';

export interface LoadedContent {
  theme: ThemeState;
  themeChanged: boolean;
  sources: ContentSource[];
  /** Each source's result, by source name. */
  results: Map<string, SourceResult>;
  fileRoutes: string;
}

/** `features`: what the bundles are made for; undefined when the run has nothing better than a guess. */
type BundleTheme = (pages: PageFile[], features?: SiteFeatures) => Promise<ThemeState>;

export async function loadContent(run: RunContext, bundleTheme: BundleTheme): Promise<LoadedContent> {
  const { config, siteDir, changed, previous, step, services } = run;
  const isPage = picomatch(`${config.pagesPath}/**`);
  const themeChanged = !previous.theme || !changed || changed.some((file) => isPage(file) || previous.theme!.inputs.has(file));
  const pageFiles = themeChanged ? await findPages(siteDir, config.pagesPath) : previous.theme!.pages;
  let fresh = !previous.sources || !changed || themeChanged || !changed.every((file) => absorbedBy(previous.sources!, file));
  if (fresh) startFresh(previous, createSources(config, pageFiles, run.pluginRoutes));
  const sources = previous.sources!;

  // Each source's social cards start drawing as soon as it has loaded.
  const loadOne = async (source: ContentSource) => {
    const result = await services.sourceCache.load(source, run.build);
    services.cards.warm(result.routes, config);
    return [source.name, result] as const;
  };
  const load = (list: ContentSource[]) => step('content', async () => new Map(await settleAll(list.map(loadOne))));
  const affected = (source: ContentSource) => {
    const matches = picomatch(source.watch);
    return changed!.some((file) => matches(file));
  };
  // Settled together: a page's errors and a React page's (in the theme bundle) come in one build.
  const [loadedNow, guessed] = await settleAll([
    load(sources.filter((s) => fresh || !previous.results.has(s.name) || affected(s))),
    themeChanged ? bundleTheme(pageFiles, previous.theme?.features) : Promise.resolve(previous.theme!),
  ]);
  let results = new Map(sources.map((s) => [s.name, loadedNow.get(s.name) ?? previous.results.get(s.name)!]));
  let fileRoutes = fileRoutesKey(results);
  if (!fresh && fileRoutes !== previous.fileRoutes) {
    fresh = true;
    startFresh(previous, createSources(config, pageFiles, run.pluginRoutes));
    results = await load(previous.sources!);
    fileRoutes = fileRoutesKey(results);
  }
  // The guess was wrong (the first island on the site, or the last one gone): bundled again for what the pages use.
  const features = siteFeatures(results, run.build.mdx);
  if (features.diagrams)
    checkMermaidInstalled(
      [...results.values()].flatMap((result) => result.routes),
      siteDir,
    );
  const theme = sameFeatures(guessed.features, features) ? guessed : await bundleTheme(pageFiles, features);
  if ([...results.values()].every((r) => r.routes.length === 0)) {
    throw MysiteError.of({
      code: 'config/empty-site',
      message: 'The site has nothing to build: no docs, blog, API reference or React page.',
      at: { file: 'site.config.ts' },
    });
  }
  return { theme, themeChanged: themeChanged || theme !== guessed, sources: previous.sources!, results, fileRoutes };
}

function siteFeatures(results: Map<string, SourceResult>, mdx: MdxPages | undefined): SiteFeatures {
  const routes = [...results.values()].flatMap((result) => result.routes);
  return {
    islands: [...(mdx?.groups.values() ?? [])].some((group) => group.islands.size > 0),
    markdownPages: routes.some((route) => route.layout === 'markdownPage'),
    unlisted: routes.some((route) => (route.data as { unlisted?: unknown }).unlisted === true),
    diagrams: routes.some((route) => hasDiagram((route.data as { html?: unknown }).html)),
  };
}

/** Whether a source reloads itself for this edit (see ContentSource.incremental). */
function absorbedBy(sources: ContentSource[], file: string): boolean {
  return sources.some((s) => s.incremental && picomatch(s.incremental)(file));
}

/**
 * New sources that remember nothing, and no route counted as resolved. Done
 * on the state at once, also when the run then fails: a next run, finding no
 * results kept, loads every source again.
 */
function startFresh(state: BuildState, sources: ContentSource[]): void {
  state.sources = sources;
  state.results.clear();
  state.resolved = new WeakSet();
  state.published = new Set();
}
