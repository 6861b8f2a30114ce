/**
 * The texts the Markdown and MDX pipelines write into pages: admonitions'
 * default titles, a details block's default summary, the code blocks'
 * copy button and the accessible name of a heading's "#" link. English
 * unless the locale's texts (its code.json, else mysite's built-in ones)
 * give them, by Docusaurus's ids; `mysite write-translations` lists them.
 */
import { ADMONITIONS } from '../core/admonitions.js';
import { COPY_BUTTON } from '../core/client-contract.js';
import { type Messages, type MessageValues, messageText } from '../core/messages.js';

export const MARKDOWN_MESSAGES: Record<string, string> = {
  ...Object.fromEntries(Object.values(ADMONITIONS).map((kind) => [kind.id, kind.title])),
  'theme.details.summary': 'Details',
  'theme.CodeBlock.copy': COPY_BUTTON.text,
  'theme.CodeBlock.copyButtonAriaLabel': COPY_BUTTON.label,
  'theme.common.headingLinkTitle': 'Direct link to {heading}',
};

/** Message id → text, for the ids the site translates; undefined when it translates none (the English defaults). */
export type MarkdownTexts = Record<string, string>;

export function markdownTexts(messages: Messages | undefined): MarkdownTexts | undefined {
  if (!messages) return undefined;
  const own = Object.keys(MARKDOWN_MESSAGES).filter((id) => messages[id] !== undefined);
  return own.length > 0 ? Object.fromEntries(own.map((id) => [id, messages[id]!])) : undefined;
}

/** The text of `id` in the page's language, with its `{placeholders}` filled from `values`. */
export function markdownText(texts: MarkdownTexts | undefined, id: string, values?: MessageValues): string {
  return messageText(texts, id, MARKDOWN_MESSAGES[id]!, values);
}
