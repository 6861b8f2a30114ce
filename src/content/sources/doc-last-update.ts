/**
 * A doc's "Last updated on <date> by <author>", as in Docusaurus: the date
 * and author of the file's last commit (read for the whole site with one
 * git call, see builder/cache/git-times.ts), unless its `last_update` front matter
 * gives them; each shown only when `docs.showLastUpdateTime` /
 * `docs.showLastUpdateAuthor` asks for it. Without git and front matter there
 * is nothing to show, and no line.
 */
import type { DocsOptions } from '../../config/schema.js';
import type { LastUpdate } from '../../core/page-data/doc.js';
import type { LastCommit } from '../content-source.js';
import { ENGLISH_TEXTS, type PageTexts } from '../page-texts.js';

/** `last_update` was checked with the rest of the front matter (front-matter-check.ts). */
export function lastUpdateOf(
  fm: Record<string, unknown>,
  commit: LastCommit | undefined,
  options: DocsOptions,
  texts: PageTexts = ENGLISH_TEXTS,
): LastUpdate | undefined {
  if (!options.showLastUpdateTime && !options.showLastUpdateAuthor) return undefined;
  const given = (fm.last_update ?? {}) as { date?: string | Date; author?: string | number };
  const out: LastUpdate = {};
  const date = given.date !== undefined ? new Date(given.date) : commit?.date;
  if (options.showLastUpdateTime && date) {
    out.date = date.toISOString();
    out.formattedDate = texts.longDate(date);
  }
  const author = given.author !== undefined ? String(given.author) : commit?.author;
  if (options.showLastUpdateAuthor && author) out.author = author;
  return out.date || out.author ? out : undefined;
}
