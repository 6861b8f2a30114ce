/**
 * The site's texts in the code that renders pages (the theme's bundles, an
 * MDX page's bundle and its islands): set once, before anything renders, by
 * the entry that runs (client/entry.tsx, client/server-entry.tsx,
 * mdx/runtime), and read by `translate()` (client/translate.ts) and by
 * Docusaurus's `translate()` (compat/docusaurus/Translate.tsx).
 */
import type { Messages } from './messages.js';

let current: Messages | undefined;

export function setSiteMessages(messages: Messages | undefined): void {
  current = messages;
}

export function siteMessages(): Messages | undefined {
  return current;
}
