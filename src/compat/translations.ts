/**
 * Where a message of `<Translate>` / `translate()` is looked up by its id.
 * mysite has no message catalogues yet (they come with translations of the
 * site), so the message written in the code is the one shown; this is the
 * one place a catalogue will be read from.
 */
export interface MessageDescriptor {
  /** The key in the catalogue; the message itself when there is no id. */
  id?: string;
  /** The text in the site's own language. */
  message?: string;
  /** For translators; never shown. */
  description?: string;
}

export function lookUpMessage({ id, message }: MessageDescriptor): string {
  return message ?? id ?? '';
}
