/**
 * The part of a locale's texts the theme bundles carry (`site.messages`,
 * which goes to the browser with the entry script): what code running in
 * the browser may look up. Left out are the texts only the engine writes
 * into pages at build time (reading time, page titles, the API reference's
 * schema words: content/engine-messages.ts, openapi/api-texts.ts) that no
 * component of the default theme nor the runtime reads, and, on a site
 * without an API reference, the API pages' texts, which no page shows. The
 * site's own ids (its components') all go.
 */
import { join } from 'node:path';
import { ENGINE_MESSAGES } from '../content/engine-messages.js';
import { ENGINE_ROOT } from '../core/engine-package.js';
import type { Messages } from '../core/messages.js';
import { API_MESSAGES } from '../openapi/api-texts.js';
import { DEFAULT_THEME_DIR } from './locate-theme.js';
import { themeMessages } from './theme-messages.js';

const API_PREFIX = 'theme.api.';

let writtenOnly: ReadonlySet<string> | undefined;

/** The engine's ids that no code in the browser reads (found once: the engine's files do not change while it runs). */
function engineOnlyIds(): ReadonlySet<string> {
  if (!writtenOnly) {
    const read = new Set([...themeMessages(DEFAULT_THEME_DIR).keys(), ...themeMessages(join(ENGINE_ROOT, 'src/client')).keys()]);
    writtenOnly = new Set(Object.keys({ ...ENGINE_MESSAGES, ...API_MESSAGES }).filter((id) => !read.has(id)));
  }
  return writtenOnly;
}

/** `hasApi`: the site has an API reference (config/sections.ts `apiSpecs`). */
export function browserTexts(texts: Messages, { hasApi }: { hasApi: boolean }): Messages {
  // An English site without code.json has none: the theme's files are not read for it.
  if (Object.keys(texts).length === 0) return texts;
  const engineOnly = engineOnlyIds();
  const kept = Object.entries(texts).filter(([id]) => !engineOnly.has(id) && (hasApi || !id.startsWith(API_PREFIX)));
  return kept.length === Object.keys(texts).length ? texts : Object.fromEntries(kept);
}
