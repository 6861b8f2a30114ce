/**
 * `translate(id, message, values?)`: a UI text of the theme in the site's
 * language (core/messages.ts). The entry and the server entry give it the
 * site's texts (from `mysite:site`) before anything renders, so the same
 * text is rendered on the server and in the browser.
 */
import { type MessageValues, messageParts, messageText } from '../core/messages.js';
import { siteMessages } from '../core/site-messages.js';

/** The site's texts: set once, by the entry and the server entry. */
export { setSiteMessages } from '../core/site-messages.js';

export function translate(id: string, message: string, values?: MessageValues): string {
  return messageText(siteMessages(), id, message, values);
}

/** `translate` for values that are elements: a list of texts and values to render as children. */
export function translateNodes<V>(id: string, message: string, values: Readonly<Record<string, V>>): (string | V)[] {
  return messageParts(siteMessages(), id, message, values);
}
