/**
 * The site's texts in the code that renders pages (the theme's bundles, an
 * MDX page's bundle and its islands): set once, before anything renders, by
 * the entry that runs (client/entry.tsx, client/server-entry.tsx,
 * mdx/runtime), and read by `translate()` (client/translate.ts) and by
 * Docusaurus's `translate()` (compat/docusaurus/Translate.tsx). With them,
 * the locale's direction, which tells whether the theme's English texts a
 * locale lacks must be isolated from the text around them.
 */
import type { Messages } from './messages.js';

let current: Messages | undefined;
let currentDirection: 'ltr' | 'rtl' = 'ltr';

export function setSiteMessages(messages: Messages | undefined, direction?: 'ltr' | 'rtl'): void {
  current = messages;
  if (direction) currentDirection = direction;
}

export function siteMessages(): Messages | undefined {
  return current;
}

/** The direction of the locale whose texts these are (`direction` in the config). */
export function siteDirection(): 'ltr' | 'rtl' {
  return currentDirection;
}
