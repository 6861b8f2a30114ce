/**
 * The parts of the site search indexes and the label their results are
 * grouped under, from `search.sections` in the config. A key that names no
 * part of the site is the author's mistake, reported with a suggestion.
 */
import type { SiteConfig } from '../config/schema.js';
import { apiSpecs, docsSpecs } from '../config/sections.js';
import { MysiteError } from '../core/errors.js';
import { closest } from '../core/suggest.js';
import { ENGLISH_TEXTS, type PageTexts } from '../content/page-texts.js';

/** Part of the site → label, for the parts that are indexed (none when search is off); `texts`: the locale's, for the default labels. */
export function searchLabels(config: SiteConfig, texts: PageTexts = ENGLISH_TEXTS): Map<string, string> {
  if (config.search === false) return new Map();
  const defaults = new Map<string, string>([
    // The default docs section is `docs` whether or not the site has one, as it always was.
    ['docs', texts.text('theme.SearchDialog.group.docs')],
    ...docsSpecs(config)
      .filter((docs) => docs.searchPart !== 'docs')
      .map((docs): [string, string] => [docs.searchPart, docs.searchLabel]),
    ...apiSpecs(config).map((api): [string, string] => [api.searchPart, api.searchLabel]),
    ...config.blogs.map((b): [string, string] => [b.id, b.blogTitle]),
    ['pages', texts.text('theme.SearchDialog.group.pages')],
  ]);
  const labels = new Map<string, string>();
  for (const [part, fallback] of defaults) {
    const chosen = config.search.sections[part];
    if (chosen !== false) labels.set(part, chosen ?? fallback);
  }
  for (const part of Object.keys(config.search.sections)) {
    if (defaults.has(part)) continue;
    const guess = closest(part, defaults.keys());
    throw MysiteError.of({
      code: 'config/search-section',
      message: `search.sections.${part}: the site has no part "${part}"${guess ? ` (did you mean "${guess}"?)` : ''}.`,
      at: { file: 'site.config.ts' },
      hint: `Parts you can label or leave out: ${[...defaults.keys()].join(', ')} (docs, each other docs section's id, pages, each API's id or api, and each blog's id).`,
    });
  }
  return labels;
}
