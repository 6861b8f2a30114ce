/**
 * `translate(id, message, values?)`: a UI text of the theme in the site's
 * language (core/messages.ts). The site's texts are part of `mysite:site`,
 * so the same text is rendered on the server and in the browser.
 */
import site from 'mysite:site';
import { type MessageValues, messageText } from '../core/messages.js';

export function translate(id: string, message: string, values?: MessageValues): string {
  return messageText(site.messages, id, message, values);
}
