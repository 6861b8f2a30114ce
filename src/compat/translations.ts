/**
 * Where a message of `<Translate>` / `translate()` is looked up by its id:
 * the site's texts (`i18n/<locale>/code.json`, config/translations.ts), the
 * same catalogue the theme reads, so one file translates both. Without an
 * id, or an id the file does not have, the message written in the code is
 * the one shown.
 */
import type { Messages } from '../core/messages.js';

export interface MessageDescriptor {
  /** The key in the catalogue; the message itself when there is no id. */
  id?: string;
  /** The text in the site's own language. */
  message?: string;
  /** For translators; never shown. */
  description?: string;
}

export function lookUpMessage({ id, message }: MessageDescriptor, messages: Messages | undefined): string {
  return (id === undefined ? undefined : messages?.[id]) ?? message ?? id ?? '';
}
