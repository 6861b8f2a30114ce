/**
 * Docs plugins with an `id` (`@docusaurus/plugin-content-docs` beside the
 * preset's docs: a "community" section with its own folder, route, sidebars,
 * versions and translations) become docs sections of their own. Each is
 * mapped as the docs are (map-docs.ts), under `docsSections.<id>` while the
 * plugins are read; then `docs` becomes the list mysite reads, the default
 * section first, and what each value came from follows it there. Their
 * versions (`<id>_versions.json`…) and translations
 * (`i18n/<locale>/docusaurus-plugin-content-docs-<id>/`) are read where
 * Docusaurus keeps them, so no file moves.
 */
import type { MapContext } from './map-context.js';
import { isPlainObject, type PlainObject } from './plain-value.js';

/** Where map-docs.ts gathers the sections with an id, by id, until `finishDocsSections`. */
export const SECTIONS_KEY = 'docsSections';

export function finishDocsSections(ctx: MapContext): void {
  const { m } = ctx;
  const gathered = m.config[SECTIONS_KEY];
  if (!isPlainObject(gathered)) return;
  delete m.config[SECTIONS_KEY];
  const list: PlainObject[] = [];
  const renames = new Map<string, string>();
  if (isPlainObject(m.config.docs)) {
    list.push(m.config.docs);
    renames.set('docs', 'docs.0');
  }
  for (const [id, options] of Object.entries(gathered)) {
    renames.set(`${SECTIONS_KEY}.${id}`, `docs.${list.length}`);
    list.push({ id, ...(isPlainObject(options) ? options : {}) });
  }
  m.config.docs = list;
  for (const [key, from] of [...m.sources]) {
    const prefix = [...renames.keys()].find((p) => key === p || key.startsWith(`${p}.`));
    if (prefix === undefined) continue;
    m.sources.delete(key);
    m.sources.set(renames.get(prefix)! + key.slice(prefix.length), from);
  }
}

/** Why a navbar item with a `docsPluginId` the config has no docs plugin for is left out. */
export function unknownDocsPluginReason(id: string, what: string): string {
  return `${what} of a docs plugin "${id}" the config does not have (no @docusaurus/plugin-content-docs with that id)`;
}
