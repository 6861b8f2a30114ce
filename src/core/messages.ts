/**
 * The UI's messages: each has an id and its English text where it is used
 * (`translate('theme.pager.previous', 'Previous')`, as Docusaurus's
 * `translate({ id, message })`), and a site may give its own text for any
 * id (`i18n/<locale>/code.json`, read by config/translations.ts), over
 * mysite's own translation for the locale's language
 * (i18n/locale-texts.ts). Only the texts the browser's code reads travel
 * to it (theme/browser-texts.ts).
 */

/** A site's texts, by message id. */
export type Messages = Readonly<Record<string, string>>;

export type MessageValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The site's text for `id`, else `message`, cut at its `{placeholders}`:
 * the texts between them and the values in their places, in the message's
 * order. For values that are elements (a link inside a sentence); React
 * renders the list as it renders JSX text around `{value}`.
 */
export function messageParts<V>(messages: Messages | undefined, id: string, message: string, values: Readonly<Record<string, V>>): (string | V)[] {
  const text = messages?.[id] ?? message;
  const parts: (string | V)[] = [];
  let from = 0;
  text.replace(PLACEHOLDER, (whole, name: string, at: number) => {
    if (name in values) {
      parts.push(text.slice(from, at), values[name]!);
      from = at + whole.length;
    }
    return whole;
  });
  parts.push(text.slice(from));
  return parts.filter((part) => part !== '');
}

/** The site's text for `id`, else `message`, with its `{placeholders}` filled from `values`. */
export function messageText(messages: Messages | undefined, id: string, message: string, values?: MessageValues): string {
  return values ? messageParts(messages, id, message, values).join('') : (messages?.[id] ?? message);
}
