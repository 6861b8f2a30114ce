/**
 * How many threads a build uses when `--jobs` does not say: one for a small
 * site, where starting threads would cost more than they save, else one per
 * core. Pages are counted before anything is loaded (countPages).
 */
import { resolve } from 'node:path';
import fg from 'fast-glob';
import type { SiteConfig } from '../../config/schema.js';
import { apiSpecs, docsSpecs } from '../../config/sections.js';
import { countOperations } from '../../openapi/count-operations.js';
import { defaultJobs } from './worker-pool.js';

/** Below this many pages a build runs in one thread. */
const THREADS_FROM_PAGES = 300;

export function threadCountFor(pages: number): number {
  return pages >= THREADS_FROM_PAGES ? defaultJobs() : 1;
}

/** The site's pages, roughly: its docs' and blogs' Markdown files and its API's operations. */
export async function countPages(config: SiteConfig, siteDir: string): Promise<number> {
  const markdown = await fg(
    [...docsSpecs(config).map((docs) => docs.path), ...config.blogs.map((b) => b.path)].map((dir) => `${dir}/**/*.{md,mdx}`),
    { cwd: siteDir },
  );
  const operations = apiSpecs(config).reduce((n, api) => n + countOperations(resolve(siteDir, api.specPath)), 0);
  return markdown.length + operations;
}
