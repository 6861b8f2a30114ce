/**
 * The search step of a build run: what the index is given (labels from the
 * config, React pages rendered for their text, buckets indexed on the worker
 * threads when there are some), and which of the last run's index files are
 * gone.
 */
import type { SiteConfig } from '../../config/schema.js';
import type { OutputFile, Route } from '../../core/types.js';
import type { PageTexts } from '../../content/page-texts.js';
import { searchLabels } from '../../search/labels.js';
import { SEARCH_DIR } from '../../search/manifest.js';
import type { SearchIndex } from '../../search/search-index.js';
import type { Renderer } from './render-routes.js';
import type { WorkerPool } from '../workers/worker-pool.js';

export interface SearchRun {
  routes: Route[];
  keys: Map<string, { key: string }>;
  config: SiteConfig;
  /** The locale's texts: the groups' default labels. */
  texts: PageTexts;
  renderer: Renderer;
  pool: WorkerPool | undefined;
  /** Takes the pages' text files before the buckets are indexed (SearchUpdate.onTexts). */
  onTexts?(files: OutputFile[]): void;
}

export function updateSearch(search: SearchIndex, { routes, keys, config, texts, renderer, pool, onTexts }: SearchRun): Promise<OutputFile[]> {
  const translated = (config.i18n?.locales.length ?? 1) > 1;
  return search.update({
    routes,
    keys,
    labels: searchLabels(config, texts),
    render: (route) => pageText(renderer, route),
    translated,
    offload: pool && ((docs, key) => pool.run({ type: 'search', docs, key, translated })),
    onTexts,
  });
}

/** Index files of the last run that this run did not write. */
export function staleSearchFiles(previous: Iterable<string>, written: OutputFile[]): string[] {
  const current = new Set(written.map((f) => f.path));
  return [...previous].filter((path) => path.startsWith(`${SEARCH_DIR}/`) && !current.has(path));
}

/** A React page's title and HTML (its text is in code, not data). */
async function pageText(renderer: Renderer, route: Route): Promise<{ title: string; html: string }> {
  const chunk = await renderer.chunk(route);
  const page = await renderer.render(route.layout, JSON.stringify(chunk));
  return { title: chunk.head.title, html: page.html ?? '' };
}
