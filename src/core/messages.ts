/**
 * The UI's messages: each has an id and its English text where it is used
 * (`translate('theme.pager.previous', 'Previous')`, as Docusaurus's
 * `translate({ id, message })`), and a site may give its own text for any
 * id (`i18n/<locale>/code.json`, read by config/translations.ts). Only the
 * texts a site changes travel to the browser.
 */

/** A site's texts, by message id. */
export type Messages = Readonly<Record<string, string>>;

export type MessageValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The site's text for `id`, else `message`, with its `{placeholders}` filled from `values`. */
export function messageText(messages: Messages | undefined, id: string, message: string, values?: MessageValues): string {
  const text = messages?.[id] ?? message;
  if (!values) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
