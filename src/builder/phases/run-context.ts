/**
 * What the phases of one run share: the site, the run's inputs (which files
 * changed, the state of the last good run), the builder's long-lived helpers
 * (caches, threads, cards, search index), and where output goes.
 */
import type { SiteRoute } from '../../core/layout-data.js';
import type { LocaleAlternate } from '../../i18n/alternates.js';
import type { SiteConfig } from '../../config/schema.js';
import type { Diagnostics } from '../../core/diagnostics.js';
import type { OutputFile } from '../../core/types.js';
import type { BuildContext } from '../../content/content-source.js';
import type { SocialCards } from '../../seo/cards/social-cards.js';
import type { SearchIndex } from '../../search/search-index.js';
import type { BuildCache } from '../cache/build-cache.js';
import type { SourceCache } from '../cache/source-cache.js';
import type { LastCommit } from '../../content/content-source.js';
import type { BuildState } from '../orchestration/build-state.js';
import type { Progress, Step } from '../orchestration/steps.js';
import type { OutputTarget } from '../output/output-target.js';
import type { WorkerPool } from '../workers/worker-pool.js';
import type { ScannedFiles } from './scanned-files.js';

/** Helpers a builder keeps for its whole life, whatever runs succeed. */
export interface BuildServices {
  sourceCache: SourceCache;
  cards: SocialCards;
  search: SearchIndex;
  pool: WorkerPool | undefined;
  /** Links found in feeds and the sitemap. */
  scannedFiles: ScannedFiles;
  /** The last commit of each source file, for the sitemap and the docs' last update (read once). */
  lastCommits: Map<string, LastCommit>;
  /** What builds keep between them, and where (disabled with `--no-cache`). */
  cache: BuildCache;
}

export interface RunContext {
  config: SiteConfig;
  siteDir: string;
  /** What sources are given to load with. */
  build: BuildContext;
  diagnostics: Diagnostics;
  step: Step;
  progress: Progress;
  /** Site-relative files changed since the last run; undefined builds everything. */
  changed: string[] | undefined;
  /** The last good run's state. */
  previous: BuildState;
  services: BuildServices;
  target: OutputTarget;
  /** The output folder's name as messages show it (e.g. `dist`). */
  outDirName: string;
  /** Writes a file to the target and records it as written by this run. */
  emit(file: OutputFile): void;
  /** Paths written by this run. */
  written: string[];
  /** The page in each locale of a translated site, for the sitemap (i18n/alternates.ts); undefined for a one-locale site. */
  alternates?: LocaleAlternate[];
  /** The routes the site's plugins added (src/plugins/); none without plugins. */
  pluginRoutes?: SiteRoute[];
}
