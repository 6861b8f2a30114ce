/**
 * `search` in site.config.ts: the offline full-text search (see
 * docs/SEARCH.md). Kept beside the schema that uses it.
 */
import { z } from 'zod';

export const searchOptions = z.union([
  z.literal(false),
  z.strictObject({
    /**
     * The parts of the site that are searched, and the heading their results
     * are grouped under: `docs`, `api`, `pages` (React pages) and each blog's
     * `id`. A label renames a part, `false` leaves it out of the index. Not
     * listed: indexed, as "Docs", "API", "Pages" and each blog's `blogTitle`.
     * @example { blog: 'Blog', releases: 'Release notes', pages: false }
     */
    sections: z.record(z.string(), z.union([z.string().min(1), z.literal(false)])).default({}),
  }),
]);

export type SearchOptions = z.output<typeof searchOptions>;
