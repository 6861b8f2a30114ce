/**
 * `translate(id, message, values?)`: a UI text of the theme in the site's
 * language (core/translate-text.ts). The entry and the server entry give it
 * the site's texts (from `mysite:site`) before anything renders, so the same
 * text is rendered on the server and in the browser.
 */

/** The site's texts: set once, by the entry and the server entry. */
export { setSiteMessages } from '../core/site-messages.js';
export { translate, translateNodes } from '../core/translate-text.js';
