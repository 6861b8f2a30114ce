/**
 * `translate(id, message, values?)` of mysite-ssg/client (client/translate.ts):
 * a UI text of the theme in the site's language (messages.ts), from the
 * site's texts the entry that runs has set (site-messages.ts).
 *
 * The theme's texts (ids `theme.…`) are written in English: in a
 * right-to-left locale that has no text of its own for one, the English is
 * shown between the left-to-right isolate and its closing mark (U+2066,
 * U+2069, as `<bdi dir="ltr">` does in markup), so its full stop stays at
 * its end and not at the start of the line. A mark works in every place a
 * text goes (an element, an attribute, the title); this is the one place
 * that knows which texts are the code's English.
 */
import { type MessageValues, messageParts, messageText, type Messages } from './messages.js';
import { siteDirection, siteMessages } from './site-messages.js';

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
const THEME_ID = 'theme.';

export function translate(id: string, message: string, values?: MessageValues): string {
  const messages = siteMessages();
  const text = messageText(messages, id, message, values);
  return isEnglishInRightToLeft(messages, id) ? LEFT_TO_RIGHT_ISOLATE + text + POP_DIRECTIONAL_ISOLATE : text;
}

/** `translate` for values that are elements: a list of texts and values to render as children. */
export function translateNodes<V>(id: string, message: string, values: Readonly<Record<string, V>>): (string | V)[] {
  const messages = siteMessages();
  const parts = messageParts(messages, id, message, values);
  return isEnglishInRightToLeft(messages, id) ? [LEFT_TO_RIGHT_ISOLATE, ...parts, POP_DIRECTIONAL_ISOLATE] : parts;
}

/** The theme's English text is shown in a right-to-left page (the site's own messages keep their default locale's language). */
function isEnglishInRightToLeft(messages: Messages | undefined, id: string): boolean {
  return siteDirection() === 'rtl' && id.startsWith(THEME_ID) && messages?.[id] === undefined;
}
